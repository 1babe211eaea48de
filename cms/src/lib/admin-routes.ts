import type { Core } from '@strapi/strapi';

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
