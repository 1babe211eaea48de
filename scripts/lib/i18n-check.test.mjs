import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCatalogues, checkCms, checkFixtures, compareVersions, formatMissingSummary } from './i18n-check.mjs';

const ROOT = path.resolve(__dirname, '..', '..');

describe('compareVersions', () => {
  it('reports keys missing or empty in one language, with their path', () => {
    const problems = compareVersions('common.json', {
      en: { a: 'A', nested: { b: 'B', c: 'C' }, list: [{ t: 'x' }, { t: 'y' }] },
      de: { a: ' ', nested: { b: 'Be' }, list: [{ t: 'x' }] },
    });
    expect(problems).toEqual([
      { where: 'common.json', locale: 'de', problem: '"a" is empty' },
      { where: 'common.json', locale: 'de', problem: '"nested.c" is missing' },
      { where: 'common.json', locale: 'de', problem: '"list[1].t" is missing' },
    ]);
  });

  it('reports a missing version and accepts complete translations', () => {
    expect(compareVersions('x', { en: { a: '1' }, de: undefined })).toEqual([
      { where: 'x', locale: 'de', problem: 'missing in this language' },
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
      { where: 'locales/*/forms.json', locale: 'de', problem: '"cancel" is missing' },
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
    expect(problems).toEqual([{ where: 'posts "Only English"', locale: 'de', problem: 'missing in this language' }]);
  });
});

describe('formatMissingSummary (site build)', () => {
  it('names each entry missing in a language, grouped by that language', async () => {
    const problems = await checkCms(['post', 'caseStudy'], ['en', 'de'], async (type, locale) => {
      if (type === 'post') {
        return locale === 'en'
          ? [
              { documentId: 'a', slug: 'english-only', title: 'English only' },
              { documentId: 'b', slug: 'both', title: 'Both' },
            ]
          : [{ documentId: 'b', slug: 'beide', title: 'Beide' }];
      }
      return locale === 'de' ? [{ documentId: 'c', slug: 'nur-deutsch', title: 'Nur Deutsch' }] : [];
    });
    expect(formatMissingSummary(problems, ['en', 'de'])).toBe(
      [
        '⚠ Translations: 2 published entries not in every language',
        '  missing in en (1):',
        '    caseStudy "nur-deutsch"',
        '  missing in de (1):',
        '    post "english-only"',
      ].join('\n'),
    );
  });

  it('says so when every entry exists in every language, ignoring empty fields (i18n:check reports those)', () => {
    const problems = [{ where: 'post "x"', locale: 'de', problem: '"title" is empty' }];
    expect(formatMissingSummary(problems, ['en', 'de'])).toBe(
      '✔ Translations: every published entry exists in en and de.',
    );
  });
});
