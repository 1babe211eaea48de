// The draft-preview server (docs/architecture.md, "Draft preview"): the only way to the preview's renderer (`gatsby develop` on
// loopback, scripts/lib/preview-develop.mjs), for editors only. It asks for a preview token of one admin user and
// session (once in the query, then a cookie; the CMS confirms it on every request, scripts/lib/preview-access.mjs),
// forwards page requests to the renderer and serves the island runtime from the live site release (the
// same code), strips develop's own runtime from the pages, and sends the site's Content-Security-Policy with the
// CMS admin as the only frame ancestor, `noindex` on every answer and no caching. Develop's own routes (GraphQL,
// refresh, hot reloading) are never forwarded.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { LOCALE_CODES, catalogueText, localizePath, parseLocalizedPath } from '@app/routing';
import { ROOT } from './env.mjs';
import { contentSecurityPolicy } from '../../deploy/site-rules.mjs';
import { inlineScriptHashes } from '../../deploy/site-build-config.mjs';
import { createStaticServer, parseTarget } from './static-server.mjs';
import { createLiveChannel, pageDigest, shownSave, withLiveScript } from './preview-events.mjs';
import { PREVIEW_LIVE_SCRIPT } from './preview-live.mjs';

/** Name of the session cookie (it holds the preview token the admin's link brought). */
export const PREVIEW_COOKIE = 'kastell_preview';
/** Query parameter the admin's preview links carry the preview token in (cms/src/lib/preview-url.ts). */
export const TOKEN_PARAMETER = 'token';
/** Sent with every answer, whatever its status: a preview must never be indexed. */
export const ROBOTS_HEADER = 'noindex, nofollow';
/** Seconds before a "being updated" page reloads itself. */
export const REFRESH_SECONDS = 5;
/** Longest wait for the renderer's answer, first byte to last: a cold page renders in seconds, never a minute. */
export const UPSTREAM_TIMEOUT_MS = 60_000;
/** The site's secrets are 64 hex characters; anything much longer is not one (and is not hashed). */
const MAX_SECRET_LENGTH = 256;
/** Preview tokens are about 100 characters; anything much longer is not one (and the CMS is not asked). */
const MAX_TOKEN_LENGTH = 512;

const CATALOGUES = Object.fromEntries(
  LOCALE_CODES.map((code) => [
    code,
    JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', code, 'preview.json'), 'utf8')),
  ]),
);

const digest = (value) => crypto.createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison whatever the lengths (hashing first hides the length). */
export function sameSecret(given, expected) {
  if (typeof given !== 'string' || given === '' || given.length > MAX_SECRET_LENGTH) return false;
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/** The value of the cookie `name` in a Cookie header, or undefined. */
export function readCookie(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The Set-Cookie value of a preview session: the token, for as long as it lasts (`expiresAt`, Unix seconds).
 * HttpOnly (no script reads it) and SameSite=Lax: the admin and the preview server are the same site (localhost on
 * two ports; cms.example.com and preview.example.com), so the cookie is sent inside the admin's iframe; `Secure`
 * whenever the preview is served over https.
 */
export function sessionCookie(token, expiresAt, { secure, now = Date.now() }) {
  const maxAge = Math.max(0, Math.floor(expiresAt - now / 1000));
  const attributes = ['Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${PREVIEW_COOKIE}=${token}; ${attributes.join('; ')}`;
}

/** A token as the query or the cookie brings it, or undefined for anything that cannot be one. */
const tokenShape = (value) =>
  typeof value === 'string' && value !== '' && value.length <= MAX_TOKEN_LENGTH && /^[\w.-]+$/.test(value)
    ? value
    : undefined;

/** `policy` with its `frame-ancestors` replaced by the admin origins (`'none'` without any). */
export function withFrameAncestors(policy, frameAncestors) {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  const kept = String(policy ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^frame-ancestors(\s|$)/i.test(directive));
  return [...kept, `frame-ancestors ${ancestors}`].join('; ');
}

/** Headers of every answer: never indexed, never cached, framed by the admin origins only. */
export function previewHeaders(frameAncestors) {
  return {
    'X-Robots-Tag': ROBOTS_HEADER,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': withFrameAncestors('', frameAncestors),
  };
}

/**
 * The CSP of a preview page: the site's own policy for this HTML (its inline scripts by hash, the CMS it calls;
 * deploy/site-rules.mjs), with the CMS admin as the only origin that may frame it.
 */
export function previewPagePolicy(html, { cmsOrigin, frameAncestors }) {
  return withFrameAncestors(
    contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), cmsOrigin }),
    frameAncestors,
  );
}

