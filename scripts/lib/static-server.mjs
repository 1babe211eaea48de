// Static file server for the built site: strict trailing slashes, permanent redirects from the build,
// a real 404 status with the German error page under /de/, gzip for text.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

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

/** The localized 404 page for a path: /de/… gets the German one (SPEC §2). */
function notFoundFile(root, urlPath) {
  const prefix = urlPath.split('/')[1];
  const candidates = [path.join(root, prefix, '404', 'index.html'), path.join(root, prefix, '404.html'), path.join(root, '404.html')];
  return candidates.find((f) => prefix && fs.existsSync(f)) ?? path.join(root, '404.html');
}

function cacheControl(urlPath) {
  // Gatsby fingerprints JS/CSS bundles and /static/ files; HTML and page data must revalidate.
  if (urlPath.startsWith('/static/') || /-[0-9a-f]{16,}\.(js|css)$/.test(urlPath)) return 'public, max-age=31536000, immutable';
  if (urlPath.startsWith('/media/')) return 'public, max-age=86400';
  return 'public, max-age=0, must-revalidate';
}

function send(req, res, file, status = 200) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = { 'Content-Type': type, 'Cache-Control': cacheControl(req.url ?? '/'), 'X-Content-Type-Options': 'nosniff' };
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = fs.createReadStream(file);
  (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
}

export function createStaticServer(root) {
  const redirects = readRedirects(root);
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
    if (!file.startsWith(root + path.sep) && file !== root) return send(req, res, notFoundFile(root, urlPath), 404);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      const index = path.join(file, 'index.html');
      if (!fs.existsSync(index)) return send(req, res, notFoundFile(root, urlPath), 404);
      if (!urlPath.endsWith('/')) {
        // Routes are trailing-slash strict (SPEC §2): /about → /about/
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
        return res.end();
      }
      return send(req, res, index);
    }
    if (stat?.isFile()) return send(req, res, file);
    return send(req, res, notFoundFile(root, urlPath), 404);
  });
}
