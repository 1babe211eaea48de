import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { generateSW, getManifest } from 'workbox-build';
import workboxPackage from 'workbox-build/package.json';
import { cachedBytes, type BuildCache } from '../build-cache';
import { SERVICE_WORKER_PATH, offlinePagePath } from '../../pwa/paths';
import { isHashedAsset, isPageRequest, offlineFallback } from './sw-routes';
import { siteLocales } from '../site-locales';

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

/**
 * Folders and files of a build that are not content: the servers' configuration, and Gatsby's own files for its
 * browser runtime (which pages do not load), which carry its build id — a whole build that changed nothing is the
 * same deployment.
 */
const NOT_CONTENT = new Set(['_server', '_gatsby', 'page-data/app-data.json']);

/** Every built page and page-data file below `dir`, relative, sorted (see `NOT_CONTENT`). */
function contentFiles(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      const relative = path.relative(base, full).split(path.sep).join('/');
      if (NOT_CONTENT.has(relative)) return [];
      if (entry.isDirectory()) return contentFiles(full, base);
      const isContent =
        entry.name.endsWith('.html') || (relative.startsWith('page-data/') && entry.name.endsWith('.json'));
      return isContent ? [relative] : [];
    })
    .sort();
}

type FileDigests = Record<string, [mtimeMs: number, size: number, digest: string]>;

const readDigests = (file: string | undefined): FileDigests => {
  try {
    return file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as FileDigests) : {};
  } catch {
    return {};
  }
};

/**
 * The deployment's version: a digest of every page's and page-data file's name and content. With `digestsFile`,
 * the digest of a file whose modification time and size are those recorded there is reused (a warm build
 * rewrites the few pages that changed, not the thousands that did not), and the file is brought up to date.
 */
export function deploymentVersion(publicDir: string, digestsFile?: string): string {
  const known = readDigests(digestsFile);
  const digests: FileDigests = {};
  const hash = crypto.createHash('sha256');
  for (const file of contentFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const { mtimeMs, size } = fs.statSync(full);
    const kept = known[file];
    const digest =
      kept && kept[0] === mtimeMs && kept[1] === size
        ? kept[2]
        : crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    digests[file] = [mtimeMs, size, digest];
    hash.update(file).update('\0').update(digest).update('\0');
  }
  if (digestsFile) {
    fs.mkdirSync(path.dirname(digestsFile), { recursive: true });
    fs.writeFileSync(digestsFile, JSON.stringify(digests));
  }
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

/** Stands for the deployment's version in a cached worker; replaced on every build (`writeServiceWorker`). */
const VERSION_SLOT = 'kastell-deployment-version';

/** Generation options for a worker precaching `globPatterns` of `publicDir` (everything but where it goes). */
function workerOptions(publicDir: string, globPatterns: string[]) {
  return {
    globDirectory: publicDir,
    globPatterns,
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
        handler: 'NetworkFirst' as const,
        options: {
          cacheName: CACHE_NAMES.pages,
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY },
          cacheableResponse: { statuses: [200] },
          plugins: [{ handlerDidError: offlineFallback }],
        },
      },
      {
        urlPattern: isHashedAsset,
        handler: 'CacheFirst' as const,
        options: {
          cacheName: CACHE_NAMES.assets,
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  };
}

/** Options as text, functions by their source: what the generated worker is made of besides the precache list. */
const optionsText = (options: object) =>
  JSON.stringify(options, (_key, value: unknown) =>
    typeof value === 'function' || value instanceof RegExp ? String(value) : value,
  );

/**
 * Writes `sw.js` at the site root from the built `publicDir` (after every page is written): Workbox's
 * generateSW with its runtime inlined, so the worker is one file the servers send `no-cache`. Precached: the
 * deployment file, each language's offline page and the files it references, with revisions from their content —
 * a deployment that changes any page changes `sw.js`, which the browser notices on its next check. Run again on a
 * changed public directory (a new deployment), it writes the worker that deployment would have.
 *
 * Workbox bundles and minifies the worker (about 2 s). With a build `cache`, that worker is kept with a slot for
 * the deployment's version and reused while everything else it is made of (offline pages, their files, the
 * options and route code) is unchanged: an editor's change then costs a digest, not a bundle.
 */
export async function writeServiceWorker(publicDir: string, { cache }: { cache?: BuildCache } = {}) {
  const version = deploymentVersion(publicDir, cache && path.join(cache.dir, 'deployment-digests.json'));
  fs.writeFileSync(path.join(publicDir, DEPLOYMENT_FILE), `${JSON.stringify({ version })}\n`);
  const offlinePages = siteLocales().map((locale) => offlinePagePath(locale));
  const files = offlinePages.flatMap((page) =>
    referencedHashedFiles(fs.readFileSync(path.join(publicDir, page), 'utf8')),
  );
  const toGlob = (urlPath: string) => urlPath.slice(1);
  const deploymentEntry = toGlob(DEPLOYMENT_FILE);
  const options = workerOptions(publicDir, [DEPLOYMENT_FILE, ...offlinePages, ...new Set(files)].map(toGlob));
  const { globDirectory, globPatterns, dontCacheBustURLsMatching } = options;
  const manifest = await getManifest({ globDirectory, globPatterns, dontCacheBustURLsMatching });

  const swDest = path.join(publicDir, SERVICE_WORKER_PATH);
  const inputs = {
    workbox: workboxPackage.version,
    options: optionsText({ ...options, globDirectory: undefined }),
    precache: (manifest.manifestEntries ?? []).filter((entry) => entry.url !== deploymentEntry),
  };
  const template = await cachedBytes(cache, 'sw', inputs, async () => {
    await generateSW({
      ...options,
      swDest,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) =>
            entry.url === deploymentEntry ? { ...entry, revision: VERSION_SLOT } : entry,
          ),
        }),
      ],
    });
    return fs.readFileSync(swDest);
  });
  const source = template.toString('utf8');
  if (source.split(VERSION_SLOT).length !== 2) throw new Error(`${SERVICE_WORKER_PATH}: no single version slot`);
  fs.writeFileSync(swDest, source.replace(VERSION_SLOT, version));
  return { count: manifest.count, size: manifest.size, warnings: manifest.warnings };
}
