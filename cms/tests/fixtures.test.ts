/**
 * The content fixtures the CMS seeds: complete in both languages, valid against the content model,
 * within the SEO bounds, and stating the figures of the product rules (docs/product-rules.md) where the pages
 * claim them.
 */
import fs from 'fs';
import path from 'path';
import { isIconName } from '@app/icons';
import { LOCALE_CODES, PAGE_KEYS, STATIC_ROUTES, isPageKey, type Locale } from '@app/routing';
import { readFixtures, SEED_SOURCES, type Fixture } from '../src/seed/fixtures';

const CMS = path.resolve(__dirname, '..');
const FIXTURES = path.join(CMS, 'fixtures');
const fixtures = readFixtures(FIXTURES);
const COMPANY_SUFFIX = ' - Kastell Labs';

type Attr = {
  type: string;
  required?: boolean;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  pluginOptions?: { i18n?: { localized?: boolean } };
};
const schemaOf = (uid: string): Record<string, Attr> => {
  const name = uid.split('.')[1]!;
  return JSON.parse(fs.readFileSync(path.join(CMS, 'src/api', name, 'content-types', name, 'schema.json'), 'utf8'))
    .attributes;
};
const componentOf = (uid: string): Record<string, Attr> => {
  const [category, name] = uid.split('.');
  return JSON.parse(fs.readFileSync(path.join(CMS, 'src/components', category!, `${name}.json`), 'utf8')).attributes;
};
const byUid = (uid: string) => fixtures.filter((f) => f.uid === uid);
const words = (markdown: string) =>
  markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>`-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(textOf).join(' ')
      : value && typeof value === 'object'
        ? Object.values(value).map(textOf).join(' ')
        : String(value ?? '');

/** Checks one object against a schema; returns problems as readable strings. */
function validate(
  attributes: Record<string, Attr>,
  data: Record<string, unknown>,
  where: string,
  requireAll: boolean,
): string[] {
  const problems: string[] = [];
  for (const [field, value] of Object.entries(data)) {
    if (field === '__component') continue;
    const attr = attributes[field];
    if (!attr) {
      problems.push(`${where}: unknown field "${field}"`);
      continue;
    }
    if (attr.type === 'media' && value !== null && !fs.existsSync(path.join(FIXTURES, 'media', String(value))))
      problems.push(`${where}.${field}: media file ${value} missing`);
    if (field === 'icon' && value !== null && !isIconName(value)) problems.push(`${where}.icon: unknown icon ${value}`);
    if (attr.type === 'component') {
      const list = attr.repeatable ? (value as Record<string, unknown>[]) : [value as Record<string, unknown>];
      list.forEach(
        (item, i) =>
          item && problems.push(...validate(componentOf(attr.component!), item, `${where}.${field}[${i}]`, true)),
      );
    }
    if (attr.type === 'dynamiczone') {
      (value as Record<string, unknown>[]).forEach((item, i) => {
        const uid = String(item.__component);
        if (!attr.components!.includes(uid)) problems.push(`${where}.${field}[${i}]: component ${uid} not allowed`);
        else problems.push(...validate(componentOf(uid), item, `${where}.${field}[${i}]`, true));
      });
    }
  }
  if (requireAll) {
    for (const [field, attr] of Object.entries(attributes)) {
      const value = data[field];
      if (
        attr.required &&
        (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      )
        problems.push(`${where}: required field "${field}" is empty`);
    }
  }
  return problems;
}

const localizedRequired = (f: Fixture) =>
  Object.entries(schemaOf(f.uid))
    .filter(([, a]) => a.required && a.pluginOptions?.i18n?.localized !== false)
    .map(([name]) => name);

describe('content fixtures', () => {
  it('cover every content type that is seeded', () => {
    for (const source of SEED_SOURCES) expect(byUid(source.uid).length).toBeGreaterThan(0);
  });

  it('are valid against the content model in both languages', () => {
    const problems = fixtures.flatMap((f) =>
      LOCALE_CODES.flatMap((locale) =>
        validate(schemaOf(f.uid), { ...f.shared, ...f.localized[locale] }, `${path.basename(f.file)}/${locale}`, true),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('fill the same localized fields in English and German', () => {
    const problems = fixtures.flatMap((f) => {
      const [en, de] = [f.localized.en, f.localized.de];
      const mismatch = Object.keys(en).sort().join() !== Object.keys(de).sort().join();
      const required = localizedRequired(f).filter((field) => !textOf(en[field]).trim() || !textOf(de[field]).trim());
      const sections =
        Array.isArray(en.sections) && (en.sections as unknown[]).length !== (de.sections as unknown[]).length;
      return [
        mismatch && `${f.file}: different fields`,
        ...required.map((r) => `${f.file}: ${r} empty`),
        sections && `${f.file}: section counts differ`,
      ].filter(Boolean);
    });
    expect(problems).toEqual([]);
  });

  it('have a page for every route of product rules §2, at the route path in both languages', () => {
    const pages = byUid('api::page.page');
    expect(pages.map((p) => p.shared.key).sort()).toEqual([...PAGE_KEYS].sort());
    for (const page of pages) {
      const key = String(page.shared.key);
      expect(isPageKey(key) && page.key === key).toBe(true);
      for (const locale of LOCALE_CODES)
        expect(page.localized[locale].path).toBe(STATIC_ROUTES[key as keyof typeof STATIC_ROUTES]);
    }
  });

  it('meet the counts the site promises (posts, topics, team, openings, mentions, case studies)', () => {
    expect(byUid('api::post.post').length).toBeGreaterThanOrEqual(12);
    expect(byUid('api::topic.topic').length).toBeGreaterThanOrEqual(5);
    expect(byUid('api::team-member.team-member').length).toBeGreaterThanOrEqual(6);
    expect(byUid('api::job-opening.job-opening').length).toBeGreaterThanOrEqual(3);
    expect(byUid('api::media-mention.media-mention').length).toBeGreaterThanOrEqual(6);
    expect(
      byUid('api::case-study.case-study')
        .map((c) => c.key)
        .sort(),
    ).toEqual([
      'asset-exchange-platform',
      'nft-collection',
      'notary-video-platform',
      'precious-metals-portfolio',
      'tokenized-real-estate',
      'video-conferencing-app',
    ]);
  });

  it('posts have 600–1,200 words in each language, a cover image and at least one topic', () => {
    const problems = byUid('api::post.post').flatMap((p) => [
      ...LOCALE_CODES.map((l) => [l, words(String(p.localized[l].content))] as const)
        .filter(([, n]) => n < 600 || n > 1200)
        .map(([l, n]) => `${p.key}/${l}: ${n} words`),
      ...(p.shared.image ? [] : [`${p.key}: no image`]),
      ...((p.shared.topics as unknown[] | undefined)?.length ? [] : [`${p.key}: no topic`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('titles fit the template and descriptions are 120–160 characters, unique per language', () => {
    const seo = fixtures.filter((f) => 'pageTitle' in f.localized.en);
    for (const locale of LOCALE_CODES) {
      const titles = seo.map((f) => String(f.localized[locale].pageTitle));
      const descriptions = seo.map((f) => String(f.localized[locale].metaDescription));
      expect(titles.filter((t) => (t + COMPANY_SUFFIX).length > 60)).toEqual([]);
      expect(descriptions.filter((d) => d.length < 120 || d.length > 160)).toEqual([]);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
  });

  it('every image has alternative text in both languages', () => {
    const missing: string[] = [];
    const walk = (value: unknown, where: string, locale: string, alt: (o: Record<string, unknown>) => unknown) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`, locale, alt));
      else if (value && typeof value === 'object') {
        const o = value as Record<string, unknown>;
        if (typeof o.image === 'string' && !String(alt(o) ?? '').trim()) missing.push(`${where} (${locale})`);
        for (const [k, v] of Object.entries(o)) walk(v, `${where}.${k}`, locale, alt);
      }
    };
    for (const f of fixtures) {
      for (const locale of LOCALE_CODES) {
        const data = { ...f.shared, ...f.localized[locale] };
        walk(data.sections, `${f.key}.sections`, locale, (o) => o.imageAlt);
        if (data.image && !String(data.imageAlt ?? '').trim()) missing.push(`${f.key}.image (${locale})`);
        if (data.photo && !String(data.photoAlt ?? '').trim()) missing.push(`${f.key}.photo (${locale})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the quiz has 10 questions with 3 answers weighted 1.01 / 1 / 0; the first answer is required', () => {
    const [quiz] = byUid('api::quiz.quiz');
    for (const locale of LOCALE_CODES) {
      const questions = quiz!.localized[locale].questions as Array<{
        answers: Array<{ importance: number; required?: boolean }>;
      }>;
      expect(questions).toHaveLength(10);
      for (const q of questions) expect(q.answers.map((a) => a.importance)).toEqual([1.01, 1, 0]);
      expect(questions[0]!.answers[0]!.required).toBe(true);
      expect(questions.flatMap((q) => q.answers).filter((a) => a.required === true)).toHaveLength(1);
    }
  });
});

describe('copy rules found in review', () => {
  /** Every localized text of every fixture (and of the UI catalogues) in one language, with where it is. */
  const texts = (locale: Locale) => {
    const out: Array<{ where: string; text: string }> = [];
    const walk = (value: unknown, where: string) => {
      if (typeof value === 'string') out.push({ where, text: value });
      else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`);
    };
    for (const f of fixtures) walk(f.localized[locale], `${path.basename(f.file)}/${locale}`);
    const catalogues = path.resolve(CMS, '..', 'locales', locale);
    for (const file of fs.readdirSync(catalogues))
      walk(JSON.parse(fs.readFileSync(path.join(catalogues, file), 'utf8')), `locales/${locale}/${file}`);
    return out;
  };
  const offending = (locale: Locale, pattern: RegExp) =>
    texts(locale)
      .filter(({ text }) => pattern.test(text))
      .map(({ where }) => where);

  it('German copy names the prospectus exemption one way and avoids the flagged anglicisms', () => {
    expect(
      offending('de', /Ausnahme für (Kleinemissionen|kleine Angebote)|Ausnahmetatbest|Ausnahmeregelung|50 ?%\+/),
    ).toEqual([]);
    expect(
      offending('de', /onboarden|Mindestticket|Exchange-Plattform|Verwahrlösung|Brotkrumen|deploy(t|en|te|ende)\b/i),
    ).toEqual([]);
    expect(offending('de', /\bEngineers\b|-Engineer\b|Insight-|"Insight"/)).toEqual([]);
  });

  it('German STO copy uses the terms a German investor looks for: Wertpapierprospekt and BaFin', () => {
    const german = (uid: string, key?: string) =>
      textOf(byUid(uid).find((f) => key === undefined || f.key === key)!.localized.de);
    for (const [where, text] of [
      ['sto-legal', german('api::page.page', 'sto-legal')],
      ['the STO guide', german('api::guide.guide')],
    ] as const) {
      expect({ where, prospectus: /Wertpapierprospekt/.test(text), bafin: /\bBaFin\b/.test(text) }).toEqual({
        where,
        prospectus: true,
        bafin: true,
      });
    }
    expect(german('api::page.page', 'sto')).toMatch(/Wertpapierprospekt/);
  });

  it('minimum investments are in euro, and every longer text offering them from 1,000 euro names § 6 WpPG', () => {
    expect(offending('de', /1\.000 ?\$|\$ ?1\.000|1000 US-Dollar|1\.000 US-Dollar/)).toEqual([]);
    expect(offending('en', /\$1,000|1,000 US dollars?/)).toEqual([]);
    const claims = [
      ...texts('de').filter(({ text }) => /ab 1\.000 Euro/.test(text) && text.length > 120),
      ...texts('en').filter(({ text }) => /from (?:€1,000|1,000 euro)/.test(text) && text.length > 120),
    ];
    expect(claims.length).toBeGreaterThan(6);
    expect(claims.filter(({ text }) => !/§ 6 WpPG/.test(text)).map(({ where }) => where)).toEqual([]);
  });

  it('a full prospectus takes over 12 months and the discovery phase two to four weeks, everywhere', () => {
    expect(offending('en', /(6–12 months|six to twelve months)[^.,;()]*full prospectus/)).toEqual([]);
    expect(offending('de', /(6–12 Monate|sechs bis zwölf Monate)[^.,;()]*[Pp]rospekt/)).toEqual([]);
    expect(offending('en', /three to six weeks|discovery[^.]*2–3 weeks/i)).toEqual([]);
    expect(offending('de', /drei bis sechs Wochen/)).toEqual([]);
    const discoverySteps = byUid('api::page.page').flatMap((p) =>
      (p.localized.en.sections as Array<{ steps?: Array<{ title: string; duration?: string }> }>).flatMap((s) =>
        (s.steps ?? [])
          .filter((st) => /^Discovery( phase|$| and)/.test(st.title))
          .map((st) => `${p.key}: ${st.duration}`),
      ),
    );
    expect(discoverySteps.length).toBeGreaterThanOrEqual(4);
    expect(discoverySteps.filter((d) => !d.endsWith(': 2–4 weeks'))).toEqual([]);
  });

  it('media mentions published by the company itself are marked as its own, not as coverage', () => {
    const mentions = byUid('api::media-mention.media-mention');
    for (const m of mentions) {
      const host = m.shared.url ? new URL(String(m.shared.url)).hostname : '';
      const ours = host.endsWith('kastell-labs.example') || /Kastell Labs/.test(String(m.localized.en.outlet));
      expect({ key: m.key, source: m.shared.source }).toEqual({ key: m.key, source: ours ? 'own' : 'external' });
    }
    expect(mentions.filter((m) => m.shared.source === 'external').length).toBeGreaterThanOrEqual(4);
  });
});