/** Scripts `gatsby develop` adds to every page for its own client runtime and hot reloading. */
const DEVELOP_SCRIPTS = ['/socket.io/socket.io.js', '/polyfill.js', '/framework.js', '/commons.js'];
const DEVELOP_SCRIPT_TAG = /<script\b[^>]*\bsrc="([^"]*)"[^>]*><\/script>/g;

/** A page as develop renders it, without develop's runtime: the site's own island runtime brings it to life. */
export function withoutDevelopRuntime(html) {
  return html
    .replace(DEVELOP_SCRIPT_TAG, (tag, src) => (DEVELOP_SCRIPTS.includes(src) ? '' : tag))
    .replace('<meta name="note" content="environment=development"/>', '');
}

/** A page: every segment a name (letters, digits, `-._~`, percent escapes; not `_…` or `.…`), ending in `/`. */
const PAGE_PATH = /^\/(?:[A-Za-z0-9~%-][A-Za-z0-9._~%-]*\/)*$/;
/** Files the pages link that the renderer makes: processed images and the STO guide's PDFs. */
const RENDERED_FILE = /^\/(?:static\/[^?#]+|downloads\/[^/]+\.pdf)$/;
/** Names develop gives its own pages and routes: its 404 page lists every page, page data holds every draft. */
const DEVELOP_SEGMENTS = new Set(['dev-404-page', 'page-data', 'socket.io']);

/**
 * What the preview server asks the renderer for (an allow-list): the site's pages and the files they link. Never
 * develop's own routes (GraphQL, refresh, hot reloading, page data, its page list), whatever develop adds later.
 */
export function isForwarded(urlPath) {
  if (urlPath.split('/').some((segment) => DEVELOP_SEGMENTS.has(segment))) return false;
  return PAGE_PATH.test(urlPath) || RENDERED_FILE.test(urlPath);
}

/** The path the rebuild service asks the preview to take a save in (secret header, like the CMS webhook). */
export const REFRESH_PATH = '/__preview/refresh';
/**
 * The preview's health (no secret: it tells only the renderer's state): 200 while the renderer is ready, 503 while
 * it starts or is being restarted. The compose health check and operators read it.
 */
export const HEALTH_PATH = '/__preview/health';
/** The live script every preview page loads, and the event stream it listens to (preview-live.mjs). */
export const LIVE_SCRIPT_PATH = '/__preview/live.js';
export const EVENTS_PATH = '/__preview/events';
/** The admin's preview link names the save it was opened for (`saved=<ISO time>`). */
export const SAVED_PARAMETER = 'saved';
/** How long a page opened for a save waits for the renderer to have it before it is shown as older. */
export const FRESH_WAIT_MS = 20_000;

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A small page of the preview server in the request's language (`/de/…` German, else English). */
export function messagePage(urlPath, key, { refresh = false } = {}) {
  const { locale } = parseLocalizedPath(urlPath);
  const text = (name) => escapeHtml(catalogueText(CATALOGUES[locale], `${key}.${name}`) ?? '');
  const reload = refresh ? `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">` : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">${reload}<title>${text('title')}</title></head><body><main><h1>${text('title')}</h1><p>${text('text')}</p></main></body></html>`;
}

/** The path and query of a target without the token parameter (where the cookie flow redirects to). */
function withoutToken(urlPath, search) {
  const params = new URLSearchParams(search);
  params.delete(TOKEN_PARAMETER);
  const rest = params.toString();
  return `${encodeURI(urlPath)}${rest === '' ? '' : `?${rest}`}`;
}

/**
 * The preview server. `checkAccess(token)` says whether a preview token opens it (`{ expiresAt }`, or null:
 * scripts/lib/preview-access.mjs asks the CMS); `frameAncestors` lists the origins allowed to frame it (the CMS admin);
 * `renderer()` is the running `gatsby develop` (`{ url, headers, isReady() }`, or null before it starts; `headers`
 * carry its gate's token); `assetsRoot` the
 * live site release, whose island scripts and catalogues the pages load; `cmsPublicUrl` the CMS the pages call
 * (their CSP allows it); `refresh()` takes a save in (`POST /__preview/refresh` with `refreshSecret` in
 * `X-Rebuild-Secret`, as the rebuild service sends it); `secure` marks the cookie Secure; `health()` is the
 * renderer's state for `GET /__preview/health` (preview-supervisor.mjs).
 * @param {{
 *   checkAccess: (token: string) => Promise<{ expiresAt: number } | null>, frameAncestors?: string[],
 *   renderer?: () => { url: string, headers?: Record<string, string>, isReady(): boolean } | null,
 *   assetsRoot?: string, cmsPublicUrl: string, refresh?: () => Promise<unknown>, refreshSecret?: string,
 *   secure?: boolean, upstreamTimeoutMs?: number, freshWaitMs?: number,
 *   health?: () => { renderer: string, restarts: number, lastExit: string | null },
 * }} options
 */
export function createPreviewServer({
  checkAccess,
  frameAncestors = [],
  renderer = () => null,
  assetsRoot,
  cmsPublicUrl,
  refresh,
  refreshSecret,
  secure = false,
  upstreamTimeoutMs = UPSTREAM_TIMEOUT_MS,
  freshWaitMs = FRESH_WAIT_MS,
  health = () => ({ renderer: renderer()?.isReady() ? 'ready' : 'starting', restarts: 0, lastExit: null }),
}) {
  if (typeof checkAccess !== 'function') throw new Error('the preview server needs checkAccess (the CMS asks)');
  const headers = previewHeaders(frameAncestors);
  const live = createLiveChannel();
  /** The grant of a token as the query or cookie brings it, or null (nothing asked for what cannot be a token). */
  const grantOf = async (value) => {
    const token = tokenShape(value);
    return token === undefined ? null : checkAccess(token);
  };
  const cmsOrigin = new URL(cmsPublicUrl).origin;
  const filePolicy = withFrameAncestors(
    contentSecurityPolicy({ scriptHashes: [], cmsOrigin, sandbox: true }),
    frameAncestors,
  );
  let assets;
  /** The static server of the live release's assets, made once the release exists. */
  const assetServer = () => {
    if (assets === undefined && assetsRoot && fs.existsSync(assetsRoot)) assets = createStaticServer(assetsRoot);
    return assets;
  };
  /** A content-addressed file of the live release (scripts, styles, catalogues), which the preview pages share. */
  const isReleaseAsset = (urlPath) => {
    if (!assetsRoot || urlPath.startsWith('/static/') || !/\.(js|css|json|woff2?)$/.test(urlPath)) return false;
    return fs.existsSync(path.join(assetsRoot, urlPath));
  };

  const sendPage = (req, res, status, html, extra = {}) => {
    res.writeHead(status, { ...headers, 'Content-Type': 'text/html; charset=utf-8', ...extra });
    res.end(req.method === 'HEAD' ? undefined : html);
  };

  /** Lets the static server answer an asset, with the preview's headers replacing its framing and caching rules. */
  const serveAsset = (server, req, res) => {
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (status, ...rest) => {
      const given = typeof rest[0] === 'string' ? rest[1] : rest[0];
      // The release's own policy for the file (the sandbox of a non-page file), framed by the admin only.
      const merged = {
        ...given,
        ...headers,
        'Content-Security-Policy': withFrameAncestors(given?.['Content-Security-Policy'], frameAncestors),
      };
      delete merged['X-Frame-Options'];
      delete merged['Strict-Transport-Security'];
      return writeHead(status, merged);
    };
    server.emit('request', req, res);
  };

  /** The renderer failed or took too long: "being updated" while nothing was sent, else the answer is cut off. */
  const upstreamFailed = (req, res, target) => {
    if (res.headersSent) return res.destroy();
    return sendPage(req, res, 502, messagePage(target, 'updating', { refresh: true }));
  };

  /**
   * Asks the renderer for a page or file (with its gate's token); HTML comes back without develop's runtime and
   * under the site's CSP. Bounded by `upstreamTimeoutMs` from the request to the last byte.
   */
  const forward = (req, res, running, target, status, onPage = (page, _again) => sendLivePage(req, res, page)) => {
    const upstream = new URL(target, running.url);
    const request = http.request(
      upstream,
      {
        method: req.method,
        // Wait for the server-side render (develop otherwise answers a client-only shell when it is slow).
        headers: {
          ...running.headers,
          accept: req.headers.accept ?? '*/*',
          'accept-encoding': 'identity',
          'x-gatsby-wait-for-dev-ssr': '1',
        },
        signal: AbortSignal.timeout(upstreamTimeoutMs),
      },
      (answer) => {
        answer.on('error', () => upstreamFailed(req, res, target));
        const type = String(answer.headers['content-type'] ?? '');
        if (answer.statusCode === 404 && type.startsWith('text/html') && status === undefined) {
          answer.resume();
          // Develop's own 404 lists every page; the site's error page of the language says it better.
          const { locale } = parseLocalizedPath(upstream.pathname);
          return forward(req, res, running, localizePath('/404/', locale), 404, onPage);
        }
        if (!type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, {
            ...headers,
            'Content-Type': type || 'application/octet-stream',
            // A file, not a page: the site's sandbox policy, framed by the admin only.
            'Content-Security-Policy': filePolicy,
          });
          return answer.pipe(res);
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const html = withoutDevelopRuntime(Buffer.concat(chunks).toString('utf8'));
          const page = { status: status ?? answer.statusCode ?? 502, html };
          Promise.resolve(onPage(page, () => forward(req, res, running, target, status, onPage))).catch(() =>
            upstreamFailed(req, res, target),
          );
        });
      },
    );
    request.on('error', () => upstreamFailed(req, res, target));
    request.end();
  };

  /** A page with the live script and its digest, under the site's CSP for its HTML; kept for the page's reload. */
  const sendLivePage = (req, res, { status, html }) => {
    const digest = pageDigest(html);
    const extra = {
      'Content-Security-Policy': previewPagePolicy(html, { cmsOrigin, frameAncestors }),
      'X-Preview-Digest': digest,
    };
    const body = withLiveScript(html, digest);
    // The live script's look at its own page: its reload follows at once and gets this answer.
    if (req.method === 'GET' && req.headers['x-preview-check'] === '1') {
      live.keep(`${req.headers.cookie}|${req.url}`, { status, body, headers: extra });
    }
    sendPage(req, res, status, body, extra);
  };

  /**
   * A page opened for a save (`saved=` in the admin's link): until the renderer has that save (the page's bar
   * shows it), the page waits for the next refresh, at most `freshWaitMs`; then it is sent as it is, and its live
   * script says that it is older and reloads it when the save arrives.
   */
  const freshPage = (req, res, expected) => {
    const deadline = Date.now() + freshWaitMs;
    return async (page, again) => {
      if (!(shownSave(page.html) >= expected) && Date.now() < deadline) {
        await live.nextReady(Math.min(1_500, deadline - Date.now()));
        return again();
      }
      return sendLivePage(req, res, page);
    };
  };

  const takeRefresh = async (req, res) => {
    if (!refresh || !sameSecret(req.headers['x-rebuild-secret'], refreshSecret ?? '')) {
      res.writeHead(401, { ...headers, 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ error: 'unauthorized' }));
    }
    req.resume();
    live.broadcast('updating');
    try {
      const result = await refresh();
      res.writeHead(200, { ...headers, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(result ?? {}));
    } catch (error) {
      res.writeHead(503, { ...headers, 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: error.message }));
    } finally {
      // Also after a failure: open pages stop saying "updating" and look at themselves again.
      live.broadcast('ready');
    }
  };

  const handle = async (req, res) => {
    const target = parseTarget(req.url ?? '');
    if (req.method === 'POST' && target.urlPath === REFRESH_PATH) return takeRefresh(req, res);
    if (req.method === 'GET' && target.urlPath === HEALTH_PATH) {
      const state = health();
      res.writeHead(state.renderer === 'ready' ? 200 : 503, { ...headers, 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(state));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendPage(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    if (target.status !== undefined) {
      return sendPage(req, res, target.status, escapeHtml(http.STATUS_CODES[target.status] ?? 'Bad request'));
    }
    const { urlPath, search } = target;
    const given = new URLSearchParams(search).getAll(TOKEN_PARAMETER);
    if (given.length > 0) {
      const grant = given.length === 1 ? await grantOf(given[0]) : null;
      if (!grant) return sendPage(req, res, 401, messagePage(urlPath, 'denied'));
      // The token leaves the address at once (history, referrers, screenshots): a cookie carries the session.
      return sendPage(req, res, 303, '', {
        Location: withoutToken(urlPath, search),
        'Set-Cookie': sessionCookie(given[0], grant.expiresAt, { secure }),
      });
    }
    // Every request: the CMS says whether the token still opens the preview (logging out ends it at once).
    if (!(await grantOf(readCookie(req.headers.cookie, PREVIEW_COOKIE)))) {
      return sendPage(req, res, 401, messagePage(urlPath, 'denied'));
    }
    if (urlPath === LIVE_SCRIPT_PATH) {
      res.writeHead(200, {
        ...headers,
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Security-Policy': filePolicy,
      });
      return res.end(req.method === 'HEAD' ? undefined : PREVIEW_LIVE_SCRIPT);
    }
    if (urlPath === EVENTS_PATH) return live.subscribe(req, res, headers);
    const assetsServer = isReleaseAsset(urlPath) ? assetServer() : undefined;
    if (assetsServer) return serveAsset(assetsServer, req, res);
    if (!isForwarded(urlPath)) return sendPage(req, res, 404, 'Not found');
    const kept = req.method === 'GET' ? live.take(`${req.headers.cookie}|${req.url}`) : undefined;
    if (kept) return sendPage(req, res, kept.status, kept.body, kept.headers);
    const running = renderer();
    if (!running?.isReady()) {
      return sendPage(req, res, 503, messagePage(urlPath, 'updating', { refresh: true }), {
        'Retry-After': String(REFRESH_SECONDS),
      });
    }
    const expected = Date.parse(new URLSearchParams(search).get(SAVED_PARAMETER) ?? '');
    const onPage = Number.isNaN(expected) ? undefined : freshPage(req, res, expected);
    return forward(req, res, running, `${encodeURI(urlPath)}${search}`, undefined, onPage);
  };

  const server = http.createServer((req, res) => {
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error) => {
        console.error(`preview server: ${req.method} ${req.url}: ${error.message}`);
        if (res.headersSent) res.destroy();
        else sendPage(req, res, 500, 'Internal server error');
      });
  });
  server.on('close', () => live.close());
  return server;
}
