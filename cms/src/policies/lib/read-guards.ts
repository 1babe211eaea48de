import type { Core } from '@strapi/strapi';

/** The policies every content-API route of a content type carries: published only, then the query allow-list. */
export const READ_GUARD_POLICIES = ['global::published-only', 'global::query-allow-list'] as const;

const CORE_ACTIONS = ['find', 'findOne', 'create', 'update', 'delete'] as const;

/**
 * Route config for `factories.createCoreRouter(uid, { config: readGuards() })`. A fresh object per router:
 * Strapi writes each route's auth scope into its config object, so routers must not share one.
 */
export function readGuards(): Record<(typeof CORE_ACTIONS)[number], { policies: string[] }> {
  return Object.fromEntries(CORE_ACTIONS.map((action) => [action, { policies: [...READ_GUARD_POLICIES] }])) as Record<
    (typeof CORE_ACTIONS)[number],
    { policies: string[] }
  >;
}

type RouteLike = { method: string; path: string; handler: unknown; config?: { policies?: unknown[] } };

const policyNames = (route: RouteLike) =>
  (route.config?.policies ?? []).map((p) => (typeof p === 'string' ? p : (p as { name?: string })?.name));

/**
 * Fails the boot when a content-API route that serves a content type (a core route, `<uid>.<action>`) lacks the
 * read guards — e.g. a new content type whose router was generated without `readGuards()`.
 */
export function assertContentRoutesGuarded(strapi: Core.Strapi): void {
  const unguarded: string[] = [];
  for (const api of Object.values(strapi.apis)) {
    for (const router of Object.values(api.routes as Record<string, { routes?: RouteLike[] }>)) {
      for (const route of router.routes ?? []) {
        if (typeof route.handler !== 'string') continue;
        const uid = route.handler.slice(0, route.handler.lastIndexOf('.'));
        if (!(uid in strapi.contentTypes)) continue;
        const names = policyNames(route);
        if (!READ_GUARD_POLICIES.every((policy) => names.includes(policy))) {
          unguarded.push(`${route.method} ${route.path} (${route.handler})`);
        }
      }
    }
  }
  if (unguarded.length > 0) {
    throw new Error(
      `Content-API routes without the read guards (use readGuards() in their router): ${unguarded.join(', ')}`,
    );
  }
}
