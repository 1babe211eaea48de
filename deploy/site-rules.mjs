// How the built site is served, described once for both servers: the local static server
// (scripts/lib/static-server.mjs) applies these rules directly, and deploy/render-nginx.mjs turns them into
// deploy/nginx/*.conf, which deploy/nginx.conf includes. deploy/site-rules.test.mjs fails when the
// committed snippets differ from what these rules render (`node deploy/render-nginx.mjs` rewrites them).
import { DEFAULT_LOCALE, LOCALE_CODES } from '@app/routing';

const SELF = "'self'";
const NONE = "'none'";

/**
 * What Google Tag Manager and the Google Analytics 4 tag it loads need: the container script, the measurement
 * requests (sent as fetch/beacon and as image pixels) and the regional collection hosts. The browser only
 * contacts them after analytics consent, because the runtime injects the container only then; the CSP cannot
 * tell before from after, so a page of a build with a container allows them from the start.
 */
export const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};

/**
 * The Content-Security-Policy directives. `scriptHashes` are the hashes of the inline scripts of the page
 * being served (computed from the built HTML by deploy/site-build-config.mjs), `cmsOrigin` the origin of
 * CMS_PUBLIC_URL. Allowing another origin is one line: add it to its directive below. `sandbox` is for every
 * response that is not one of the site's pages: an uploaded SVG (or any file) opened on its own runs no script
 * in the site's origin. `tagManager`: the page can load Google Tag Manager after the visitor's consent (the build
 * had a GTM_CONTAINER_ID), so its hosts are allowed — see docs/security.md for the trade-off.
 */
export function cspDirectives({ scriptHashes, cmsOrigin, sandbox = false, tagManager = false }) {
  const tags = tagManager ? TAG_MANAGER_SOURCES : { script: [], img: [], connect: [] };
  return {
    ...(sandbox ? { sandbox: [] } : {}),
    'default-src': [SELF],
    // The locale scripts and gatsby-plugin-image's loader are inline: allowed by hash, never by 'unsafe-inline'.
    'script-src': [SELF, ...scriptHashes, ...tags.script],
    // emotion/MUI islands insert <style> elements at runtime and React renders style="" attributes; see
    // docs/security.md for why styles (unlike scripts) allow inline.
    'style-src': [SELF, "'unsafe-inline'"],
    // Runtime search results show their cover images from the CMS (posts newer than the build included);
    // gatsby-plugin-image keeps a raster image's space with an empty inline SVG of its proportions (data:).
    'img-src': [SELF, 'data:', cmsOrigin, ...tags.img],
    'font-src': [SELF],
    // The insight search, the contact form and the newsletter call the CMS from the browser.
    'connect-src': [SELF, cmsOrigin, ...tags.connect],
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
    'frame-ancestors': [NONE],
  };
}

/** The policy as a header value. */
export function contentSecurityPolicy(context) {
  return Object.entries(cspDirectives(context))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Headers on every response (pages, assets, redirects, errors); the CSP is added per page. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=()',
};

export const CACHE_CONTROL = {
  /** Files whose name changes with their content: cached for a year, never revalidated. */
  immutable: 'public, max-age=31536000, immutable',
  /** Everything else (HTML, page data, sitemap, feeds, unhashed images): revalidated on every use. */
  revalidate: 'no-cache',
};

/**
 * Paths of content-addressed files (PCRE and JavaScript regular expressions alike). Gatsby names its
 * bundles `<name>-<20 hex>.js` (app-, framework-, webpack-runtime-, component---…, shared chunks) and
 * `styles.<20 hex>.css` and fingerprints everything under /static/ (CMS media included); the island runtime's
 * catalogues are `/locales/<lang>/<namespace>-<16 hex>.json`.
 */
export const IMMUTABLE_PREFIX = '/static/';
export const IMMUTABLE_PATTERNS = [
  '^/[^/]+-[0-9a-f]{20}\\.js$',
  '^/styles\\.[0-9a-f]{20}\\.css$',
  '^/locales/[a-z]{2}/[a-z-]+-[0-9a-f]{16}\\.json$',
];

/**
 * The site's service worker (site/src/pwa/paths.ts SERVICE_WORKER_PATH). It is the one non-page file that
 * must not get the `sandbox` policy: a sandboxed worker runs in an opaque origin, where the Cache API refuses
 * it and installation fails. It gets the pages' policy without inline-script hashes (its fetches are then held
 * to `connect-src`: the site and the CMS). It is the build's own file, never an upload.
 */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The files at the root of a build that browsers load (JavaScript and PCRE alike, whole names). Every other file
 * there is the build's own record — webpack.stats.json, chunk-map.json, redirects.json (read by the build, the
 * preview and the benchmarks) — and answers a bare 404, so a file a later build adds stays private until it is
 * named here. Folders (pages, /static/, /page-data/, /locales/ …) are not affected.
 */
