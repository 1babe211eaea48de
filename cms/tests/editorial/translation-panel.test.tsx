import { missingLanguages } from '../../src/admin/translation-panel';

describe('missingLanguages (edit view notice)', () => {
  it('names the language an English-only entry lacks', () => {
    expect(missingLanguages({ document: { locale: 'en' }, meta: { availableLocales: [] } })).toEqual(['Deutsch']);
    expect(missingLanguages({ document: { locale: 'de' }, meta: { availableLocales: [] } })).toEqual(['English']);
  });

  it('is silent when every language exists, and for types without languages', () => {
    expect(missingLanguages({ document: { locale: 'en' }, meta: { availableLocales: [{ locale: 'de' }] } })).toEqual(
      [],
    );
    expect(missingLanguages({ document: { locale: null }, meta: { availableLocales: [] } })).toEqual([]);
    expect(missingLanguages({ document: { locale: 'en' } })).toEqual([]);
    expect(missingLanguages({})).toEqual([]);
  });
});
