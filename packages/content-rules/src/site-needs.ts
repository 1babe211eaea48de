import { PAGE_KEYS, STATIC_ROUTES, isPageKey, localizePath, type Locale } from '@app/routing';

/**
 * What the website needs published in every language, or its build stops (product rules §2: every route in every
 * language): a page for every key of the route table, and at least one entry of each type below. The site build
 * checks the whole site against it (`site/src/schema/validate.ts`); the CMS refuses, before it happens, an unpublish,
 * a delete or a publish that changes a page's key which would leave the site without one of them.
 */
export const PAGE_UID = 'api::page.page';

/** Content types the site needs at least one published entry of in every language. */
export const REQUIRED_IN_EVERY_LOCALE: readonly string[] = [
  PAGE_UID,
  'api::post.post',
  'api::topic.topic',
  'api::case-study.case-study',
  'api::team-member.team-member',
  'api::service-item.service-item',
  'api::global.global',
  'api::quiz.quiz',
  'api::guide.guide',
];

/** A published language version: its language and, for pages, its key. */
export type PublishedVersion = { locale: string; key?: unknown };

/** Why a removal would break the site: a route without its page, or a type without any entry, in a language. */
export type RemovalProblem =
  | { code: 'routeNeeded'; locale: string; key: string; path: string }
  | { code: 'lastPublishedEntry'; locale: string; uid: string };

/**
 * What removing the published versions `removed` of one document would break, given the published versions of the
 * same type that `remain` (other documents, and this one's versions that stay). One problem per language and key.
 */
export function removalProblems(
  uid: string,
  removed: readonly PublishedVersion[],
  remain: readonly PublishedVersion[],
): RemovalProblem[] {
  if (!REQUIRED_IN_EVERY_LOCALE.includes(uid)) return [];
  const problems: RemovalProblem[] = [];
  const seen = new Set<string>();
  for (const version of removed) {
    const { locale } = version;
    const inLocale = remain.filter((other) => other.locale === locale);
    if (inLocale.length === 0 && !seen.has(`type ${locale}`)) {
      seen.add(`type ${locale}`);
      problems.push({ code: 'lastPublishedEntry', locale, uid });
    }
    const key = version.key;
    if (uid !== PAGE_UID || !isPageKey(key) || seen.has(`key ${locale} ${key}`)) continue;
    if (inLocale.some((other) => other.key === key)) continue;
    seen.add(`key ${locale} ${key}`);
    problems.push({ code: 'routeNeeded', locale, key, path: localizePath(STATIC_ROUTES[key], locale as Locale) });
  }
  return problems;
}

/** The route keys a language still lacks among `published` pages (for the build, which sees the whole site). */
export function missingPageKeys(published: readonly PublishedVersion[], locale: string): string[] {
  return PAGE_KEYS.filter((key) => !published.some((page) => page.locale === locale && page.key === key));
}
