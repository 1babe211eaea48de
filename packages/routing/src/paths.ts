import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * Normalises a route path to the site's strict form: leading and trailing slash, no duplicate
 * slashes, no query or hash. `about` → `/about/`, `/` → `/`.
 */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const segments = bare.split('/').filter((s) => s.length > 0);
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/**
 * The public URL path of a route in a locale: English without prefix, every other locale under
 * `/{code}/` (product rules §2, §9 "prefix except default"). The input is a locale-neutral path.
 */
export function localizePath(path: string, locale: Locale): string {
  const normalized = normalizePath(path);
  if (locale === DEFAULT_LOCALE) return normalized;
  return normalized === '/' ? `/${locale}/` : `/${locale}${normalized}`;
}

/** Splits a public URL path into its locale and the locale-neutral path. */
export function parseLocalizedPath(path: string): { locale: Locale; path: string } {
  const normalized = normalizePath(path);
  const first = normalized.split('/')[1] ?? '';
  if (first !== DEFAULT_LOCALE && isLocale(first)) {
    return { locale: first, path: normalizePath(normalized.slice(first.length + 1)) };
  }
  return { locale: DEFAULT_LOCALE, path: normalized };
}

/** Joins a site origin and a path into an absolute URL without a double slash. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Localizes a link written in content: site-internal paths get the locale's prefix unless they carry
 * one already; external URLs, `mailto:`, `tel:` and in-page anchors stay as they are.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [pathPart, ...rest] = href.split(/(?=[?#])/);
  const first = (pathPart ?? '').split('/')[1] ?? '';
  if (isLocale(first)) return href;
  return localizePath(pathPart ?? '/', locale) + rest.join('');
}

/** The same page in another locale (language switch, hreflang, sitemap). */
export type Alternate = { locale: Locale; path: string };
