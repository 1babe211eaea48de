import type { Core } from '@strapi/strapi';

/** The route middleware that reads form bodies itself (`cms/src/middlewares/form-guard.ts`). */
export const FORM_GUARD = 'global::form-guard';

/** What the checks need of a @koa/router layer: the registered path, its methods, the router's own matcher. */
type Layer = { path: string; methods: string[]; match(path: string): boolean };
type RouteLike = { method: string; path: string; config?: { middlewares?: unknown[]; prefix?: string } };

let installed = false;

/** True once `deferFormBodiesToRoutes` has run (the form guard refuses to start without it). */
export const isBodyDeferralInstalled = () => installed;

const usesFormGuard = (route: RouteLike) =>
  (route.config?.middlewares ?? []).some(
    (m) => m === FORM_GUARD || (typeof m === 'object' && m !== null && (m as { name?: string }).name === FORM_GUARD),
  );

/** `METHOD /api/path` of every content-API route that declares the form guard, as registered. */
function formRouteKeys(strapi: Core.Strapi): Set<string> {
  const prefix = strapi.config.get('api.rest.prefix', '/api') as string;
  const keys = new Set<string>();
  for (const api of Object.values(strapi.apis)) {
    for (const router of Object.values(api.routes as Record<string, { prefix?: string; routes?: RouteLike[] }>)) {
      for (const route of router.routes ?? []) {
        if (!usesFormGuard(route)) continue;
        if (route.config?.prefix !== undefined)
          throw new Error(`${FORM_GUARD}: routes with config.prefix are not supported`);
        keys.add(`${route.method.toUpperCase()} ${prefix}${router.prefix ?? ''}${route.path}`);
      }
    }
  }
  return keys;
}

/**
 * Answers "will the router dispatch this request to a form-guarded route?" with the router's own layers and
 * matchers (case-insensitive, optional trailing slash — whatever the router accepts), never by comparing the
 * request path as a string. The layers exist once the server is mounted, so they are looked up on first use.
 */
function createFormRouteMatcher(strapi: Core.Strapi) {
  let layers: Layer[] | undefined;
  const resolve = (): Layer[] => {
    const keys = formRouteKeys(strapi);
    const found = (strapi.server.listRoutes() as unknown as Layer[]).filter((layer) =>
      layer.methods.some((method) => keys.has(`${method} ${layer.path}`)),
    );
    const missing = [...keys].filter((key) => !found.some((l) => l.methods.some((m) => `${m} ${l.path}` === key)));
    if (missing.length > 0) throw new Error(`${FORM_GUARD}: no router layer for ${missing.join(', ')}`);
    return found;
  };
  return (method: string, path: string): boolean => {
    layers ??= resolve();
    return layers.some((layer) => layer.methods.includes(method) && layer.match(path));
  };
}

/**
 * Strapi's global `strapi::body` parser runs before routing and accepts 2 MB of JSON, forms and multipart
 * uploads on every route. For the requests the router will hand to a form-guarded route it now steps aside, and
 * the route's guard reads the body itself: JSON only, at most 16 KB, counted as it arrives. Every other route
 * (admin, uploads, content manager) keeps Strapi's parser unchanged. Runs in `register()`, before the
 * middlewares are instantiated.
 */
export function deferFormBodiesToRoutes(strapi: Core.Strapi): void {
  strapi.get('middlewares').extend('strapi::body', (bodyFactory: Core.MiddlewareFactory) => {
    const deferringBody: Core.MiddlewareFactory = (config, deps) => {
      const parseBody = bodyFactory(config, deps);
      if (typeof parseBody !== 'function') throw new Error('strapi::body did not return a middleware');
      const isFormRoute = createFormRouteMatcher(strapi);
      return (ctx, next) => (isFormRoute(ctx.method, ctx.path) ? next() : parseBody(ctx, next));
    };
    return deferringBody;
  });
  installed = true;
}
