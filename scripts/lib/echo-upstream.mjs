// A stand-in for the CMS behind the proxy in tests: answers every request with what it received (method,
// raw URL, headers, body) as JSON, numbered, so a test can tell what reached the upstream, in which spelling,
// and whether an answer came from the proxy's cache (the same number twice).
import http from 'node:http';

/** Starts the echo server on `host` and a free port; `stop()` closes it. */
export async function startEchoUpstream({ host = '127.0.0.1' } = {}) {
  let served = 0;
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      served += 1;
      const body = JSON.stringify({
        served,
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'Content-Type': 'application/json', 'X-Upstream': 'echo' }).end(body);
    });
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, host, resolve)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    address: `${host}:${port}`,
    stop: () => /** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve()))),
  };
}
