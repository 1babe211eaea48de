import fs from 'fs';
import os from 'os';
import path from 'path';
import { DEFAULT_LOCALE, LOCALE_CODES, placeholderMark, type Locale } from '@app/routing';
import {
  contentFacts,
  decideSiteLanguages,
  formatSiteLanguages,
  recordSiteLanguages,
  siteLocales,
  translationSummary,
  untranslatedStrings,
  type ContentFacts,
} from './site-locales';

/** Every language of LOCALES, and one more the way `npm run locale:add` leaves it: whatever LOCALES holds. */
const OTHER = LOCALE_CODES.find((code) => code !== DEFAULT_LOCALE)!;
const KEYS = ['home', 'about', 'career', 'imprint'];

const facts = (pages: ContentFacts['pages'], extra: Partial<ContentFacts> = {}): ContentFacts => ({
  pages,
  lacking: () => [],
  untranslatedStrings: () => 0,
  ...extra,
});
const everyPage = (locale: string, translated = true) => KEYS.map((key) => ({ locale, key, translated }));

describe('decideSiteLanguages', () => {
  it('offers every language whose pages, strings and essentials are translated', () => {
    const languages = decideSiteLanguages(facts(LOCALE_CODES.flatMap((l) => everyPage(l))), 100);
    expect(languages.offered).toEqual(LOCALE_CODES);
  });

  it('keeps back a language still being translated: its placeholder pages count as untranslated', () => {
    const pages = [...everyPage(DEFAULT_LOCALE), ...everyPage(OTHER, false)];
    const languages = decideSiteLanguages(facts(pages), 100);
    expect(languages.offered).toEqual([DEFAULT_LOCALE]);
    expect(languages.coverage.find((c) => c.locale === OTHER)).toMatchObject({
      offered: false,
      pages: 4,
      translatedPages: 0,
      untranslatedPages: ['about', 'career', 'home', 'imprint'],
    });
  });

  it('offers a language from the share of pages the operator sets (SITE_LOCALE_THRESHOLD)', () => {
    const pages = [...everyPage(DEFAULT_LOCALE), ...everyPage(OTHER).slice(0, 3)];
    expect(decideSiteLanguages(facts(pages), 100).offered).toEqual([DEFAULT_LOCALE]);
    expect(decideSiteLanguages(facts(pages), 75).offered).toEqual([DEFAULT_LOCALE, OTHER]);
  });

  it('never offers a language with an untranslated UI string or without what every page needs, at any threshold', () => {
    const pages = LOCALE_CODES.flatMap((l) => everyPage(l));
    const others = LOCALE_CODES.filter((l) => l !== OTHER);
    const strings = facts(pages, { untranslatedStrings: (l) => (l === OTHER ? 1 : 0) });
    expect(decideSiteLanguages(strings, 0).offered).toEqual(others);
    const lacking = facts(pages, { lacking: (l) => (l === OTHER ? ['global settings'] : []) });
    expect(decideSiteLanguages(lacking, 0).offered).toEqual(others);
  });

  it('a language the live site offers stays offered when it falls behind: its missing pages then stop the build', () => {
    const pages = [...everyPage(DEFAULT_LOCALE), ...everyPage(OTHER).slice(1)];
    const languages = decideSiteLanguages(facts(pages), 100, [DEFAULT_LOCALE, OTHER]);
    expect(languages.offered).toEqual([DEFAULT_LOCALE, OTHER]);
    expect(languages.coverage.find((c) => c.locale === OTHER)?.untranslatedPages).toEqual(['home']);
  });

  it('says in the log what keeps a language back', () => {
    const pages = [...everyPage(DEFAULT_LOCALE), ...everyPage(OTHER).slice(0, 1)];
    const languages = decideSiteLanguages(facts(pages, { untranslatedStrings: (l) => (l === OTHER ? 812 : 0) }), 100);
    expect(formatSiteLanguages(languages)).toContain(
      `${OTHER}: NOT offered to visitors — 1 of 4 pages translated (25 %), the threshold is 100 %; ` +
        '812 UI strings untranslated (npm run i18n:check)',
    );
  });
});

