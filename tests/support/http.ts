/**
 * Raw HTTP for tests that need what `fetch` hides: a path sent byte for byte (`/x/../uploads`, `%2F`), any
 * header (X-Forwarded-For, Origin, Transfer-Encoding), and a body that is still being sent when the answer comes.
 */
import http from 'http';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; text: string; json: any };

export type RawRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

function collect(response: http.IncomingMessage): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (c: Buffer) => chunks.push(c));
    response.on('error', reject);
    response.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
    });
  });
}

/** Sends one request to `baseUrl` exactly as given and resolves with the whole answer. */
export function rawRequest(baseUrl: string, { method = 'GET', path, headers = {}, body }: RawRequest) {
  const url = new URL(baseUrl);
  return new Promise<RawResponse>((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method, path, headers, agent: false },
      (response) => collect(response).then(resolve, reject),
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Starts a request, writes `firstPart` of its body and keeps the body open. Resolves with the answer if the
 * server answers before the body is complete, or with `null` when it stays silent for `waitMs` (then the
 * request is abandoned). Measures how long the answer took.
 */
export function answerBeforeBodyEnds(
  baseUrl: string,
  { method = 'POST', path, headers = {} }: RawRequest,
  firstPart: string | Buffer,
  waitMs = 5_000,
): Promise<{ response: RawResponse; ms: number } | null> {
  const url = new URL(baseUrl);
  const started = Date.now();
  return new Promise((resolve) => {
    const request = http.request({ host: url.hostname, port: url.port, method, path, headers, agent: false });
    const timer = setTimeout(() => {
      request.destroy();
      resolve(null);
    }, waitMs);
    request.on('response', (response) => {
      clearTimeout(timer);
      const ms = Date.now() - started;
      collect(response).then(
        (answer) => {
          request.destroy();
          resolve({ response: answer, ms });
        },
        () => resolve(null),
      );
    });
    request.on('error', () => undefined); // the server may close the socket while we still send
    request.write(firstPart);
  });
}
