import type { Core } from '@strapi/strapi';

/** The policies every content-API route of a content type carries: published only, then the query allow-list. */
export const READ_GUARD_POLICIES = ['global::published-only', 'global::query-allow-list'] as const;

/** The route middleware every such route carries: a public read's statements are time-limited on PostgreSQL. */
export const READ_GUARD_MIDDLEWARES = ['global::query-time-limit'] as const;

const CORE_ACTIONS = ['find', 'findOne', 'create', 'update', 'delete'] as const;
type RouteGuards = { policies: string[]; middlewares: string[] };

/**
 * Route config for `factories.createCoreRouter(uid, { config: readGuards() })`. A fresh object per router:
 * Strapi writes each route's auth scope into its config object, so routers must not share one.
 */
export function readGuards(): Record<(typeof CORE_ACTIONS)[number], RouteGuards> {
  const guards = (): RouteGuards => ({ policies: [...READ_GUARD_POLICIES], middlewares: [...READ_GUARD_MIDDLEWARES] });
  return Object.fromEntries(CORE_ACTIONS.map((action) => [action, guards()])) as Record<
    (typeof CORE_ACTIONS)[number],
    RouteGuards
  >;
}

type RouteLike = {
  method: string;
  path: string;
  handler: unknown;
  config?: { policies?: unknown[]; middlewares?: unknown[] };
};

const names = (list: unknown[] | undefined) =>
  (list ?? []).map((p) => (typeof p === 'string' ? p : (p as { name?: string })?.name));

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
        const policies = names(route.config?.policies);
        const middlewares = names(route.config?.middlewares);
        if (
          !READ_GUARD_POLICIES.every((policy) => policies.includes(policy)) ||
          !READ_GUARD_MIDDLEWARES.every((middleware) => middlewares.includes(middleware))
        ) {
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
