import type { Core } from '@strapi/strapi';
import { errorBody } from './error-body';
import { DISCARD_LIMIT_BYTES, discardRest } from './json-body';

/** The route middleware that reads form bodies itself (`cms/src/middlewares/form-guard.ts`). */
export const FORM_GUARD = 'global::form-guard';
/** The route middleware that parses uploads after the route's login check (`cms/src/middlewares/multipart-upload.ts`). */
export const MULTIPART_UPLOAD = 'global::multipart-upload';

/**
 * The routes that take a multipart upload, by owner, router and handler: the media library's (admin) upload,
 * single-file upload, replace and edit (its form sends `fileInfo` as multipart too); the content API's upload
 * (API tokens with the upload permission; the public role has none); the project logo in the admin settings.
 */
const MULTIPART_HANDLERS = {
  upload: {
    admin: [
      'admin-upload.upload',
      'admin-upload.uploadFile',
      'admin-upload.replaceFile',
      'admin-upload.updateFileInfo',
    ],
    'content-api': ['content-api.upload'],
  },
  admin: { admin: ['admin.updateProjectSettings'] },
} as const;

/** What the checks need of a @koa/router layer: the registered path, its methods, the router's own matcher. */
type Layer = { path: string; methods: string[]; match(path: string): boolean };
type RouteLike = {
  method: string;
  path: string;
  handler?: unknown;
  config?: { middlewares?: unknown[]; prefix?: string };
};
type RouterLike = { type?: string; prefix?: string; routes?: RouteLike[] };
/** A registered router and the prefix Strapi mounts it under when the router names none. */
type Mounted = { router: RouterLike; defaultPrefix: string };
/** Strapi's body parser as configured (`strapi::body`): JSON, forms, and multipart through formidable. */
type Middleware = (ctx: Parameters<Core.MiddlewareHandler>[0], next: () => Promise<unknown>) => Promise<unknown>;

let installed = false;
let bodyParser: Middleware | undefined;

/** True once `deferBodiesToRoutes` has run (the route middlewares refuse to start without it). */
export const isBodyDeferralInstalled = () => installed;

/** Strapi's own body parser, for the upload routes to run after their login check. */
export function configuredBodyParser(): Middleware {
  if (bodyParser === undefined) throw new Error('strapi::body is not instantiated yet');
  return bodyParser;
}

const routeUses = (route: RouteLike, name: string) =>
  (route.config?.middlewares ?? []).some(
    (m) => m === name || (typeof m === 'object' && m !== null && (m as { name?: string }).name === name),
  );

const routersOf = (routes: unknown): RouterLike[] =>
  Object.values((routes ?? {}) as Record<string, RouterLike>).filter((r) => Array.isArray(r?.routes));

