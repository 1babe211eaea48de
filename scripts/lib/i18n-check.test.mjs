import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCatalogues, checkCms, checkFixtures, compareVersions, formatStatus } from './i18n-check.mjs';

const ROOT = path.resolve(__dirname, '..', '..');

describe('compareVersions', () => {
  it('reports keys missing or empty in one language, with their path', () => {
    const problems = compareVersions('common.json', {
      en: { a: 'A', nested: { b: 'B', c: 'C' }, list: [{ t: 'x' }, { t: 'y' }] },
      de: { a: ' ', nested: { b: 'Be' }, list: [{ t: 'x' }] },
    });
    expect(problems).toEqual([
      { where: 'common.json', locale: 'de', problem: '"a" is empty', reason: 'empty', path: 'a' },
      { where: 'common.json', locale: 'de', problem: '"nested.c" is missing', reason: 'missing', path: 'nested.c' },
      { where: 'common.json', locale: 'de', problem: '"list[1].t" is missing', reason: 'missing', path: 'list[1].t' },
    ]);
  });

  it('reports a missing version and accepts complete translations', () => {
    expect(compareVersions('x', { en: { a: '1' }, de: undefined })).toEqual([
      { where: 'x', locale: 'de', problem: 'missing in this language', reason: 'missing', path: '' },
    ]);
    expect(compareVersions('x', { en: { a: '1' }, de: { a: '2' } })).toEqual([]);
  });
});

describe('the repository', () => {
  it('has complete UI catalogues in English and German', () => {
    expect(checkCatalogues(path.join(ROOT, 'locales'), ['en', 'de'])).toEqual([]);
  });

  it('has complete content fixtures in English and German', () => {
    expect(checkFixtures(path.join(ROOT, 'cms', 'fixtures'), ['en', 'de'])).toEqual([]);
  });

  it('finds a key that a translator forgot', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cat-'));
    for (const [l, data] of /** @type {[string, Record<string, string>][]} */ ([
      ['en', { save: 'Save', cancel: 'Cancel' }],
      ['de', { save: 'Speichern' }],
    ])) {
      fs.mkdirSync(path.join(dir, l));
      fs.writeFileSync(path.join(dir, l, 'forms.json'), JSON.stringify(data));
    }
    expect(checkCatalogues(dir, ['en', 'de'])).toEqual([
      {
        where: 'locales/de/forms.json',
        locale: 'de',
        problem: '"cancel" is missing',
        reason: 'missing',
        path: 'cancel',
      },
    ]);
  });
});

describe('checkCms', () => {
  it('groups entries by documentId and reports a document that has no German version', async () => {
    const data = {
      en: [
        { documentId: 'a', title: 'Hello' },
        { documentId: 'b', title: 'Only English' },
      ],
      de: [{ documentId: 'a', title: 'Hallo' }],
    };
    const problems = await checkCms(['posts'], ['en', 'de'], async (_type, locale) => data[locale]);
    expect(problems).toEqual([
      { where: 'posts "Only English"', locale: 'de', problem: 'missing in this language', reason: 'missing', path: '' },
    ]);
  });
});

describe('formatStatus (what `npm run i18n:check` prints per language)', () => {
  const catalogues = (de) => ({ en: { nav: { home: 'Home', jobs: 'Careers' }, year: '2017' }, de });

  it('counts the untranslated texts of each language by reason, names the files and the first places', () => {
    const texts = /** @type {Record<string, number>} */ ({});
    const problems = [
      ...compareVersions('locales/*/nav.json', catalogues({ nav: { home: '[DE] Home', jobs: '' }, year: '2017' }), {
        texts,
      }),
      ...compareVersions(
        'fixture pages/about.json',
        { en: { title: 'About' }, de: { title: '## [DE] About' } },
        {
          texts,
        },
      ),
    ];
    const report = formatStatus(
      [
        { name: 'UI catalogues', problems: problems.slice(0, 2), texts },
        { name: 'content', problems: problems.slice(2), texts: {} },
      ],
      ['en', 'de'],
    );
    expect(report.split('\n')).toEqual([
      '✔ en: every text translated (4 texts)',
      '✖ de: 3 texts untranslated of 4 (2 placeholder, 1 empty)',
      '    UI catalogues: 2 in 1 file — locales/*/nav.json 2',
      '    content: 1 in 1 file — pages/about.json 1',
      '    first:',
      '      locales/*/nav.json nav.home: placeholder "[DE] Home"',
      '      locales/*/nav.json nav.jobs: empty',
      '      cms/fixtures/pages/about.json title: placeholder "## [DE] About"',
    ]);
  });

  it('fails none of the languages the repository ships (npm test runs it with --strict)', () => {
    const texts = /** @type {Record<string, number>} */ ({});
    const problems = [
      ...checkCatalogues(path.join(ROOT, 'locales'), ['en', 'de'], { texts }),
      ...checkFixtures(path.join(ROOT, 'cms', 'fixtures'), ['en', 'de'], { texts }),
    ];
    expect(problems).toEqual([]);
    expect(texts.de).toBeGreaterThan(2000);
  });
});

test('docs/translators.md names every catalogue namespace there is (locales/<default language>/)', () => {
  const guide = fs.readFileSync(path.join(ROOT, 'docs', 'translators.md'), 'utf8');
  const listed =
    /live\s+in\s+`locales\/en\/<namespace>\.json`\s+and\s+`locales\/de\/<namespace>\.json`:([\s\S]*?)\.\s+Every\s+key/.exec(
      guide,
    )?.[1];
  expect(listed).toBeDefined();
  const named = [...(listed ?? '').matchAll(/`([\w-]+)`/g)].map((m) => m[1]).sort();
  const namespaces = fs
    .readdirSync(path.join(ROOT, 'locales', 'en'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();
  expect(named).toEqual(namespaces);
});
