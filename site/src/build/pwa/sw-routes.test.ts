// @ts-expect-error -- the servers' rules are a plain ES module of deploy/ without type declarations
import * as serverRules from '../../../../deploy/site-rules.mjs';
import { SERVICE_WORKER_PATH } from '../../pwa/paths';
import { isHashedAsset, isPageRequest, offlineFallback, type RouteMatch } from './sw-routes';

const SITE = 'https://www.kastell-labs.example';

function match(url: string, mode = 'no-cors', method = 'GET'): RouteMatch {
  const parsed = new URL(url, SITE);
  return { url: parsed, request: { mode, method }, sameOrigin: parsed.origin === SITE };
}

/** What the worker does with a request: the same answer the generated sw.js gives (first matching route wins). */
const strategy = (m: RouteMatch) => (isPageRequest(m) ? 'network-first' : isHashedAsset(m) ? 'cache-first' : 'network');

describe('which requests the service worker answers how', () => {
  it.each([
    ['/', 'navigate', 'network-first'],
    ['/de/', 'navigate', 'network-first'],
    ['/de/insights/some-article/', 'navigate', 'network-first'],
    ['/about/?utm_source=x', 'navigate', 'network-first'],
    ['/page-data/about/page-data.json', 'cors', 'network-first'],
    ['/app-0123456789abcdef0123.js', 'no-cors', 'cache-first'],
    ['/component---src-templates-page-tsx-0123456789abcdef0123.js', 'no-cors', 'cache-first'],
    ['/styles.0123456789abcdef0123.css', 'no-cors', 'cache-first'],
    ['/static/0123abcd/photo.avif', 'no-cors', 'cache-first'],
    ['/locales/de/common-0123456789abcdef.json', 'cors', 'cache-first'],
    // Not content-addressed: the browser and the server's `no-cache` decide, the worker keeps nothing.
    ['/sw.js', 'same-origin', 'network'],
    ['/manifest.webmanifest', 'cors', 'network'],
    ['/icon-192.png', 'no-cors', 'network'],
    ['/sitemap.xml', 'no-cors', 'network'],
    ['/app.js', 'no-cors', 'network'],
    ['/app-0123456789ABCDEF0123.js', 'no-cors', 'network'],
    ['/nested/app-0123456789abcdef0123.js', 'no-cors', 'network'],
    // A hashed name requested as a page is a navigation (network-first), never a cached file.
    ['/app-0123456789abcdef0123.js', 'navigate', 'network-first'],
    // The build's server configuration is never served, so never kept either.
    ['/_server/site.json', 'navigate', 'network'],
  ])('%s (%s) → %s', (path, mode, expected) => {
    expect(strategy(match(path, mode))).toBe(expected);
  });

  it.each([
    'https://www.googletagmanager.com/gtm.js?id=GTM-KSTL0TEST',
    'https://region1.google-analytics.com/g/collect?v=2',
    'https://cal.com/kastell-labs/discovery',
    'https://cms.kastell-labs.example/api/posts?locale=de',
    'https://cms.kastell-labs.example/uploads/photo-0123456789abcdef0123.js',
    `https://evil.example/static/${'a'.repeat(3000)}.js`,
  ])('third-party request #%#: never handled, whatever its shape', (url) => {
    for (const mode of ['navigate', 'no-cors', 'cors']) {
      expect([url.slice(0, 60), mode, strategy(match(url, mode))]).toEqual([url.slice(0, 60), mode, 'network']);
    }
  });

  it('answers only GET: a form POST goes past the worker', () => {
    expect(strategy(match('/contact/', 'navigate', 'POST'))).toBe('network');
    expect(strategy(match('/styles.0123456789abcdef0123.css', 'no-cors', 'POST'))).toBe('network');
  });

  it('caches first exactly what the servers send as immutable (deploy/site-rules.mjs), on hostile spellings too', () => {
    const paths = [
      '/app-0123456789abcdef0123.js',
      '/styles.0123456789abcdef0123.css',
      '/static/x/y.png',
      '/locales/en/forms-0123456789abcdef.json',
      '/locales/EN/forms-0123456789abcdef.json',
      '/locales/en/forms-0123456789abcdef.json.bak',
      '/app-0123456789abcdef012.js',
      '/app-0123456789abcdef01234.js',
      '/styles.css',
      '/static',
      '/%2e%2e/static/x.png',
      '/de/static/x.png',
      '/index.html',
      '/sw.js',
      `/${'a'.repeat(2000)}-0123456789abcdef0123.js`,
    ];
    for (const path of paths) {
      const pathname = new URL(path, SITE).pathname;
      const immutable: boolean = serverRules.cacheControlFor(pathname) === serverRules.CACHE_CONTROL.immutable;
      expect([path, isHashedAsset(match(path))]).toEqual([path, immutable]);
    }
  });
});

it('the servers know the worker by the path the build writes it to (its CSP is not sandboxed)', () => {
  expect(serverRules.SERVICE_WORKER_PATH).toBe(SERVICE_WORKER_PATH);
});

describe('the offline fallback of a page the worker has not kept', () => {
  const kept = new Map([
    ['/offline.html', 'English offline page'],
    ['/de/offline.html', 'Deutsche Offline-Seite'],
  ]);
  const lookups: Array<[string, boolean]> = [];
  const lookup = async (path: string, options: { ignoreSearch: boolean }) => {
    lookups.push([path, options.ignoreSearch]);
    const body = kept.get(path);
    return body ? new Response(body) : undefined;
  };
  const fallback = async (path: string, mode = 'navigate') =>
    (await offlineFallback({ request: { url: new URL(path, SITE).href, mode } }, lookup))?.text();

  it.each([
    ['/de/', 'Deutsche Offline-Seite'],
    ['/de/insights/artikel/', 'Deutsche Offline-Seite'],
    ['/', 'English offline page'],
    ['/about/', 'English offline page'],
    // No such language: the default language's page, never nothing.
    ['/fr/about/', 'English offline page'],
    ['/DE/about/', 'English offline page'],
    ['/de', 'English offline page'],
    ['/%3Cscript%3E/', 'English offline page'],
  ])('%s → %s', async (path, expected) => {
    await expect(fallback(path)).resolves.toBe(expected);
  });

  it('looks the page up whatever revision the precache stored it under', async () => {
    lookups.length = 0;
    await fallback('/de/kontakt/');
    expect(lookups).toEqual([['/de/offline.html', true]]);
  });

  it('gives page data (not a navigation) no HTML page', async () => {
    await expect(fallback('/page-data/de/page-data.json', 'cors')).resolves.toBeUndefined();
  });
});

describe('the functions travel into sw.js as source text', () => {
  // generateSW writes `fn.toString()` into the worker: evaluated on their own, without this module's scope, they
  // must still give the same answers.
  const alone = <T>(fn: T): T => new Function(`return (${String(fn)});`)() as T;

  it('the matchers use nothing but their argument', () => {
    for (const m of [match('/de/', 'navigate'), match('/app-0123456789abcdef0123.js'), match('https://cal.com/x')]) {
      expect(alone(isPageRequest)(m)).toBe(isPageRequest(m));
      expect(alone(isHashedAsset)(m)).toBe(isHashedAsset(m));
    }
  });

  it('the fallback too', async () => {
    const lookup = async (path: string) => (path === '/de/offline.html' ? new Response('de') : undefined);
    const page = await alone(offlineFallback)({ request: { url: `${SITE}/de/x/`, mode: 'navigate' } }, lookup);
    expect(await page?.text()).toBe('de');
  });
});
