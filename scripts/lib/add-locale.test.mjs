import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@app/routing';
import {
  addLocale,
  localeEntry,
  markCatalogue,
  markContent,
  withFixtureVersion,
  withLocaleEntry,
} from './add-locale.mjs';
import { checkCatalogues, checkFixtures } from './i18n-check.mjs';

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

  it('marks the prose of content and leaves slugs, paths, addresses, keys and numbers alone', () => {
    const version = {
      title: 'Tokenization basics',
      slug: 'tokenization-basics',
      path: '/sto/legal/',
      url: 'https://cal.example/en discovery',
      icon: 'shield',
      views: 12,
      content: '## What a token is\n\nA paragraph.',
      items: [{ label: '- Point one' }],
    };
    expect(markContent(version, '[FR] ')).toEqual({
      ...version,
      title: '[FR] Tokenization basics',
      content: '## [FR] What a token is\n\nA paragraph.',
      items: [{ label: '- [FR] Point one' }],
    });
    expect(markContent(version, '')).toEqual(version);
  });

  it('puts the version after the fixture’s other languages, and never replaces one', () => {
    const fixture = { key: 'home', en: { title: 'Home page' }, de: { title: 'Startseite' }, order: 1 };
    const options = { code: 'fr', from: 'en', locales: ['en', 'de'], marker: '[FR] ' };
    const next = withFixtureVersion(fixture, options);
    expect(Object.keys(next)).toEqual(['key', 'en', 'de', 'fr', 'order']);
    expect(next.fr).toEqual({ title: '[FR] Home page' });
    expect(withFixtureVersion(next, { ...options, marker: '' })).toBe(next);
    expect(withFixtureVersion({ 'covers/a.svg': { en: 'Alt' } }, options)).toEqual({ 'covers/a.svg': { en: 'Alt' } });
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

  it('leaves catalogues and fixtures that `npm run i18n:check` accepts in every language', async () => {
    const options = { root, entry: NEW, locales: [...LOCALE_CODES], from: DEFAULT_LOCALE, marker: MARKER };
    const written = await addLocale(options);
    const locales = [...LOCALE_CODES, NEW.code];
    expect(written.catalogues).toHaveLength(fs.readdirSync(path.join(ROOT, 'locales', DEFAULT_LOCALE)).length);
    expect(written.fixtures.length).toBeGreaterThan(50);
    expect(checkCatalogues(path.join(root, 'locales'), locales)).toEqual([]);
    expect(checkFixtures(path.join(root, 'cms', 'fixtures'), locales)).toEqual([]);
    // The languages already there are untouched, byte for byte.
    const home = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'cms', 'fixtures', 'pages', 'home.json'), 'utf8'));
    expect({ ...home(root), [NEW.code]: undefined }).toEqual(home(ROOT));
    expect(home(root)[NEW.code].title).toBe(`${MARKER}${home(ROOT)[DEFAULT_LOCALE].title}`);
    // A second run adds nothing and keeps what translators wrote.
    await expect(addLocale(options)).rejects.toThrow('in LOCALES already');
  });
});
