import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, isLocale, otherLocales } from './locales';

describe('locales', () => {
  it('match product rules §3: en (en-US, English) default and de (de-DE)', () => {
    expect(LOCALES.map((l) => [l.code, l.iso])).toEqual([
      ['en', 'en-US'],
      ['de', 'de-DE'],
    ]);
    expect(DEFAULT_LOCALE).toBe('en');
  });
  it('recognises only supported codes', () => {
    expect(isLocale('de')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(otherLocales('en')).toEqual(['de']);
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