describe('figures of the product rules on the pages that state them', () => {
  const page = (key: string, locale: Locale) =>
    textOf(byUid('api::page.page').find((p) => p.key === key)!.localized[locale]);

  it('STO legal states the constants of product rules §9 exactly', () => {
    const en = page('sto-legal', 'en');
    for (const fact of [
      'small offering exemption',
      '150',
      'below 12 million euro',
      'down to 5 million euro',
      '§ 6 WpPG',
      'as of November 2026',
      '50',
      '1–6 months',
      '6–12 months',
      '12 months',
      'Estonia',
      'Lithuania',
      'Liechtenstein',
      'UK',
      'Germany',
    ]) {
      expect(en).toContain(fact);
    }
    const de = page('sto-legal', 'de');
    for (const fact of [
      '150',
      'unter 12 Millionen Euro',
      'bis hinab zu 5 Millionen Euro',
      '§ 6 WpPG',
      'Stand: November 2026',
      'Deutschland',
      'Estland',
      'Litauen',
      'Liechtenstein',
      '1–6 Monate',
      '6–12 Monate',
      '12 Monate',
    ])
      expect(de).toContain(fact);
  });

  it('home and about state team size, founding year, location and support', () => {
    for (const locale of LOCALE_CODES) {
      const text = page('home', locale) + page('about', locale);
      for (const fact of ['30', '2017', 'Mainz', '24/7']) expect(text).toContain(fact);
    }
  });

  it('real-estate STO pages state yield, minimum ticket and the conventional minimum', () => {
    expect(page('sto-real-estate', 'en')).toMatch(/4 ?%|4 percent/);
    expect(page('sto-real-estate', 'en')).toContain('€1,000');
    expect(page('sto-real-estate', 'de')).toContain('1.000 Euro');
    expect(page('sto-real-estate', 'en')).toContain('100,000');
    expect(page('sto-real-estate', 'de')).toContain('100.000');
  });

  it('exchange pages state over 150 supported currencies', () => {
    for (const key of ['exchange-platform', 'dx'])
      for (const locale of LOCALE_CODES) expect(page(key, locale)).toContain('150');
  });
});
