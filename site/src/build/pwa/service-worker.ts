import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { generateSW } from 'workbox-build';
import { LOCALE_CODES } from '@app/routing';
import { SERVICE_WORKER_PATH, offlinePagePath } from './paths';
import { isHashedAsset, isPageRequest, offlineFallback } from './sw-routes';

/** Workbox's cache-name prefix: the site's caches are recognisable in the browser's storage view. */
export const CACHE_ID = 'kastell';
/** Runtime caches; precache (offline pages and their files) is Workbox's own. */
export const CACHE_NAMES = { pages: 'pages', assets: 'assets' } as const;

const DAY = 24 * 60 * 60;

/**
 * A file naming the deployment by its content, precached so that `sw.js` changes whenever any page or page data
 * changed — even when code and offline pages did not (an editor's text change). That new worker is what tells
 * open pages "a new version is available".
 */
export const DEPLOYMENT_FILE = '/deployment.json';

/** Every built page and page-data file below `dir`, relative, sorted (the build's server files excluded). */
function contentFiles(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return dir === base && entry.name === '_server' ? [] : contentFiles(full, base);
      const relative = path.relative(base, full).split(path.sep).join('/');
      const isContent =
        entry.name.endsWith('.html') || (relative.startsWith('page-data/') && entry.name.endsWith('.json'));
      return isContent ? [relative] : [];
    })
    .sort();
}

/** The deployment's version: a digest of every page's and page-data file's name and content. */
export function deploymentVersion(publicDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of contentFiles(publicDir))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(publicDir, file)));
  return hash.digest('hex').slice(0, 20);
}

const isHashedPath = (urlPath: string) =>
  isHashedAsset({
    url: new URL(urlPath, 'http://localhost'),
    request: { mode: 'no-cors', method: 'GET' },
    sameOrigin: true,
  });

/**
 * The site's content-addressed files a built page references (`src`/`href` attributes with a root-relative path):
 * an offline page must be able to show itself styled with nothing but what the worker keeps.
 */
export function referencedHashedFiles(html: string): string[] {
  const found = [...html.matchAll(/\s(?:src|href)="(\/[^"?#]*)"/g)].map((m) => m[1] ?? '');
  return [...new Set(found.filter((urlPath) => !urlPath.startsWith('//') && isHashedPath(urlPath)))].sort();
}

/**
 * Writes `sw.js` at the site root from the built `publicDir` (after every page is written): Workbox's
 * generateSW with its runtime inlined, so the worker is one file the servers send `no-cache`. Precached: the
 * deployment file, each language's offline page and the files it references, with revisions from their content —
 * a deployment that changes any page changes `sw.js`, which the browser notices on its next check. Run again on a changed
 * public directory (a new deployment), it writes the worker that deployment would have.
 */
export async function writeServiceWorker(publicDir: string) {
  const deployment = { version: deploymentVersion(publicDir) };
  fs.writeFileSync(path.join(publicDir, DEPLOYMENT_FILE), `${JSON.stringify(deployment)}\n`);
  const offlinePages = LOCALE_CODES.map((locale) => offlinePagePath(locale));
  const files = offlinePages.flatMap((page) =>
    referencedHashedFiles(fs.readFileSync(path.join(publicDir, page), 'utf8')),
  );
  const toGlob = (urlPath: string) => urlPath.slice(1);
  return generateSW({
    swDest: path.join(publicDir, SERVICE_WORKER_PATH),
    globDirectory: publicDir,
    globPatterns: [DEPLOYMENT_FILE, ...offlinePages, ...new Set(files)].map(toGlob),
    // Hashed names are their own revision; only the offline pages need one.
    dontCacheBustURLsMatching: /(?:-[0-9a-f]{20}\.js|\.[0-9a-f]{20}\.css)$/,
    cacheId: CACHE_ID,
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    // A new worker takes over at once and its clients with it: the next navigation is the new deployment's, and
    // open pages learn of it (`controllerchange`, the update prompt). Old precache entries go on activation.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // The network request for a page starts while the worker boots, so network-first costs no extra wait.
    navigationPreload: true,
    runtimeCaching: [
      {
        // No network timeout: when the network answers, its page is shown, never an older copy.
        urlPattern: isPageRequest,
        handler: 'NetworkFirst',
        options: {
          cacheName: CACHE_NAMES.pages,
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY },
          cacheableResponse: { statuses: [200] },
          plugins: [{ handlerDidError: offlineFallback }],
        },
      },
      {
        urlPattern: isHashedAsset,
        handler: 'CacheFirst',
        options: {
          cacheName: CACHE_NAMES.assets,
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  });
}