describe('contentFacts (from the build’s CMS nodes)', () => {
  const node = (type: string, locale: string, fields: Record<string, unknown>) => ({
    id: `${type}-${locale}-${String(fields.key ?? '')}`,
    internal: { type },
    locale,
    ...fields,
  });

  it('a published page whose text is still marked for translation is not translated; the home page is essential', () => {
    const nodes = [
      node('STRAPI_PAGE', DEFAULT_LOCALE, { key: 'home', title: 'Home' }),
      node('STRAPI_PAGE', OTHER, { key: 'home', title: `${placeholderMark(OTHER)}Home` }),
      node('STRAPI_GLOBAL', DEFAULT_LOCALE, { companyName: 'Kastell Labs' }),
    ];
    const byType = (type: string) => nodes.filter((n) => n.internal.type === type);
    const found = contentFacts(byType, (n) => n, path.join(__dirname, '..', '..', '..', 'locales'));
    expect(found.pages).toEqual([
      { locale: DEFAULT_LOCALE, key: 'home', translated: true },
      { locale: OTHER, key: 'home', translated: false },
    ]);
    expect(found.lacking(OTHER as Locale)).toContain('global settings');
    expect(found.lacking(OTHER as Locale)).toContain('home page');
    expect(found.lacking(DEFAULT_LOCALE)).not.toContain('home page');
  });
});

test('untranslatedStrings counts the missing, empty and marked UI strings of a language', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogues-'));
  const write = (locale: string, data: unknown) => {
    fs.mkdirSync(path.join(dir, locale), { recursive: true });
    fs.writeFileSync(path.join(dir, locale, 'nav.json'), JSON.stringify(data));
  };
  write(DEFAULT_LOCALE, { home: 'Home', jobs: 'Careers', contact: 'Contact', about: 'About' });
  write(OTHER, { home: `${placeholderMark(OTHER)}Home`, jobs: '', about: 'Über uns' });
  expect(untranslatedStrings(dir, OTHER)).toBe(3);
  expect(untranslatedStrings(path.join(__dirname, '..', '..', '..', 'locales'), OTHER)).toBe(0);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('translationSummary names each entry of an offered language that is missing or untranslated there', () => {
  const versions = [
    { id: 'a-en', internal: { type: 'STRAPI_POST' }, documentId: 'a', locale: DEFAULT_LOCALE, slug: 'a', title: 'A' },
    { id: 'b-en', internal: { type: 'STRAPI_POST' }, documentId: 'b', locale: DEFAULT_LOCALE, slug: 'b', title: 'B' },
    { id: 'b-x', internal: { type: 'STRAPI_POST' }, documentId: 'b', locale: OTHER, slug: 'b', title: 'Bee' },
    { id: 'c-en', internal: { type: 'STRAPI_POST' }, documentId: 'c', locale: DEFAULT_LOCALE, slug: 'c', title: 'C' },
    {
      id: 'c-x',
      internal: { type: 'STRAPI_POST' },
      documentId: 'c',
      locale: OTHER,
      slug: 'c',
      title: `${placeholderMark(OTHER)}C`,
    },
  ];
  const lines = translationSummary(
    (type) => versions.filter((v) => v.internal.type === type),
    ({ id: _id, internal: _internal, ...fields }) => fields,
    { STRAPI_POST: 'post' },
    [DEFAULT_LOCALE, OTHER],
  );
  expect(lines).toEqual([
    '⚠ Translations: 2 published entries not translated into every language',
    `  missing in ${OTHER} (2):`,
    '    post "a" (missing)',
    '    post "c" (1 untranslated text)',
  ]);
});

test('siteLocales: every language before the build decided, then what it decided, in the order of LOCALES', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  expect(siteLocales(dir)).toEqual(LOCALE_CODES);
  recordSiteLanguages(dir, { offered: [...LOCALE_CODES].reverse().slice(1), threshold: 100, coverage: [] });
  expect(siteLocales(dir)).toEqual(LOCALE_CODES.slice(0, -1));
  fs.rmSync(dir, { recursive: true, force: true });
});
