import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@app/routing';
import {
  addLocale,
  localeEntry,
  markCatalogue,
  markContent,
  readSchemas,
  topLevelValues,
  withFixtureVersion,
  withLocaleEntry,
} from './add-locale.mjs';
import { CONTENT_RULES } from '@app/content-rules';
import { isPlaceholder } from '@app/routing';
import { checkCatalogues, checkFixtures, flatten } from './i18n-check.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const LOCALES_TS = path.join(ROOT, 'packages', 'routing', 'src', 'locales.ts');
/** A language the site does not have yet (French, unless it was added). */
const NEW = localeEntry(
  ['fr', 'es', 'it', 'nl', 'pl'].find((code) => !(/** @type {readonly string[]} */ (LOCALE_CODES).includes(code))),
);
const MARKER = `[${NEW.code.toUpperCase()}] `;

describe('the new locale’s entry', () => {
  it('takes the language’s likely region and its own name', () => {
    expect(localeEntry('fr')).toEqual({ code: 'fr', iso: 'fr-FR', name: 'Français' });
    expect(localeEntry('pt')).toEqual({ code: 'pt', iso: 'pt-BR', name: 'Português' });
    expect(localeEntry('de', 'de-AT')).toEqual({ code: 'de', iso: 'de-AT', name: 'Deutsch' });
  });

  it.each([
    ['FR', undefined],
    ['french', undefined],
    ['xq', undefined],
    ['fr', 'de-DE'],
    ['fr', 'fr_FR'],
    ['fr', 'fr-fr'],
  ])('refuses %s %s, saying what it wants', (code, iso) => {
    expect(() => localeEntry(code, iso)).toThrow(/language (code|tag)|not a language/);
  });

  it('goes at the end of LOCALES, once', () => {
    const source = fs.readFileSync(LOCALES_TS, 'utf8');
    const line = `  { code: '${NEW.code}', iso: '${NEW.iso}', name: '${NEW.name}' },\n`;
    const added = withLocaleEntry(source, NEW);
    expect(added).toContain(`${line}] as const;`);
    expect(added.replace(line, '')).toBe(source);
    expect(() => withLocaleEntry(added, { ...NEW, iso: `${NEW.code}-CH` })).toThrow('in LOCALES already');
    expect(() => withLocaleEntry('export const X = 1;', NEW)).toThrow('LOCALES not found');
  });
});

describe('texts marked until translated', () => {
  it('marks every catalogue text, after the Markdown it starts with', () => {
    expect(markCatalogue({ a: 'Menu', b: { c: ['Read more', ''] }, n: 3 }, '[FR] ')).toEqual({
      a: '[FR] Menu',
      b: { c: ['[FR] Read more', ''] },
      n: 3,
    });
  });

  const schemas = readSchemas(ROOT, CONTENT_RULES);

  it('marks every text a visitor reads, single words and figures included; not slugs, keys, media or numbers', () => {
    const version = {
      title: 'Careers',
      slug: 'rhine-lights',
      project: 'Rhine Lights',
      summary: '## What a token is\n\nA paragraph.',
      image: 'case-studies/nft.svg',
      order: 5,
      numbers: [{ value: '€410,000', label: 'raised' }],
    };
    const german = { ...version, title: 'Karriere', numbers: [{ value: '410.000 €', label: 'eingesammelt' }] };
    expect(markContent(version, '[FR] ', schemas.types.get('case-studies'), schemas, [german])).toEqual({
      ...version,
      title: '[FR] Careers',
      project: '[FR] Rhine Lights',
      summary: '## [FR] What a token is\n\nA paragraph.',
      numbers: [{ value: '[FR] €410,000', label: '[FR] raised' }],
    });
    expect(markContent(version, '', schemas.types.get('case-studies'), schemas)).toEqual(version);
  });

  it('marks an address or a key only where the languages there already differ (a booking page per language)', () => {
    const page = schemas.types.get('pages');
    const section = (url, icon) => ({
      __component: 'sections.intro',
      heading: 'Hello',
      eyebrow: '2017',
      primaryAction: { label: 'Book', url },
      secondaryAction: { label: 'Jobs', url: '/career/' },
      icon,
    });
    const en = { path: '/about/', sections: [section('https://cal.example/en', 'shield')] };
    const de = { path: '/about/', sections: [section('https://cal.example/de', 'shield')] };
    const marked = markContent(en, '[FR] ', page, schemas, [de]);
    expect(marked.path).toBe('/about/');
    expect(marked.sections[0]).toEqual({
      ...section('[FR] https://cal.example/en', 'shield'),
      heading: '[FR] Hello',
      primaryAction: { label: '[FR] Book', url: '[FR] https://cal.example/en' },
      secondaryAction: { label: '[FR] Jobs', url: '/career/' },
    });
  });

  it('puts the version after the fixture’s other languages, laid out like the one it copies, the rest untouched', () => {
    const text = [
      '{',
      '  "key": "home",',
      '  "en": { "title": "Home page", "list": ["A", "B"] },',
      '  "de": {',
      '    "title": "Startseite",',
      '    "list": ["A", "B"]',
      '  },',
      '  "order": 1',
      '}',
      '',
    ].join('\n');
    const options = { code: 'fr', from: 'en', locales: ['en', 'de'], marker: '[FR] ', schema: undefined, schemas };
    const next = withFixtureVersion(text, options);
    expect(next).toBe(
      text.replace(
        '  },\n  "order"',
        '  },\n  "fr": { "title": "[FR] Home page", "list": ["[FR] A", "[FR] B"] },\n  "order"',
      ),
    );
    expect(Object.keys(JSON.parse(next))).toEqual(['key', 'en', 'de', 'fr', 'order']);
    expect(withFixtureVersion(next, { ...options, marker: '' })).toBe(next);
    expect(withFixtureVersion('{ "covers/a.svg": { "en": "Alt" } }', options)).toBe(
      '{ "covers/a.svg": { "en": "Alt" } }',
    );
  });

  it('finds each top-level value in a JSON text, strings with brackets and escapes included', () => {
    const text = '{ "a": "x}\\"]", "b": [1, {"c": "]"}], "d": 12 , "e": null }';
    const ranges = topLevelValues(text);
    expect([...ranges].map(([key, [start, end]]) => [key, text.slice(start, end)])).toEqual([
      ['a', '"x}\\"]"'],
      ['b', '[1, {"c": "]"}]'],
      ['d', '12'],
      ['e', 'null'],
    ]);
  });
});

