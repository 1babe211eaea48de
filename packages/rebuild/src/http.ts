/**
 * The rebuild service over HTTP: `POST /webhook` (Strapi's webhook) and `GET /status` (JSON, for operators and
 * the CMS's admin widget, which reads it on the editor's behalf), both with the shared secret in a header.
 * Listens on an internal address only; the status names drafts (slugs, documentIds, missing fields), so it is
 * not for anyone who merely reaches the port.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { Trigger } from './scheduler';
import type { RebuildService } from './service';

/** Header carrying the shared secret (Strapi's webhooks have no signature of their own). */
export const SECRET_HEADER = 'x-rebuild-secret';
/** Largest webhook body read; Strapi's payload is one entry, far below this. */
export const MAX_BODY_BYTES = 1024 * 1024;

const digest = (value: string) => crypto.createHash('sha256').update(value, 'utf8').digest();

/** Compares in constant time whatever the lengths (hashing first hides the length of the secret). */
export function secretMatches(given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || given === '') return false;
  return crypto.timingSafeEqual(digest(given), digest(secret));
}

const EVENT = /^[a-z]{1,20}\.[a-z]{1,20}$/;
const MODEL = /^[a-z0-9][a-z0-9-]{0,62}$/;
const LOCALE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;
const DOCUMENT_ID = /^[a-z0-9]{10,40}$/;
const field = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a webhook body says, for the status only: the build never depends on it (Strapi sends `entry: null`
 * at times, and one or two events per locale). Anything that is not the expected shape is left out.
 */
export function triggerFromPayload(body: unknown, at: Date): Trigger {
  const payload = isObject(body) ? body : {};
  const entry = isObject(payload.entry) ? payload.entry : {};
  const trigger: Trigger = { reason: 'webhook', at: at.toISOString() };
  const event = field(payload.event, EVENT);
  const model = field(payload.model, MODEL);
  const locale = field(entry.locale, LOCALE);
  const documentId = field(entry.documentId, DOCUMENT_ID);
  if (event) trigger.event = event;
  if (model) trigger.model = model;
  if (locale) trigger.locale = locale;
  if (documentId) trigger.documentId = documentId;
  return trigger;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

/** Reads at most `MAX_BODY_BYTES`; resolves with null when the body is larger (the rest is not read). */
function readBody(req: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) return resolve(null);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const parseJson = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
};

/** The answer to a request without the secret: 401, and nothing about the service. */
const UNAUTHORIZED: Reply = {
  status: 401,
  body: { error: 'missing or wrong secret' },
  headers: { Connection: 'close' },
};

async function webhook(req: http.IncomingMessage, service: RebuildService, secret: string): Promise<Reply> {
  // The secret is checked before a byte of the body is read: a stranger costs nothing and starts nothing.
  if (!secretMatches(req.headers[SECRET_HEADER], secret)) return UNAUTHORIZED;
  const body = await readBody(req);
  if (body === null) return { status: 413, body: { error: 'body too large' }, headers: { Connection: 'close' } };
  service.notify(triggerFromPayload(parseJson(body), new Date()));
  return { status: 202, body: { accepted: true } };
}

function route(req: http.IncomingMessage, service: RebuildService, secret: string): Promise<Reply> | Reply {
  const pathname = new URL(req.url ?? '/', 'http://rebuild.invalid').pathname;
  if (pathname === '/webhook') {
    if (req.method !== 'POST') return { status: 405, body: { error: 'POST only' }, headers: { Allow: 'POST' } };
    return webhook(req, service, secret);
  }
  if (pathname === '/status') {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return { status: 405, body: { error: 'GET only' }, headers: { Allow: 'GET, HEAD' } };
    if (!secretMatches(req.headers[SECRET_HEADER], secret)) return UNAUTHORIZED;
    return { status: 200, body: service.status() };
  }
  return { status: 404, body: { error: 'not found' } };
}

/** The HTTP server of a rebuild service; `secret` must be non-empty. */
export function createRebuildServer(service: RebuildService, { secret }: { secret: string }): http.Server {
  if (secret.length < 16) throw new Error('the rebuild webhook secret must be at least 16 characters long');
  return http.createServer(async (req, res) => {
    let reply: Reply;
    try {
      reply = await route(req, service, secret);
    } catch {
      reply = { status: 400, body: { error: 'bad request' }, headers: { Connection: 'close' } };
    }
    res.writeHead(reply.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...reply.headers,
    });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(reply.body));
  });
}
