/**
 * Languages added by the README's recipe, as visitors, translators and editors meet them. scripts/test.mjs copies the
 * working tree and runs `npm run locale:add` there twice: THIRD_LOCALE as the script leaves it (every text marked
 * `[XX] ` for translation) and THIRD_LOCALE_TRANSLATED copied without marks (`--no-mark`, as a finished translation
 * reads to the build). It starts the copy's CMS on a fresh database (seeded in every language), builds the copy's site
 * and runs this file in the copy, where LOCALE_CODES holds both languages.
 * Environment: THIRD_LOCALE, THIRD_LOCALE_TRANSLATED, SITE_PUBLIC_DIR (the copy's build), CMS_URL (its CMS), SITE_URL.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { LOCALE_CODES, STATIC_ROUTES, localizePath, placeholderMark, type Locale } from '@app/routing';
import { isInternalPage } from '../../site/src/seo/internal-pages';
import { adminToken, request } from '../support/cms';

/** The language still marked for translation, and the one copied without marks: Locales in the copy. */
const CODE = (process.env.THIRD_LOCALE ?? '') as Locale;
const TRANSLATED = (process.env.THIRD_LOCALE_TRANSLATED ?? '') as Locale;
const PUBLIC = process.env.SITE_PUBLIC_DIR ?? '';
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:9101';
const ROOT = path.resolve(__dirname, '..', '..');
/** The languages the site offers: every one but the language still being translated. */
const OFFERED = LOCALE_CODES.filter((code) => code !== CODE);
/** How each spare language of scripts/lib/third-locale.mjs names itself (what a visitor reads in the switcher). */
const OWN_NAMES: Record<string, string> = { fr: 'Français', it: 'Italiano', es: 'Español', nl: 'Nederlands' };

const read = (urlPath: string) => fs.readFileSync(path.join(PUBLIC, urlPath, 'index.html'), 'utf8');
/** The switcher's links of a page: language code, visible text and title. */
const switcherLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*title="([^"]*)" data-locale-choice="([^"]+)"[^>]*>([^<]*)</g)].map((m) => ({
    code: m[2]!,
    text: m[3]!,
    title: m[1]!,
  }));

/** Every file of the built site, relative to its root. */
const builtFiles = (dir = PUBLIC): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? builtFiles(full) : [path.relative(PUBLIC, full)];
  });

test('both added languages are site languages of their own name', () => {
  expect(LOCALE_CODES).toEqual(expect.arrayContaining([CODE, TRANSLATED]));
  expect(CODE).not.toBe(TRANSLATED);
  expect(Object.keys(OWN_NAMES)).toEqual(expect.arrayContaining([CODE, TRANSLATED]));
});

