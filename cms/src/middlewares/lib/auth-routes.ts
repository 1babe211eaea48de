import type { Core } from '@strapi/strapi';

/** The route middleware that keeps credentials in the JSON body (`cms/src/middlewares/credentials-in-body.ts`). */
export const CREDENTIALS_IN_BODY = 'global::credentials-in-body';

/** Query parameters a sign-in route takes (every other route of the admin's authentication takes none). */
const QUERY_KEYS: Readonly<Record<string, readonly string[]>> = {
  'authentication.registrationInfo': ['registrationToken'],
};

/** The query parameters the route with this handler takes. */
export const allowedQueryKeys = (handler: unknown): readonly string[] =>
  typeof handler === 'string' ? (QUERY_KEYS[handler] ?? []) : [];

type RouteLike = { handler?: unknown; config?: { middlewares?: unknown[] } };

/**
 * Puts `global::credentials-in-body` first on every route of the admin's authentication router (handlers
 * `authentication.*`: login, access token, registration, password reset, logout), so it runs before Strapi's
 * rate limit. Call in `register()`; fails the boot when Strapi no longer has the login route.
 */
export function guardAdminAuthRoutes(strapi: Core.Strapi): void {
  const routers = (strapi.admin as unknown as { routes: Record<string, { routes?: RouteLike[] }> }).routes;
  const routes = Object.values(routers)
    .flatMap((router) => router.routes ?? [])
    .filter((route) => typeof route.handler === 'string' && route.handler.startsWith('authentication.'));
  if (!routes.some((route) => route.handler === 'authentication.login')) {
    throw new Error(`${CREDENTIALS_IN_BODY}: the admin has no route authentication.login`);
  }
  for (const route of routes) {
    route.config = { ...route.config, middlewares: [CREDENTIALS_IN_BODY, ...(route.config?.middlewares ?? [])] };
  }
}
