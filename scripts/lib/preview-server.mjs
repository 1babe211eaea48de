// The draft-preview server (README "Draft preview"): serves the latest preview build — the site built from
// drafts — to editors only. It wraps the static server (same files, same path rules) and changes what a
// preview needs: a secret (once in the query, then a cookie), `noindex` on every answer, framing by the CMS
// admin only, no caching, and a "preview is being updated" page while there is nothing to show yet.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { LOCALE_CODES, catalogueText, parseLocalizedPath } from '../../packages/routing/dist/index.js';
import { ROOT } from './env.mjs';
import { createStaticServer, parseTarget } from './static-server.mjs';

/** Name of the session cookie (it holds a digest of the secret, never the secret itself). */
export const PREVIEW_COOKIE = 'kastell_preview';
/** Query parameter the admin's preview links carry the secret in. */
export const SECRET_PARAMETER = 'secret';
/** Sent with every answer, whatever its status: a preview must never be indexed. */
export const ROBOTS_HEADER = 'noindex, nofollow';
/** Seconds before a "being updated" page reloads itself. */
export const REFRESH_SECONDS = 5;
/** A preview session lasts a working day; the admin's next preview link renews it. */
const COOKIE_MAX_AGE_S = 12 * 60 * 60;
/** The site's secrets are 64 hex characters; anything much longer is not one (and is not hashed). */
const MAX_SECRET_LENGTH = 256;

const CATALOGUES = Object.fromEntries(
  LOCALE_CODES.map((code) => [
    code,
    JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', code, 'preview.json'), 'utf8')),
  ]),
);

const digest = (value) => crypto.createHash('sha256').update(value, 'utf8').digest();
/** What the cookie holds: a keyed digest of the secret, so the cookie alone does not reveal the secret. */
const sessionValue = (secret) => crypto.createHmac('sha256', secret).update('preview-session').digest('hex');

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
 * The Set-Cookie value of a preview session. HttpOnly (no script reads it) and SameSite=Lax: the admin and the
 * preview server are the same site (localhost on two ports; cms.example.com and preview.example.com), so the
 * cookie is sent inside the admin's iframe; `Secure` whenever the preview is served over https.
 */
export function sessionCookie(secret, { secure }) {
  const attributes = ['Path=/', `Max-Age=${COOKIE_MAX_AGE_S}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${PREVIEW_COOKIE}=${sessionValue(secret)}; ${attributes.join('; ')}`;
}

/**
 * A Content-Security-Policy with its `frame-ancestors` replaced by the admin origins (`'none'` without any);
 * every other directive is kept as given. The site's own policy (script hashes, connect-src …) thereby stays in
 * force in the preview: only who may frame it changes.
 */
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

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A small page of the preview server in the request's language (`/de/…` German, else English). */
export function messagePage(urlPath, key, { refresh = false } = {}) {
  const { locale } = parseLocalizedPath(urlPath);
  const text = (name) => escapeHtml(catalogueText(CATALOGUES[locale], `${key}.${name}`) ?? '');
  const reload = refresh ? `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">` : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">${reload}<title>${text('title')}</title></head><body><main><h1>${text('title')}</h1><p>${text('text')}</p></main></body></html>`;
}

/** The path and query of a target without the secret parameter (where the cookie flow redirects to). */
function withoutSecret(urlPath, search) {
  const params = new URLSearchParams(search);
  params.delete(SECRET_PARAMETER);
  const rest = params.toString();
  return `${encodeURI(urlPath)}${rest === '' ? '' : `?${rest}`}`;
}

/**
 * The preview server. `root` is the preview releases' `current` link (it may not exist yet); `secret` opens
 * it; `frameAncestors` lists the origins allowed to frame it (the CMS admin); `building()` says whether a
 * preview build is waiting or running (for the "being updated" pages); `secure` marks the cookie Secure.
 */
export function createPreviewServer({ root, secret, frameAncestors = [], building = () => false, secure = false }) {
  if (typeof secret !== 'string' || secret.length < 16)
    throw new Error('PREVIEW_SECRET must be at least 16 characters');
  const headers = previewHeaders(frameAncestors);
  const session = sessionValue(secret);
  let files;
  /** The static server of the preview releases, made once the first release exists. */
  const staticServer = () => {
    if (files === undefined && fs.existsSync(root)) files = createStaticServer(root);
    return files;
  };

  const sendPage = (req, res, status, html, extra = {}) => {
    res.writeHead(status, { ...headers, 'Content-Type': 'text/html; charset=utf-8', ...extra });
    res.end(req.method === 'HEAD' ? undefined : html);
  };

  /**
   * Lets the static server answer, with the preview's headers replacing its framing and caching rules: the
   * site's Content-Security-Policy stays, with `frame-ancestors` set to the admin. A page missing while a build
   * runs may be new in that build: the site's 404 then reloads itself (`Refresh`).
   */
  const serveFile = (server, req, res) => {
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (status, ...rest) => {
      const given = typeof rest[0] === 'string' ? rest[1] : rest[0];
      const merged = {
        ...given,
        ...headers,
        'Content-Security-Policy': withFrameAncestors(given?.['Content-Security-Policy'], frameAncestors),
      };
      delete merged['X-Frame-Options'];
      delete merged['Strict-Transport-Security'];
      if (status === 404 && building()) merged.Refresh = String(REFRESH_SECONDS);
      return writeHead(status, merged);
    };
    server.emit('request', req, res);
  };

  const handle = (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendPage(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    const target = parseTarget(req.url ?? '');
    if (target.status !== undefined) {
      return sendPage(req, res, target.status, escapeHtml(http.STATUS_CODES[target.status] ?? 'Bad request'));
    }
    const { urlPath, search } = target;
    const given = new URLSearchParams(search).getAll(SECRET_PARAMETER);
    if (given.length > 0) {
      if (given.length !== 1 || !sameSecret(given[0], secret)) {
        return sendPage(req, res, 401, messagePage(urlPath, 'denied'));
      }
      // The secret leaves the address at once (history, referrers, screenshots): a cookie carries the session.
      return sendPage(req, res, 303, '', {
        Location: withoutSecret(urlPath, search),
        'Set-Cookie': sessionCookie(secret, { secure }),
      });
    }
    if (!sameSecret(readCookie(req.headers.cookie, PREVIEW_COOKIE), session)) {
      return sendPage(req, res, 401, messagePage(urlPath, 'denied'));
    }
    const server = staticServer();
    if (server === undefined) {
      return sendPage(req, res, 503, messagePage(urlPath, 'updating', { refresh: true }), {
        'Retry-After': String(REFRESH_SECONDS),
      });
    }
    return serveFile(server, req, res);
  };

  return http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`preview server: ${req.method} ${req.url}: ${error.message}`);
      if (res.headersSent) res.destroy();
      else sendPage(req, res, 500, 'Internal server error');
    }
  });
}
