import { SITE_BUILD_TOKEN_NAME } from '../../bootstrap/site-build-token';
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

/** The rules for a request: the build token's, or the public's for everyone else (also other tokens). */
export function rulesFor(auth: Auth): QueryRules {
  const isSiteBuild =
    TOKEN_STRATEGIES.has(auth?.strategy?.name ?? '') && auth?.credentials?.name === SITE_BUILD_TOKEN_NAME;
  return isSiteBuild ? SITE_BUILD_QUERY_RULES : PUBLIC_QUERY_RULES;
}
