import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

/** Two-letter country codes with phone numbering metadata (about 245 countries and territories). */
export function phoneCountries(): CountryCode[] {
  return getCountries();
}

export function isPhoneCountry(code: unknown): code is CountryCode {
  return typeof code === 'string' && (getCountries() as string[]).includes(code);
}

/** The dial code of a country, e.g. `DE` → `+49` (product rules §3 country entry). */
export function dialCode(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/**
 * A phone number entered for a country, normalised to E.164 (`+4961315550180`), or null when it is not
 * a valid number for that country.
 */
export function toE164(phone: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(phone, country);
  if (!parsed || !parsed.isValid()) return null;
  if (parsed.country !== undefined && parsed.country !== country && !phone.trim().startsWith('+')) return null;
  return parsed.number;
}