/** Every router Strapi mounts: the admin's, each plugin's (under `/<plugin>`) and each API's. */
function mountedRouters(strapi: Core.Strapi): Mounted[] {
  const admin = strapi.admin as unknown as { routes: unknown };
  return [
    ...routersOf(admin.routes).map((router) => ({ router, defaultPrefix: '/admin' })),
    ...Object.entries(strapi.plugins).flatMap(([name, plugin]) =>
      routersOf((plugin as { routes?: unknown }).routes).map((router) => ({ router, defaultPrefix: `/${name}` })),
    ),
    ...Object.values(strapi.apis).flatMap((api) =>
      routersOf(api.routes).map((router) => ({ router: { ...router, type: 'content-api' }, defaultPrefix: '' })),
    ),
  ];
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** `METHOD /path` of every route that declares the middleware `name`, as Strapi mounts it. */
function routeKeys(strapi: Core.Strapi, name: string): Set<string> {
  const apiPrefix = strapi.config.get('api.rest.prefix', '/api') as string;
  const keys = new Set<string>();
  for (const { router, defaultPrefix } of mountedRouters(strapi)) {
    for (const route of router.routes ?? []) {
      if (!routeUses(route, name)) continue;
      if (route.config?.prefix !== undefined) throw new Error(`${name}: routes with config.prefix are not supported`);
      const base = `${router.type === 'content-api' ? apiPrefix : ''}${router.prefix ?? defaultPrefix}`;
      keys.add(`${route.method.toUpperCase()} ${withoutTrailingSlash(base + route.path)}`);
    }
  }
  return keys;
}

/**
 * Answers "will the router dispatch this request to a route that declares the middleware `name`?" with the
 * router's own layers and matchers (case-insensitive, optional trailing slash — whatever the router accepts),
 * never by comparing the request path as a string. The layers exist once the server is mounted, so they are
 * looked up on first use; a declared route without a layer fails loudly.
 */
function createRouteMatcher(strapi: Core.Strapi, name: string) {
  let layers: Layer[] | undefined;
  const key = (method: string, layer: Layer) => `${method} ${withoutTrailingSlash(layer.path)}`;
  const resolve = (): Layer[] => {
    const keys = routeKeys(strapi, name);
    const found = (strapi.server.listRoutes() as unknown as Layer[]).filter((layer) =>
      layer.methods.some((method) => keys.has(key(method, layer))),
    );
    const missing = [...keys].filter((k) => !found.some((l) => l.methods.some((m) => key(m, l) === k)));
    if (missing.length > 0) throw new Error(`${name}: no router layer for ${missing.join(', ')}`);
    return found;
  };
  return (method: string, path: string): boolean => {
    layers ??= resolve();
    return layers.some((layer) => layer.methods.includes(method) && layer.match(path));
  };
}

/**
 * Declares `global::multipart-upload` on the upload routes (MULTIPART_HANDLERS): they parse a multipart body
 * only after Strapi has checked the login and permission. Fails the boot when Strapi no longer has one of them.
 */
function acceptUploadsOnUploadRoutes(strapi: Core.Strapi): void {
  const owners: Record<string, unknown> = {
    upload: strapi.plugin('upload').routes,
    admin: (strapi.admin as unknown as { routes: unknown }).routes,
  };
  for (const [owner, routers] of Object.entries(MULTIPART_HANDLERS)) {
    for (const [routerName, handlers] of Object.entries(routers)) {
      const router = (owners[owner] as Record<string, RouterLike> | undefined)?.[routerName];
      for (const handler of handlers as readonly string[]) {
        const route = router?.routes?.find((r) => r.handler === handler);
        if (route === undefined) throw new Error(`${MULTIPART_UPLOAD}: no route ${owner}/${routerName} ${handler}`);
        route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), MULTIPART_UPLOAD] };
      }
    }
  }
}

/** 415 for a multipart body the route does not take, before a byte of it is parsed or written anywhere. */
function refuseUpload(ctx: Parameters<Middleware>[0]): void {
  discardRest(ctx.req, DISCARD_LIMIT_BYTES);
  ctx.set('Connection', 'close');
  ctx.status = 415;
  ctx.body = errorBody(415, 'UnsupportedMediaTypeError', 'This address does not accept file uploads.');
}

/**
 * Strapi's global `strapi::body` parser runs before routing and before any login check; on its own it accepts
 * 2 MB of JSON, forms, and multipart uploads written to disk, on every route. It now:
 * - steps aside for requests the router hands to a form-guarded route, whose guard reads the body itself (JSON
 *   only, at most 16 KB, counted as it arrives);
 * - refuses a multipart body (415) unless the router hands it to an upload route; there it steps aside too, and
 *   the route parses it after the login check (`global::multipart-upload`), so a stranger's upload is answered
 *   401/403 without a byte being written;
 * - parses everything else as before (admin, content manager).
 * Runs in `register()`, before the middlewares are instantiated and the routes mounted.
 */
export function deferBodiesToRoutes(strapi: Core.Strapi): void {
  acceptUploadsOnUploadRoutes(strapi);
  strapi.get('middlewares').extend('strapi::body', (bodyFactory: Core.MiddlewareFactory) => {
    const deferringBody: Core.MiddlewareFactory = (config, deps) => {
      const parseBody = bodyFactory(config, deps);
      if (typeof parseBody !== 'function') throw new Error('strapi::body did not return a middleware');
      bodyParser = parseBody as Middleware;
      const isFormRoute = createRouteMatcher(strapi, FORM_GUARD);
      const isUploadRoute = createRouteMatcher(strapi, MULTIPART_UPLOAD);
      return (ctx, next) => {
        if (ctx.is('multipart')) return isUploadRoute(ctx.method, ctx.path) ? next() : refuseUpload(ctx);
        return isFormRoute(ctx.method, ctx.path) ? next() : parseBody(ctx, next);
      };
    };
    return deferringBody;
  });
  installed = true;
}
