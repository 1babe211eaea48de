import { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, LOCALE_COOKIE, isLocale, languageName, otherLocales } from './locales';

describe('locales', () => {
  it('match product rules §3: en (en-US, English) the default and first, de (de-DE)', () => {
    expect(LOCALES[0]).toEqual({ code: 'en', iso: 'en-US', name: 'English' });
    expect(LOCALES).toContainEqual({ code: 'de', iso: 'de-DE', name: 'Deutsch' });
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it.each(LOCALES)('$code: its tag is a canonical language tag of that language, its code unique', (locale) => {
    expect(Intl.getCanonicalLocales(locale.iso)).toEqual([locale.iso]);
    expect(new Intl.Locale(locale.iso).language).toBe(locale.code);
    expect(LOCALE_CODES.filter((code) => code === locale.code)).toHaveLength(1);
  });

  it('recognises only supported codes', () => {
    expect(isLocale('de')).toBe(true);
    expect(isLocale('xx')).toBe(false);
    expect(isLocale('DE')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(otherLocales('en')).toContain('de');
    expect(otherLocales('en')).not.toContain('en');
    expect(otherLocales('en')).toHaveLength(LOCALES.length - 1);
  });

  it('names languages in a language, for any code, without a list of names', () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('en', 'de')).toBe('Englisch');
    expect(languageName('fr', 'de')).toBe('Französisch');
    expect(languageName('fr', 'fr')).toBe('français');
  });

  it('cookie follows product rules §9', () => {
    expect(LOCALE_COOKIE).toEqual({
      name: 'i18n_redirected',
      maxAgeDays: 365,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
  });
});