describe('the language still marked for translation', () => {
  it('has no page, no feed, no guide PDF and no catalogue on the site', () => {
    expect(fs.existsSync(path.join(PUBLIC, CODE))).toBe(false);
    expect(fs.existsSync(path.join(PUBLIC, 'locales', CODE))).toBe(false);
    const own = builtFiles().filter((file) => file.split(path.sep).includes(CODE) || file.includes(`-${CODE}.`));
    expect(own).toEqual([]);
  });

  it('shows no placeholder anywhere: no built file holds its mark', () => {
    const mark = placeholderMark(CODE).trim();
    const texts = builtFiles().filter((file) => /\.(html|json|js|xml|txt|css|webmanifest|svg)$/.test(file));
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((file) => fs.readFileSync(path.join(PUBLIC, file), 'utf8').includes(mark))).toEqual([]);
  });

  it('is offered nowhere: no switcher, hreflang, sitemap entry or first-visit redirect names it', () => {
    for (const locale of OFFERED) {
      const html = read(localizePath('/', locale));
      expect(switcherLinks(html).map((link) => link.code)).not.toContain(CODE);
      expect(html).not.toContain(`hrefLang="${CODE}"`);
    }
    // The home page's first-visit script sends a visitor to their browser's language among those offered only.
    const script = /var s=(\[[^\]]*\])/.exec(read('/'));
    expect(JSON.parse(script![1]!)).toEqual(OFFERED);
    const sitemap = fs.readFileSync(path.join(PUBLIC, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain(`hreflang="${CODE}"`);
    expect(sitemap).not.toContain(`${SITE_URL}/${CODE}/`);
  });

  it('`npm run i18n:check` names how much is left in it and fails with --strict', () => {
    const check = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'i18n-check.mjs'), ...args], {
        cwd: ROOT,
        encoding: 'utf8',
      });
    const plain = check();
    expect(plain.status).toBe(0);
    const count = new RegExp(`✖ ${CODE}: ([\\d,]+) texts untranslated of ([\\d,]+)`).exec(plain.stdout);
    expect(count).not.toBeNull();
    expect(Number(count![1]!.replace(/,/g, ''))).toBeGreaterThan(1000);
    expect(plain.stdout).toMatch(new RegExp(`UI catalogues \\(locales/\\): [\\d,]+ in \\d+ files — locales/${CODE}/`));
    expect(plain.stdout).toMatch(/content \(cms\/fixtures\): [\d,]+ in \d+ files — \S+\.json \d+/);
    expect(plain.stdout).toContain(`      locales/${CODE}/`);
    const strict = check('--strict');
    expect(strict.status).toBe(1);
    expect(strict.stdout).toMatch(/--strict: [\d,]+ untranslated text\(s\)/);
  });
});

