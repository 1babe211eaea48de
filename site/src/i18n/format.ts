import { localeInfo, type Locale } from '@app/routing';

/** A calendar date in the locale's format (en: "March 12, 2026", de: "12. März 2026"). */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo(locale).iso, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}
