/**
 * Pages built for the team, not for visitors from a search engine (product rules §2: the icon overview
 * `/view-icons/`): `noindex`, and not in the sitemap. Keyed by the page's route key.
 */
export const INTERNAL_PAGE_KEYS: ReadonlySet<string> = new Set(['view-icons']);

export const isInternalPage = (key: string): boolean => INTERNAL_PAGE_KEYS.has(key);
