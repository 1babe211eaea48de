import { SITE_BUILD_TOKEN_NAME, SITE_PREVIEW_TOKEN_NAME } from '../../bootstrap/site-build-token';
import type { QueryRules } from './query-shape';

/**
 * The anonymous public (browsers) may populate and filter through exactly what the site's runtime queries use
 * (`packages/cms-client/src/posts-api.ts`: insight list cards with image and topics, filtered by topic slug),
 * at most two levels deep. Everything else answers 400 before any database work.
 */
export const PUBLIC_QUERY_RULES: QueryRules = {
  maxDepth: 2,
  allow: {
    'api::post.post': { image: {}, topics: {} },
  },
};

/**
 * The site build (`packages/cms-client/src/content-queries.ts`, page sections and their media, the other
 * locales of an entry) reads published content up to three levels deep, never through a media file's
 * `related` entries.
 */
export const SITE_BUILD_QUERY_RULES: QueryRules = { maxDepth: 3 };

export type Auth = { strategy?: { name?: string }; credentials?: { name?: string } | null } | undefined;

/** Strapi's auth strategy for content-API tokens (named `api-token` before 5.5x). */
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

/** Whether the request authenticated with the content-API token of that name. */
export function isTokenNamed(auth: Auth, name: string): boolean {
  return TOKEN_STRATEGIES.has(auth?.strategy?.name ?? '') && auth?.credentials?.name === name;
}

/** Whether the request comes from the draft-preview build (the only caller that may read drafts). */
export const isPreviewBuild = (auth: Auth): boolean => isTokenNamed(auth, SITE_PREVIEW_TOKEN_NAME);

/** The rules for a request: the builds' (public and preview), or the public's for everyone else. */
export function rulesFor(auth: Auth): QueryRules {
  const isSiteBuild = isTokenNamed(auth, SITE_BUILD_TOKEN_NAME) || isPreviewBuild(auth);
  return isSiteBuild ? SITE_BUILD_QUERY_RULES : PUBLIC_QUERY_RULES;
}
