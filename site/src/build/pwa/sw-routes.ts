/**
 * What the service worker does with a request, as plain functions. Workbox's generateSW writes each function's
 * source text into `sw.js` (`Function.prototype.toString`), so every one of them must be self-contained: it may
 * use only its argument and literals — no imports, no constants of this module, no helpers.
 *
 * Only same-origin GET requests are ever handled: the tag manager, the booking service and the CMS (search,
 * forms) go past the worker untouched, so consent decides about them alone and nothing third-party is cached.
 */

/** What Workbox passes a route's match callback (the subset used here). */
export type RouteMatch = {
  url: URL;
  request: { mode: string; method: string; destination?: string };
  sameOrigin: boolean;
};

/**
 * A page of the site: a navigation, or Gatsby's page data (fetched by link prefetching). Network-first: the
 * network's answer always wins, the cached copy is only for when there is none.
 */
export const isPageRequest = ({ url, request, sameOrigin }: RouteMatch): boolean =>
  sameOrigin &&
  request.method === 'GET' &&
  (request.mode === 'navigate' || url.pathname.indexOf('/page-data/') === 0) &&
  url.pathname.indexOf('/_server/') !== 0;

/**
 * A content-addressed file: its name changes with its content, so a cached copy is never stale. Cache-first.
 * The patterns are the servers' `immutable` rule (`deploy/site-rules.mjs` IMMUTABLE_PREFIX / IMMUTABLE_PATTERNS);
 * they are written out here because the function travels as source text. `sw-routes.test.ts` fails when the
 * two disagree on any path.
 */
export const isHashedAsset = ({ url, request, sameOrigin }: RouteMatch): boolean =>
  sameOrigin &&
  request.method === 'GET' &&
  request.mode !== 'navigate' &&
  (url.pathname.indexOf('/static/') === 0 ||
    /^\/[^/]+-[0-9a-f]{20}\.js$/.test(url.pathname) ||
    /^\/styles\.[0-9a-f]{20}\.css$/.test(url.pathname) ||
    /^\/locales\/[a-z]{2}\/[a-z-]+-[0-9a-f]{16}\.json$/.test(url.pathname));

/** The part of a Workbox cache the offline fallback reads: a lookup that ignores the precache's revision query. */
export type CacheLookup = (path: string, options: { ignoreSearch: boolean }) => Promise<Response | undefined>;

/**
 * Workbox plugin callback for a navigation (page data gets no HTML) when the network fails and no copy of the page is cached: the offline
 * page of the path's language prefix (`/de/…` → `/de/offline.html`), else the default language's. A prefix that
 * is no language finds nothing and falls through, so the worker needs no list of languages. The precache stores
 * the pages as `/de/offline.html?__WB_REVISION__=…`, hence `ignoreSearch`. Promise chains rather than `async`, so
 * no compiler turns it into a call of a helper the worker does not have; `lookup` defaults to the worker's caches.
 */
export const offlineFallback = (
  { request }: { request: { url: string; mode: string } },
  lookup?: CacheLookup,
): Promise<Response | undefined> => {
  if (request.mode !== 'navigate') return Promise.resolve(undefined);
  const find: CacheLookup = lookup || ((path, options) => caches.match(path, options));
  const prefix = /^\/([a-z]{2})\//.exec(new URL(request.url).pathname);
  const own = prefix ? find('/' + prefix[1] + '/offline.html', { ignoreSearch: true }) : Promise.resolve(undefined);
  return own.then((page) => page || find('/offline.html', { ignoreSearch: true }));
};
