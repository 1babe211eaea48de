import { SEARCH_MAX_LENGTH } from '@app/cms-client';
import { SITE_BUILD_TOKEN_NAME, SITE_PREVIEW_TOKEN_NAME } from '../../bootstrap/site-build-token';
import { MAX_SLUG_LENGTH } from '../../lib/slug';
import type { FilterShape, QueryRules } from './query-shape';

/**
 * The insight list's runtime queries (`packages/cms-client/src/posts-api.ts`, `postSearchQuery`): a text search
 * (title or content contains the words, one `$or` of the two) and a topic's page (the topic's slug). Nothing else
 * filters the public API from a browser.
 */
const INSIGHT_LIST_FILTERS: FilterShape = {
  fields: { title: ['$containsi'], content: ['$containsi'], 'topics.slug': ['$eq'] },
  combine: ['$or'],
};

/**
 * The anonymous public (browsers) may populate and filter through exactly what the site's runtime queries use:
 * insight list cards with image and topics, searched by text and filtered by topic slug, at most two levels deep.
 * Every other type takes no filters at all. Everything else answers 400 before any database work.
 */
export const PUBLIC_QUERY_RULES: QueryRules = {
  maxDepth: 2,
  allow: {
    'api::post.post': { image: {}, topics: {} },
  },
  filterShapes: { 'api::post.post': INSIGHT_LIST_FILTERS },
  filterBudget: {
    maxListItems: 2,
    maxLogicalDepth: 1,
    maxConditions: 3,
    maxValueLength: Math.max(SEARCH_MAX_LENGTH, MAX_SLUG_LENGTH),
  },
};

/**
 * The site build (`packages/cms-client/src/content-queries.ts`, page sections and their media, the other
 * locales of an entry) reads published content up to three levels deep, never through a media file's
 * `related` entries. It filters by little (`updatedAt` since the last build): its filters are bounded, not shaped.
 */
export const SITE_BUILD_QUERY_RULES: QueryRules = {
  maxDepth: 3,
  filterBudget: { maxListItems: 4, maxLogicalDepth: 2, maxConditions: 6, maxValueLength: 500 },
};

export type Auth = { strategy?: { name?: string }; credentials?: { name?: string } | null } | undefined;

/** Strapi's auth strategy for content-API tokens (named `api-token` before 5.5x). */
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

/** Whether the request authenticated with the content-API token of that name. */
export function isTokenNamed(auth: Auth, name: string): boolean {
  return TOKEN_STRATEGIES.has(auth?.strategy?.name ?? '') && auth?.credentials?.name === name;
}

/** Whether the request comes from the draft-preview build (the only caller that may read drafts). */
export const isPreviewBuild = (auth: Auth): boolean => isTokenNamed(auth, SITE_PREVIEW_TOKEN_NAME);

/** Whether the request comes from one of the site's builds (the public one or the draft preview). */
export const isSiteBuild = (auth: Auth): boolean => isTokenNamed(auth, SITE_BUILD_TOKEN_NAME) || isPreviewBuild(auth);

/** The rules for a request: the builds' (public and preview), or the public's for everyone else. */
export function rulesFor(auth: Auth): QueryRules {
  return isSiteBuild(auth) ? SITE_BUILD_QUERY_RULES : PUBLIC_QUERY_RULES;
}
