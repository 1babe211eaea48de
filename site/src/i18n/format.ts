import { localeInfo, type Locale } from '@app/routing';

/** One formatter per locale: building an `Intl.DateTimeFormat` costs far more than formatting with it. */
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar date in the locale's format (en: "March 12, 2026", de: "12. März 2026"). */
export function formatDate(isoDate: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo(locale).iso, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(isoDate));
}
