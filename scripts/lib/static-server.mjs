// Static file server for the built site (`npm start`, end-to-end tests). It applies the serving rules of
// deploy/site-rules.mjs — the ones nginx runs in production — and the build's own configuration (a CSP per
// page, the id redirects; deploy/site-build-config.mjs). A request it cannot map answers 4xx; no request
// can end the process (it also captures the CMS's mail under `npm start`).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { readServingConfig } from '../../deploy/site-build-config.mjs';
import {
  BARE_NOT_FOUND,
  CACHE_CONTROL,
  PRIVATE_PREFIX,
  SECURITY_HEADERS,
  TEXT_CONTENT_TYPE,
  cacheControlFor,
  contentTypeOf,
  isCompressible,
  isPagePath,
  isUnservedRootFile,
  notFoundPage,
} from '../../deploy/site-rules.mjs';

/** Longest request target accepted (browsers and nginx go further; no URL of the site comes close). */
export const MAX_TARGET_LENGTH = 2048;
const METHODS = new Set(['GET', 'HEAD']);
/** Control characters (NUL included) and backslashes never belong in a path of the site. */
const isForbiddenCharacter = (character) => character < ' ' || character === '\u007f' || character === '\\';

/**
 * The decoded path and raw query of a request target (origin form only), with repeated slashes merged as
 * nginx does, or the 4xx status the target deserves: 400 for a malformed target, invalid percent-encoding,
 * control characters, backslashes and dot segments; 414 when it is too long.
 */
export function parseTarget(target) {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414 };
  if (!target.startsWith('/')) return { status: 400 };
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  if ([...decoded].some(isForbiddenCharacter)) return { status: 400 };
  const urlPath = decoded.replace(/\/{2,}/g, '/');
  if (urlPath.split('/').some((segment) => segment === '.' || segment === '..')) return { status: 400 };
  return { urlPath, search: queryAt === -1 ? '' : target.slice(queryAt) };
}

/** The file system entry at `file`, or undefined for anything that is not there or not readable. */
function statOrUndefined(file) {
  try {
    return fs.statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined; // ENAMETOOLONG, ENOTDIR, EACCES, ELOOP …: nothing to serve
  }
}

/**
 * The release a request is served from. `root` may be a symbolic link the rebuild service switches between
 * releases (`current`): it is resolved per request (one system call), and a new target brings its own serving
 * configuration. A request keeps the release it started with, even if the link is switched meanwhile.
 */
function releaseResolver(root, fixedServing) {
  let loaded;
  const load = (realRoot) => {
    const serving = fixedServing ?? readServingConfig(realRoot);
    // nginx's map matches case-insensitively; so does this lookup.
    const redirects = new Map(Object.entries(serving.redirects).map(([from, to]) => [from.toLowerCase(), to]));
    return { root: realRoot, serving, redirects };
  };
  return () => {
    let realRoot;
    try {
      realRoot = fs.realpathSync(root);
    } catch (error) {
      if (loaded === undefined) throw error;
      return loaded; // the link is being replaced or was removed: keep serving what was live
    }
    if (loaded?.root !== realRoot) loaded = load(realRoot);
    return loaded;
  };
}

/**
 * Serves the built site in `root` (a folder, or a link to the live release) with the serving configuration
 * its build wrote; fails at once when that configuration is missing.
 * @param {string} root
 * @param {{ serving?: ReturnType<typeof import('../../deploy/site-build-config.mjs').buildServingConfig> }} [options]
 */
export function createStaticServer(root, { serving } = {}) {
  const release = releaseResolver(path.resolve(root), serving);
  release();

  const headersFor = (site, file, cacheControl) => {
    const relative = file === undefined ? undefined : '/' + path.relative(site.root, file).split(path.sep).join('/');
    const policy = (relative !== undefined && site.serving.policies[relative]) || site.serving.defaultPolicy;
    return { ...SECURITY_HEADERS, 'Content-Security-Policy': policy, 'Cache-Control': cacheControl };
  };

  const sendText = (site, req, res, status, text, extra = {}) => {
    res.writeHead(status, {
      ...headersFor(site, undefined, CACHE_CONTROL.revalidate),
      'Content-Type': `${TEXT_CONTENT_TYPE}; charset=utf-8`,
      ...extra,
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };

  const redirect = (site, res, location) => {
    res.writeHead(301, { ...headersFor(site, undefined, CACHE_CONTROL.revalidate), Location: location });
    res.end();
  };

  const sendFile = (site, req, res, file, urlPath, status = 200) => {
    const type = contentTypeOf(file);
    // A missing hashed file must not be cached for a year: only a 200 carries the path's own rule.
    /** @type {Record<string, string>} */
    const headers = { ...headersFor(site, file, status === 200 ? cacheControlFor(urlPath) : CACHE_CONTROL.revalidate) };
    headers['Content-Type'] = type;
    const compressible = isCompressible(type);
    if (compressible) headers.Vary = 'Accept-Encoding';
    const gzip = compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return res.end();
    const onError = (error) => error && res.destroy();
    if (gzip) pipeline(fs.createReadStream(file), zlib.createGzip(), res, onError);
    else pipeline(fs.createReadStream(file), res, onError);
  };

  const notFound = (site, req, res, urlPath) => {
    const page = isPagePath(urlPath) ? path.join(site.root, notFoundPage(urlPath)) : undefined;
    if (page !== undefined && statOrUndefined(page)?.isFile()) return sendFile(site, req, res, page, urlPath, 404);
    return sendText(site, req, res, 404, BARE_NOT_FOUND);
  };

  const handle = (site, req, res) => {
    if (!METHODS.has(req.method)) return sendText(site, req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const target = parseTarget(req.url ?? '');
    if (target.status !== undefined) return sendText(site, req, res, target.status, http.STATUS_CODES[target.status]);
    const { urlPath, search } = target;
    if (urlPath.startsWith(PRIVATE_PREFIX) || isUnservedRootFile(urlPath)) {
      return sendText(site, req, res, 404, BARE_NOT_FOUND);
    }
    const redirectTarget = site.redirects.get(urlPath.toLowerCase());
    if (redirectTarget !== undefined) return redirect(site, res, redirectTarget + search);

    const file = path.join(site.root, urlPath);
    if (file !== site.root && !file.startsWith(site.root + path.sep)) return notFound(site, req, res, urlPath);
    const stat = statOrUndefined(file);
    if (stat?.isDirectory()) {
      // Routes are trailing-slash strict (product rules §2): /about → /about/, the query kept.
      if (!urlPath.endsWith('/')) return redirect(site, res, `${encodeURI(urlPath)}/${search}`);
      const index = path.join(file, 'index.html');
      return statOrUndefined(index)?.isFile()
        ? sendFile(site, req, res, index, urlPath)
        : notFound(site, req, res, urlPath);
    }
    if (stat?.isFile()) return sendFile(site, req, res, file, urlPath);
    return notFound(site, req, res, urlPath);
  };

  return http.createServer((req, res) => {
    let site;
    try {
      site = release();
      handle(site, req, res);
    } catch (error) {
      console.error(`static server: ${req.method} ${req.url}: ${error.message}`);
      if (res.headersSent || site === undefined) res.destroy();
      else sendText(site, req, res, 500, 'Internal server error');
    }
  });
}
