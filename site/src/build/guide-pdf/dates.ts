import { localeInfo, type Locale } from '@app/routing';

/** "November 2026" / "November 2026" (de) for the guide's "as of" line. */
export function formatMonth(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo(locale).iso, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}