describe('the language translated (copied without marks)', () => {
  describe.each(Object.entries(STATIC_ROUTES))('route %s', (key, route) => {
    it('is built in that language, with hreflang alternates for every language offered', () => {
      const urlPath = localizePath(route, TRANSLATED);
      expect(urlPath.startsWith(`/${TRANSLATED}/`)).toBe(true);
      const html = read(urlPath);
      expect(html).toContain(`<html lang="${TRANSLATED}"`);
      // A page for the team (the icon overview) is noindex in every language: no canonical, no alternates.
      if (isInternalPage(key)) return expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${urlPath}"`);
      for (const other of OFFERED)
        expect(html).toContain(`hrefLang="${other}" href="${SITE_URL}${localizePath(route, other)}"`);
      expect(html).toContain(`hrefLang="x-default" href="${SITE_URL}${route}"`);
    });
  });

  it('is offered in the switcher of every language’s pages, by its own name', () => {
    for (const locale of OFFERED) {
      const links = switcherLinks(read(localizePath('/', locale)));
      expect(links.map((link) => link.code).sort()).toEqual(OFFERED.filter((c) => c !== locale).sort());
      const added = links.find((link) => link.code === TRANSLATED);
      if (locale !== TRANSLATED) expect([locale, added?.text]).toEqual([locale, OWN_NAMES[TRANSLATED]]);
      for (const link of links) expect(`${link.text} ${link.title}`).not.toMatch(/language\.names|\{\{/);
    }
  });

  it('has its own 404 page', () => {
    const html = read(`/${TRANSLATED}/404/`);
    expect(html).toContain(`<html lang="${TRANSLATED}"`);
    expect(fs.existsSync(path.join(PUBLIC, TRANSLATED, '404.html'))).toBe(true);
  });

  it('is in the sitemap: its pages, each with every language offered as an alternate', () => {
    const xml = fs.readFileSync(path.join(PUBLIC, 'sitemap.xml'), 'utf8');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const own = entries.filter((entry) => entry.includes(`<loc>${SITE_URL}/${TRANSLATED}/`));
    const english = entries.filter((entry) => !LOCALE_CODES.some((c) => entry.includes(`<loc>${SITE_URL}/${c}/`)));
    expect(own.length).toBeGreaterThan(0);
    expect(own).toHaveLength(english.length);
    for (const entry of own) {
      for (const locale of [...OFFERED, 'x-default']) expect(entry).toContain(`hreflang="${locale}"`);
    }
  });
});

describe('the admin', () => {
  const POST = '/content-manager/collection-types/api::post.post';
  let token: string;
  beforeAll(async () => {
    token = await adminToken();
  });
  const missingIn = async (code: string) => {
    const answer = await request<{ results: Array<{ title: string; documentId: string }> }>(
      'GET',
      `${POST}?plugins[i18n][locale]=en&pageSize=100&filters[$and][0][languages][$notContains]=${code}`,
      { token },
    );
    expect(answer.status).toBe(200);
    return answer.body.results;
  };

  it('knows both languages (the source of the "Missing in …" buttons and of the Translator roles)', async () => {
    const locales = await request<Array<{ code: string }>>('GET', '/i18n/locales', { token });
    expect(locales.status).toBe(200);
    expect(locales.body.map((locale) => locale.code).sort()).toEqual([...LOCALE_CODES].sort());
    const roles = await request<{ data: Array<{ name: string }> }>('GET', '/admin/roles', { token });
    for (const code of [CODE, TRANSLATED]) {
      const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(code);
      expect(roles.body.data.map((role) => role.name)).toContain(`Translator (${name})`);
    }
  });

  it('"Missing in …" lists every seeded article still marked for translation, until a translator translates one', async () => {
    const seeded = await missingIn(CODE);
    const all = await request<{ results: Array<{ documentId: string }> }>(
      'GET',
      `${POST}?plugins[i18n][locale]=en&pageSize=100`,
      { token },
    );
    expect(seeded.map((entry) => entry.documentId).sort()).toEqual(
      all.body.results.map((entry) => entry.documentId).sort(),
    );
    const [first] = seeded;
    const version = await request<{ data: Record<string, unknown> }>(
      'GET',
      `${POST}/${first!.documentId}?locale=${CODE}`,
      { token },
    );
    expect(version.status).toBe(200);
    expect(String(version.body.data.title)).toContain(placeholderMark(CODE));
    // Publishing the placeholder is refused, naming the field.
    const refused = await request('POST', `${POST}/${first!.documentId}/actions/publish?locale=${CODE}`, {
      token,
      body: {},
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('untranslated');
    const status = await request<{ languages: Array<{ code: string; state: string; untranslated: number }> }>(
      'GET',
      `/admin/translation-status?uid=api::post.post&documentId=${first!.documentId}`,
      { token },
    );
    expect(status.body.languages.find((l) => l.code === CODE)).toMatchObject({ state: 'untranslated' });
    // The translator replaces every marked text: the entry leaves the list and its badge says translated.
    const translated = Object.fromEntries(
      Object.entries(version.body.data).map(([key, value]) => [
        key,
        typeof value === 'string' && value.includes(placeholderMark(CODE))
          ? value.split(placeholderMark(CODE)).join(`(${CODE}) `)
          : value,
      ]),
    );
    const { title, content, pageTitle, metaDescription, imageAlt } = translated;
    const slug = `${String(translated.slug)}-${CODE}`;
    const saved = await request('PUT', `${POST}/${first!.documentId}?locale=${CODE}`, {
      token,
      body: { title, slug, content, pageTitle, metaDescription, imageAlt },
    });
    expect(saved.status).toBe(200);
    expect((await missingIn(CODE)).map((entry) => entry.documentId)).not.toContain(first!.documentId);
    const after = await request<{ languages: Array<{ code: string; state: string }> }>(
      'GET',
      `/admin/translation-status?uid=api::post.post&documentId=${first!.documentId}`,
      { token },
    );
    expect(after.body.languages.find((l) => l.code === CODE)?.state).toBe('translated');
  });

  it('"Missing in …" lists an article written in English only', async () => {
    const created = await request('POST', `${POST}?locale=en`, {
      token,
      body: {
        title: 'Only in English',
        slug: `only-in-english-${CODE}`,
        date: '2026-11-27',
        content: 'Not yet translated.',
        pageTitle: 'Only in English',
        metaDescription: 'An article with no version in the added language, for the admin filter.',
      },
    });
    expect(created.status).toBe(201);
    expect((await missingIn(CODE)).map((entry) => entry.title)).toContain('Only in English');
  });
});
