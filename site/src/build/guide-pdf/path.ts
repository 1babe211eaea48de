import type { Locale } from '@app/routing';

/** Base name of the generated guide files; one PDF per language (`sto-guide-en.pdf`, `sto-guide-de.pdf`). */
const FILE_BASE = 'sto-guide';

/** Site path of the guide PDF in one language. Browser-safe: the section that links it imports only this. */
export function guidePdfPath(locale: Locale): string {
  return `/downloads/${FILE_BASE}-${locale}.pdf`;
}
