// The gate in front of the draft preview's renderer (`gatsby develop` on drafts, scripts/lib/preview-develop.mjs).
// Develop answers every request it gets — its GraphQL explorer and page data list every draft — and sends
// `Access-Control-Allow-Origin: *`, so any web page a developer or editor opens could read drafts from the loopback
// port, and a DNS-rebinding page under its own name too. This module is loaded into the renderer's process before
// Gatsby (`node --import`) and sits where every request of every server in that process passes: the server's
// `request` and `upgrade` events. It lets a request through only with the renderer's own Host and the token the
// preview server was given at start; every answer loses its CORS headers. Deny by default: a route develop or a
// plugin adds later is behind the same gate.
import crypto from 'node:crypto';
import http from 'node:http';

/** The header the preview server (and the renderer's own helpers) send the token in. */
export const RENDERER_TOKEN_HEADER = 'x-preview-renderer-token';
/** Environment of the renderer's process: the token, and the one Host it answers to (`127.0.0.1:<port>`). */
export const RENDERER_TOKEN_ENV = 'PREVIEW_RENDERER_TOKEN';
export const RENDERER_HOST_ENV = 'PREVIEW_RENDERER_HOST';

const digest = (value) => crypto.createHash('sha256').update(String(value), 'utf8').digest();

/**
 * Why a request may not reach the renderer, or null when it may: the Host must be exactly the renderer's
 * (another name is a DNS-rebinding page or a misdirected client), the token must match (compared in constant time).
 * @param {{ headers: import('node:http').IncomingHttpHeaders }} req
 * @param {{ token: string, host: string }} gate
 * @returns {'host' | 'token' | null}
 */
export function rendererRefusal(req, { token, host }) {
  if (String(req.headers.host ?? '').toLowerCase() !== host.toLowerCase()) return 'host';
  const given = req.headers[RENDERER_TOKEN_HEADER];
  if (typeof given !== 'string' || given === '' || !crypto.timingSafeEqual(digest(given), digest(token))) {
    return 'token';
  }
  return null;
}

const isCorsHeader = (name) => /^access-control-/i.test(String(name));

/** Makes `res` drop every `Access-Control-*` header, however it is set. */
function withoutCors(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (isCorsHeader(name) ? res : setHeader(name, value));
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    for (const name of res.getHeaderNames()) if (isCorsHeader(name)) res.removeHeader(name);
    const at = typeof rest[0] === 'string' ? 1 : 0;
    const given = rest[at];
    if (given && typeof given === 'object' && !Array.isArray(given)) {
      rest[at] = Object.fromEntries(Object.entries(given).filter(([name]) => !isCorsHeader(name)));
    }
    return writeHead(status, ...rest);
  };
  return res;
}

/**
 * Installs the gate on every HTTP server of this process (call before the server is made). Refused requests get
 * 403 (421 for a foreign Host) with an empty body; refused upgrades (develop's hot-reload socket) are closed.
 * @param {{ token: string, host: string }} gate
 */
export function installRendererGuard(gate) {
  if (typeof gate.token !== 'string' || gate.token.length < 16) throw new Error('the renderer token is too short');
  if (!/^[^\s/]+:\d+$/.test(gate.host)) throw new Error(`the renderer host must be host:port, got ${gate.host}`);
  const emit = http.Server.prototype.emit;
  /**
   * @this {import('node:http').Server}
   * @param {string | symbol} event
   * @param {...any} args
   */
  http.Server.prototype.emit = function guardedEmit(event, ...args) {
    if (event === 'request') {
      const [req, res] = args;
      const refusal = rendererRefusal(req, gate);
      if (refusal !== null) {
        res.writeHead(refusal === 'host' ? 421 : 403, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
        res.end();
        req.resume();
        return true;
      }
      return Reflect.apply(emit, this, [event, req, withoutCors(res)]);
    }
    if (event === 'upgrade') {
      const [req, socket] = args;
      if (rendererRefusal(req, gate) !== null) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]);
  };
}

/** The gate's settings from the renderer's environment, or null when it is not the preview's renderer. */
export function gateFromEnv(env = process.env) {
  const token = env[RENDERER_TOKEN_ENV];
  const host = env[RENDERER_HOST_ENV];
  return token && host ? { token, host } : null;
}
