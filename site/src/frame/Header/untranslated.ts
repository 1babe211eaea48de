import { STATIC_ROUTES, localizePath, parseLocalizedPath, type Alternate, type Locale } from '@app/routing';

const LISTINGS = new Set<string>(Object.values(STATIC_ROUTES));

/**
 * Where the language switch leads when the page has no version in `locale`: the nearest listing
 * above the page in that language (an English-only article → the German insight overview), else its home page.
 * `alternates` are the page's existing versions; the current one gives the page's own path.
 */
export function untranslatedTarget(alternates: readonly Alternate[], current: Locale, locale: Locale): string {
  const own = alternates.find((a) => a.locale === current)?.path;
  const segments = own
    ? parseLocalizedPath(own)
        .path.split('/')
        .filter((s) => s !== '')
    : [];
  for (let depth = segments.length - 1; depth > 0; depth -= 1) {
    const parent = `/${segments.slice(0, depth).join('/')}/`;
    if (LISTINGS.has(parent)) return localizePath(parent, locale);
  }
  return localizePath('/', locale);
}
