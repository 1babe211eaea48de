// The preview server's side of a live preview (the page's side: preview-live.mjs): one event stream per open preview
// page (server-sent events), told when the preview starts taking a save in and when the renderer has it; and the
// rendered answer a page asked for to see whether it changed, kept for the reload that follows at once.
import crypto from 'node:crypto';

/** Seconds between the stream's keep-alive comments (proxies close idle connections). */
const KEEP_ALIVE_MS = 20_000;
/** How long a rendered answer waits for the page's reload. */
const KEPT_MS = 10_000;

/** The digest of a page's HTML: the page compares it to know whether it changed. */
export const pageDigest = (html) => crypto.createHash('sha256').update(html, 'utf8').digest('hex').slice(0, 24);

/**
 * The page with the live script and its digest in the head: the script follows the saves, the digest tells it
 * whether the page changed.
 */
export function withLiveScript(html, digest) {
  const tags = `<meta name="preview-digest" content="${digest}"><script src="/__preview/live.js" defer></script>`;
  const at = html.indexOf('</head>');
  return at === -1 ? `${tags}${html}` : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

/** The save time the page shows (its bar's `data-preview-saved`), as a timestamp, or NaN. */
export const shownSave = (html) => Date.parse(/\bdata-preview-saved="([^"]*)"/.exec(html)?.[1] ?? '');

/** The event streams of the open preview pages, and the answers kept for their reloads. */
export function createLiveChannel() {
  /** @type {Set<import('node:http').ServerResponse>} */
  const streams = new Set();
  /** @type {Set<() => void>} */
  const waiting = new Set();
  /** @type {Map<string, { status: number, body: string, headers: Record<string, string>, at: number }>} */
  const kept = new Map();

  const send = (res, event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const keepAlive = setInterval(() => {
    for (const res of streams) res.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();

  return {
    /** Opens a page's stream (`headers`: the preview's own, no caching). */
    subscribe(req, res, headers) {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/event-stream', Connection: 'keep-alive' });
      res.write('retry: 2000\n\n');
      streams.add(res);
      req.on('close', () => streams.delete(res));
    },
    /** Tells every open page: `updating` (a save is being taken in) or `ready` (the renderer has it). */
    broadcast(event, data = {}) {
      kept.clear(); // what was rendered before may be out of date now
      for (const res of streams) send(res, event, data);
      if (event === 'ready') for (const wake of waiting) wake();
    },
    /** Resolves at the next `ready`, or after `ms`. */
    nextReady(ms) {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve(undefined);
        };
        const timer = setTimeout(done, ms);
        waiting.add(done);
      });
    },
    /** Keeps an answer for `key` (session and address) until the page reloads, the next save, or 10 s. */
    keep(key, answer) {
      kept.set(key, { ...answer, at: Date.now() });
    },
    /** The answer kept for `key`, once. */
    take(key) {
      const answer = kept.get(key);
      kept.delete(key);
      return answer && Date.now() - answer.at < KEPT_MS ? answer : undefined;
    },
    close() {
      clearInterval(keepAlive);
      for (const res of streams) res.end();
      streams.clear();
    },
  };
}