export const SERVED_ROOT_FILES = [
  '[^/]+-[0-9a-f]{20}\\.js',
  '[^/]+-[0-9a-f]{20}\\.js\\.LICENSE\\.txt',
  'styles\\.[0-9a-f]{20}\\.css',
  '(?:index|404|offline)\\.html',
  'sw\\.js',
  'deployment\\.json',
  'manifest\\.webmanifest',
  'favicon\\.svg',
  'apple-touch-icon\\.png',
  'icon-[a-z0-9-]+\\.png',
  'robots\\.txt',
  'sitemap\\.xml',
];
/** A root-level path naming a file that is not one of SERVED_ROOT_FILES (nginx location, bare 404). */
export const UNSERVED_ROOT_FILE_PATTERN = `^/(?!(?:${SERVED_ROOT_FILES.join('|')})$)[^/]+${'\\.[A-Za-z0-9]+$'}`;

/** Whether `urlPath` (decoded) is a file at the root of the build that is not served. */
export function isUnservedRootFile(urlPath) {
  return new RegExp(UNSERVED_ROOT_FILE_PATTERN).test(urlPath);
}

/** Where the build writes server configuration (deploy/site-build-config.mjs); never served. */
export const PRIVATE_PREFIX = '/_server/';
/** The files in it: for the local static server, and the maps nginx includes. */
export const BUILD_CONFIG_FILES = { staticServer: 'site.json', nginx: 'nginx.conf' };

/** Page data: a missing file is a bare 404, never the HTML error page (Gatsby's loader expects that). */
export const PAGE_DATA_PREFIX = '/page-data/';

/** A path naming a file (an extension at its end): a missing one is a bare 404, not the HTML error page. */
export const FILE_PATTERN = '\\.[A-Za-z0-9]+$';

/** Body of the bare 404 (files, page data, private paths). */
export const BARE_NOT_FOUND = 'Not found';

/** Locale path prefixes with their own error page (product rules §2: /de/… shows the German one). */
export const LOCALE_PREFIXES = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE).map((code) => `/${code}/`);

/** The error page (a file of the build) for a page path that does not exist. */
export function notFoundPage(urlPath) {
  const prefix = LOCALE_PREFIXES.find((p) => urlPath.startsWith(p)) ?? '/';
  return `${prefix}404/index.html`;
}

/**
 * Content types by file extension; `charset` types get `; charset=utf-8`, `gzip` types are compressed.
 * Anything else is `application/octet-stream` (and, with `nosniff`, never guessed by a browser).
 */
export const CONTENT_TYPES = {
  html: { type: 'text/html', charset: true, gzip: true },
  js: { type: 'text/javascript', charset: true, gzip: true },
  mjs: { type: 'text/javascript', charset: true, gzip: true },
  css: { type: 'text/css', charset: true, gzip: true },
  json: { type: 'application/json', charset: true, gzip: true },
  map: { type: 'application/json', charset: true, gzip: true },
  webmanifest: { type: 'application/manifest+json', charset: true, gzip: true },
  xml: { type: 'application/xml', charset: true, gzip: true },
  txt: { type: 'text/plain', charset: true, gzip: true },
  svg: { type: 'image/svg+xml', charset: false, gzip: true },
  ico: { type: 'image/x-icon', charset: false, gzip: true },
  png: { type: 'image/png', charset: false, gzip: false },
  jpg: { type: 'image/jpeg', charset: false, gzip: false },
  jpeg: { type: 'image/jpeg', charset: false, gzip: false },
  gif: { type: 'image/gif', charset: false, gzip: false },
  webp: { type: 'image/webp', charset: false, gzip: false },
  avif: { type: 'image/avif', charset: false, gzip: false },
  woff2: { type: 'font/woff2', charset: false, gzip: false },
  woff: { type: 'font/woff', charset: false, gzip: false },
  pdf: { type: 'application/pdf', charset: false, gzip: false },
  mp4: { type: 'video/mp4', charset: false, gzip: false },
  webm: { type: 'video/webm', charset: false, gzip: false },
};
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
export const TEXT_CONTENT_TYPE = 'text/plain';

/** The Content-Type header for a file name, as both servers send it. */
export function contentTypeOf(fileName) {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  const entry = match ? CONTENT_TYPES[match[1].toLowerCase()] : undefined;
  if (!entry) return DEFAULT_CONTENT_TYPE;
  return entry.charset ? `${entry.type}; charset=utf-8` : entry.type;
}

/** Whether a response of this Content-Type is gzip-compressed (and varies on Accept-Encoding). */
export function isCompressible(contentType) {
  const type = contentType.split(';')[0].trim();
  return Object.values(CONTENT_TYPES).some((entry) => entry.gzip && entry.type === type);
}

/** Cache-Control of a successful response for a URL path. */
export function cacheControlFor(urlPath) {
  const immutable =
    urlPath.startsWith(IMMUTABLE_PREFIX) || IMMUTABLE_PATTERNS.some((pattern) => new RegExp(pattern).test(urlPath));
  return immutable ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
}

/** Whether a missing path answers with the HTML error page (pages) or a bare 404 (files, page data). */
export function isPagePath(urlPath) {
  return !urlPath.startsWith(PAGE_DATA_PREFIX) && !new RegExp(FILE_PATTERN).test(urlPath);
}