describe('addLocale on a copy of the repository', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'add-locale-'));
  beforeAll(() => {
    for (const part of [['packages', 'routing', 'src', 'locales.ts'], ['locales'], ['cms', 'fixtures']]) {
      fs.cpSync(path.join(ROOT, ...part), path.join(root, ...part), { recursive: true });
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('leaves every text of the new language untranslated, as `npm run i18n:check` counts it, and nothing missing', async () => {
    const options = {
      root,
      entry: NEW,
      locales: [...LOCALE_CODES],
      from: DEFAULT_LOCALE,
      marker: MARKER,
      rules: CONTENT_RULES,
    };
    fs.cpSync(path.join(ROOT, 'cms', 'src'), path.join(root, 'cms', 'src'), { recursive: true });
    const written = await addLocale(options);
    const locales = [...LOCALE_CODES, NEW.code];
    expect(written.catalogues).toHaveLength(fs.readdirSync(path.join(ROOT, 'locales', DEFAULT_LOCALE)).length);
    expect(written.fixtures.length).toBeGreaterThan(50);
    const texts = /** @type {Record<string, number>} */ ({});
    const problems = [
      ...checkCatalogues(path.join(root, 'locales'), locales, { texts }),
      ...checkFixtures(path.join(root, 'cms', 'fixtures'), locales, { texts }),
    ];
    // The languages already there are as translated as before (a placeholder proves nothing about them).
    const before = [
      ...checkCatalogues(path.join(ROOT, 'locales'), [...LOCALE_CODES]),
      ...checkFixtures(path.join(ROOT, 'cms', 'fixtures'), [...LOCALE_CODES]),
    ];
    expect(problems.filter((p) => p.locale !== NEW.code)).toEqual(before);
    expect(problems.filter((p) => p.reason === 'missing' || p.reason === 'empty')).toEqual([]);
    // Every text is marked, single words and figures included …
    const marked = new Set(
      problems.filter((p) => p.locale === NEW.code && p.reason === 'placeholder').map((p) => `${p.where} ${p.path}`),
    );
    expect(marked.size).toBeGreaterThan(2000);
    expect(texts[NEW.code]).toBeGreaterThan(marked.size);
    for (const place of [
      `locales/${NEW.code}/nav.json pages.career`,
      'fixture topics/tokenization.json name',
      'fixture global.json country',
      'fixture global.json bookingUrl',
      'fixture case-studies/asset-exchange-platform.json numbers[0].value',
      'fixture case-studies/asset-exchange-platform.json numbers[3].value',
    ])
      expect([place, marked.has(place)]).toEqual([place, true]);
    // … but what every language writes the same way: addresses, keys, icon and media names, plain numbers.
    const unmarked = checkFixtures(path.join(root, 'cms', 'fixtures'), [NEW.code, DEFAULT_LOCALE])
      .filter((p) => p.locale === DEFAULT_LOCALE && p.reason === 'placeholder')
      .map((p) => p.path);
    expect(unmarked).toEqual([]);
    const words = fs
      .readdirSync(path.join(root, 'cms', 'fixtures', 'pages'))
      .flatMap((name) => {
        const version = JSON.parse(fs.readFileSync(path.join(root, 'cms', 'fixtures', 'pages', name), 'utf8'))[
          NEW.code
        ];
        return [...flatten(version)].filter(
          ([key, text]) =>
            typeof text === 'string' &&
            !isPlaceholder(text) &&
            !/(^|\.)(__component|icon|image|path|url|unit)$/.test(key),
        );
      })
      .map(([key, text]) => `${key}: ${text}`);
    expect(words.filter((entry) => !/: \d+$/.test(entry))).toEqual([]);
    // The languages already there are untouched, byte for byte.
    const file = (dir) => fs.readFileSync(path.join(dir, 'cms', 'fixtures', 'pages', 'home.json'), 'utf8');
    const ranges = topLevelValues(file(root));
    expect(file(root).slice(0, ranges.get(NEW.code)[0])).toBe(
      file(ROOT).slice(0, topLevelValues(file(ROOT)).get(DEFAULT_LOCALE)[0]) +
        file(ROOT)
          .slice(topLevelValues(file(ROOT)).get(DEFAULT_LOCALE)[0], file(ROOT).lastIndexOf('}'))
          .trimEnd() +
        `,\n  "${NEW.code}": `,
    );
    expect(JSON.parse(file(root))[NEW.code].title).toBe(`${MARKER}${JSON.parse(file(ROOT))[DEFAULT_LOCALE].title}`);
    // A second run adds nothing and keeps what translators wrote.
    await expect(addLocale(options)).rejects.toThrow('in LOCALES already');
  });
});
