import {
  languageBadges,
  missingLanguages,
  translatedLocales,
  type LanguageStatus,
} from '../../src/admin/translation-languages';

const CMS_LOCALES = ['en', 'de', 'fr'];

describe('missingLanguages (the edit view’s Languages notice)', () => {
  it('names the languages an entry lacks, in the admin’s language', () => {
    const englishOnly = { document: { locale: 'en' }, meta: { availableLocales: [] } };
    expect(missingLanguages(englishOnly, CMS_LOCALES, 'en')).toEqual(['German', 'French']);
    expect(missingLanguages(englishOnly, CMS_LOCALES, 'de')).toEqual(['Deutsch', 'Französisch']);
    expect(
      missingLanguages({ document: { locale: 'de' }, meta: { availableLocales: [] } }, ['en', 'de'], 'en'),
    ).toEqual(['English']);
  });

  it('is silent when every language exists, and for types without languages', () => {
    const both = { document: { locale: 'en' }, meta: { availableLocales: [{ locale: 'de' }, { locale: 'fr' }] } };
    expect(missingLanguages(both, CMS_LOCALES, 'en')).toEqual([]);
    expect(missingLanguages({ document: { locale: null }, meta: { availableLocales: [] } }, CMS_LOCALES, 'en')).toEqual(
      [],
    );
    expect(missingLanguages({ document: { locale: 'en' } }, CMS_LOCALES, 'en')).toEqual([]);
    expect(missingLanguages({}, CMS_LOCALES, 'en')).toEqual([]);
  });
});

describe('translatedLocales (a "Missing in …" button each)', () => {
  it('every language of the CMS but the default one, in the CMS’s order', () => {
    expect(translatedLocales(['en', 'de', 'fr'])).toEqual(['de', 'fr']);
    expect(translatedLocales(['en'])).toEqual([]);
  });
});

describe('languageBadges (the edit view’s Languages panel)', () => {
  const language = (code: string, state: LanguageStatus['state'], untranslated = 0) => ({
    code,
    state,
    texts: 52,
    untranslated,
  });

  it('one badge per language, by its own name, with the count of untranslated texts', () => {
    expect(
      languageBadges([language('en', 'translated'), language('it', 'untranslated', 37), language('fr', 'missing', 52)]),
    ).toEqual([
      { message: 'translated', values: { language: 'English', count: 0, texts: 52 }, tone: 'success' },
      { message: 'untranslated', values: { language: 'Italiano', count: 37, texts: 52 }, tone: 'warning' },
      { message: 'missing', values: { language: 'Français', count: 52, texts: 52 }, tone: 'danger' },
    ]);
  });

  it('none while every language is translated', () => {
    expect(languageBadges([language('en', 'translated'), language('de', 'translated')])).toEqual([]);
  });
});
