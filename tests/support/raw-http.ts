import net from 'net';

/**
 * Sends one HTTP/1.1 request exactly as given — any method, any bytes in the target (NUL, backslashes,
 * `..`), which `fetch` would refuse or normalise — and resolves with the response's status code.
 */
export function rawStatus(baseUrl: string, method: string, target: string): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 'latin1'),
    );
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(received);
      if (status) {
        resolve(Number(status[1]));
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`connection closed without a status line: ${JSON.stringify(received)}`)));
  });
}

/** Writes `request` byte for byte to 127.0.0.1:`port` and resolves with everything the server sent until it closed. */
export function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request, 'latin1'));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}
