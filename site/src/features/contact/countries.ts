import { dialCode, phoneCountries, type ValidationLocale } from '@app/validation';

/** A country entry of product rules §3: two-letter code, name in the page's language, dial code. */
export type CountryOption = { code: string; name: string; dialCode: string };

export const DEFAULT_COUNTRY = 'DE';

const cache = new Map<ValidationLocale, readonly CountryOption[]>();

/**
 * Every country and territory with phone numbering (about 245), named by `Intl.DisplayNames` in the
 * page's language and sorted by that name the way the language sorts (Ö with O in German).
 */
export function countryOptions(locale: ValidationLocale): readonly CountryOption[] {
  const cached = cache.get(locale);
  if (cached !== undefined) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const options = phoneCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dialCode: dialCode(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, options);
  return options;
}

/** How an option reads in the picker and its field: "Germany (+49)". */
export function countryLabel(option: CountryOption): string {
  return `${option.name} (${option.dialCode})`;
}
