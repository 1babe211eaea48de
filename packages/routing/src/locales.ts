/** Locales of the site (product rules §3 "Locale", §9). Defined once; site, CMS and tests import them. */
export const LOCALES = [
  { code: 'en', iso: 'en-US', name: 'English' },
  { code: 'de', iso: 'de-DE', name: 'Deutsch' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export type LocaleInfo = (typeof LOCALES)[number];

/** Default and fallback locale; the only one served without a path prefix (product rules §9). */
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_CODES: readonly Locale[] = LOCALES.map((l) => l.code);

/** Cookie that remembers the visitor's language choice (product rules §4, §9). */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeDays: 365,
  path: '/',
  sameSite: 'Lax',
  secure: false,
} as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeInfo(code: Locale): LocaleInfo {
  const info = LOCALES.find((l) => l.code === code);
  if (info === undefined) throw new Error(`Unknown locale "${code}"`);
  return info;
}

/** The locales other than the given one, in declaration order. */
export function otherLocales(code: Locale): Locale[] {
  return LOCALE_CODES.filter((c) => c !== code);
}

/**
 * The name of language `code` as a reader of `inLocale` writes it in a sentence: ('de', 'en') → "German",
 * ('fr', 'de') → "Französisch". Derived with `Intl.DisplayNames`, never from a list kept per language, so a locale
 * added to LOCALES is named in every language (the site's language switch, the admin's language features).
 */
export function languageName(code: string, inLocale: string): string {
  let names = displayNames.get(inLocale);
  if (!names) {
    names = new Intl.DisplayNames([inLocale], { type: 'language', fallback: 'code' });
    displayNames.set(inLocale, names);
  }
  return names.of(code) ?? code;
}
/** One `Intl.DisplayNames` per language (making one costs more than the lookup: every page names every language). */
const displayNames = new Map<string, Intl.DisplayNames>();
