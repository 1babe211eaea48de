import type { Core, Struct, UID } from '@strapi/strapi';

/** A route of the admin API: path under `/admin`, for signed-in admin users only. */
export type AdminRoute = {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  // Koa's context as each route reads it.
  handler: (ctx: never) => unknown;
};

type Router = { type: 'admin'; prefix: string; routes: unknown[] };

/**
 * Adds routes under `/admin` that need an admin login (`admin::isAuthenticatedAdmin`). API routers are always
 * content-API routes in Strapi 5, so these join the admin's own routers; call in `register` (routes are mounted
 * before `bootstrap`). `name` keeps the router apart from Strapi's own.
 */
export function addAdminRoutes(strapi: Core.Strapi, name: string, routes: AdminRoute[]): void {
  const admin = strapi.admin as unknown as { routes: Record<string, Router> };
  admin.routes[name] = {
    type: 'admin',
    prefix: '/admin',
    routes: routes.map((route) => ({ ...route, config: { policies: ['admin::isAuthenticatedAdmin'] } })),
  };
}

/** Koa's context as the admin's read-only routes use it. */
export type AdminReadContext = {
  query: Record<string, unknown>;
  state: { userAbility?: { can(action: string, subject: string): boolean } };
  body: unknown;
  status: number;
  set(name: string, value: string): void;
};

/** An API content type's UID as the admin sends it (`api::post.post`). */
const API_CONTENT_TYPE = /^api::[a-z0-9-]+\.[a-z0-9-]+$/;

/** The API content type a query parameter names, or undefined for anything else (a plugin's type, a typo). */
export function apiContentType(strapi: Core.Strapi, uid: unknown): Struct.ContentTypeSchema | undefined {
  return typeof uid === 'string' && API_CONTENT_TYPE.test(uid)
    ? strapi.contentTypes[uid as UID.ContentType]
    : undefined;
}

/**
 * Whether the signed-in user may read entries of `uid` in the content manager; if not, the answer is already set
 * (403).
 */
export function mayRead(ctx: AdminReadContext, uid: string): boolean {
  if (ctx.state.userAbility?.can('plugin::content-manager.explorer.read', uid)) return true;
  ctx.status = 403;
  ctx.body = { error: 'Forbidden' };
  return false;
}
