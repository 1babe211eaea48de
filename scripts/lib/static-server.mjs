// Static file server for the built site: strict trailing slashes, permanent redirects from the build,
// a real 404 status with the German error page under /de/, gzip for text.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../packages/routing/dist/index.js';

const PREFIXED_LOCALES = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.map': 'application/json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest|xml)|image\/svg)/;

function readRedirects(root) {
  const file = path.join(root, 'redirects.json');
  if (!fs.existsSync(file)) return new Map();
  return new Map(JSON.parse(fs.readFileSync(file, 'utf8')).map((r) => [r.from, r.to]));
}

const isFile = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;

/** The localized 404 page for a path: /de/… gets the German one (SPEC §2), all others the default. */
function notFoundFile(root, urlPath, localePrefixes) {
  const prefix = urlPath.split('/')[1] ?? '';
  const localized = localePrefixes.includes(prefix)
    ? [path.join(root, prefix, '404', 'index.html'), path.join(root, prefix, '404.html')]
    : [];
  return [...localized, path.join(root, '404', 'index.html'), path.join(root, '404.html')].find(isFile);
}

function cacheControl(urlPath) {
  // Gatsby fingerprints JS/CSS bundles and /static/ files; HTML and page data must revalidate.
  if (urlPath.startsWith('/static/') || /-[0-9a-f]{16,}\.(js|css)$/.test(urlPath))
    return 'public, max-age=31536000, immutable';
  if (urlPath.startsWith('/media/')) return 'public, max-age=86400';
  return 'public, max-age=0, must-revalidate';
}

function send(req, res, file, status = 200) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = {
    'Content-Type': type,
    'Cache-Control': cacheControl(req.url ?? '/'),
    'X-Content-Type-Options': 'nosniff',
  };
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = fs.createReadStream(file);
  stream.on('error', () => res.destroy());
  (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
}

/**
 * `root` is the built site; `localePrefixes` are the path prefixes that have their own 404 page.
 * Missing assets (files with an extension, page data) get a bare 404; missing pages the HTML page.
 */
export function createStaticServer(root, { localePrefixes = PREFIXED_LOCALES } = {}) {
  const redirects = readRedirects(root);
  const notFound = (req, res, urlPath) => {
    const page =
      path.extname(urlPath) === '' && !urlPath.startsWith('/page-data/')
        ? notFoundFile(root, urlPath, localePrefixes)
        : undefined;
    if (page) return send(req, res, page, 404);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Not found');
  };
  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let urlPath;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      urlPath = '/__invalid__';
    }
    const target = redirects.get(urlPath) ?? redirects.get(`${urlPath}/`);
    if (target) {
      res.writeHead(301, { Location: target + url.search });
      return res.end();
    }
    const file = path.join(root, urlPath);
    if (!file.startsWith(root + path.sep) && file !== root) return notFound(req, res, urlPath);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      const index = path.join(file, 'index.html');
      if (!fs.existsSync(index)) return notFound(req, res, urlPath);
      if (!urlPath.endsWith('/')) {
        // Routes are trailing-slash strict (SPEC §2): /about → /about/
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
        return res.end();
      }
      return send(req, res, index);
    }
    if (stat?.isFile()) return send(req, res, file);
    return notFound(req, res, urlPath);
  });
}
