import type { IncomingMessage } from 'http';

export type JsonBodyResult =
  | { ok: true; body: unknown }
  | { ok: false; status: 400 | 408 | 413 | 415; name: string; message: string };

type Request = {
  req: IncomingMessage;
  is(type: string): string | false | null;
  get(field: string): string;
  request: { length?: number; charset: string };
};

const READ_TIMEOUT_MS = 10_000;
/** What a refused client may still send (and we throw away) before the connection is cut. */
export const DISCARD_LIMIT_BYTES = 256 * 1024;

const refuse = (status: 400 | 408 | 413 | 415, name: string, message: string): JsonBodyResult => ({
  ok: false,
  status,
  name,
  message,
});

/**
 * Reads at most `limit` bytes of the request stream, counting what arrives (a chunked body has no
 * Content-Length to trust). Stops reading as soon as the limit is passed, so an oversize upload is never
 * buffered; also gives up on a body that trickles in for longer than READ_TIMEOUT_MS.
 */
function readAtMost(stream: IncomingMessage, limit: number): Promise<Buffer | 'too-large' | 'timeout'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | 'too-large' | 'timeout' | Error) => {
      clearTimeout(timer);
      stream.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onAborted);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stream.pause();
        finish('too-large');
      } else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onError = (error: Error) => finish(error);
    const onAborted = () => finish(new Error('request aborted'));
    const timer = setTimeout(() => {
      stream.pause();
      finish('timeout');
    }, READ_TIMEOUT_MS);
    stream.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onAborted);
  });
}

/**
 * After a refusal: reads and throws away what the client still sends, so it can read the answer instead of
 * having its upload reset (nothing is kept), but cuts the connection once more than `maxBytes` arrive.
 */
export function discardRest(stream: IncomingMessage, maxBytes: number): void {
  if (stream.readableEnded) return;
  let discarded = 0;
  stream.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxBytes) stream.socket.destroy();
  });
  stream.resume();
}

/**
 * A form body: a UTF-8 JSON object, at most `limit` bytes, not
 * compressed. Anything else is refused without reading it: a cross-site HTML form can send
 * `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain` without a CORS preflight.
 */
export async function readJsonBody(ctx: Request, limit: number): Promise<JsonBodyResult> {
  const contentEncoding = ctx.get('Content-Encoding').toLowerCase();
  if (!ctx.is('application/json') || (contentEncoding !== '' && contentEncoding !== 'identity')) {
    return refuse(415, 'UnsupportedMediaTypeError', 'Send the form as application/json.');
  }
  if (ctx.request.charset !== '' && ctx.request.charset.toLowerCase() !== 'utf-8') {
    return refuse(415, 'UnsupportedMediaTypeError', 'Send the form as UTF-8 encoded application/json.');
  }
  if (ctx.req.readableEnded) {
    // Strapi's body parser already consumed it: the deferral did not recognise this route. Fail loudly.
    throw new Error('The form body was read before the form guard; is deferBodiesToRoutes installed?');
  }
  const tooLarge = refuse(413, 'PayloadTooLargeError', `The request body must not exceed ${limit} bytes.`);
  if ((ctx.request.length ?? 0) > limit) return tooLarge;
  const raw = await readAtMost(ctx.req, limit);
  if (raw === 'too-large') return tooLarge;
  if (raw === 'timeout') return refuse(408, 'RequestTimeoutError', 'The request body took too long to arrive.');
  try {
    const body: unknown = JSON.parse(raw.toString('utf8'));
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return { ok: true, body };
  } catch {
    // answered below
  }
  return refuse(400, 'ValidationError', 'The request body must be a JSON object.');
}
