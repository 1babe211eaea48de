// A real SMTP server on loopback for tests and local runs: every message is written to a folder.
// While a file named `.refuse` exists in that folder it answers every recipient with a temporary
// failure (451), so tests can see what the CMS does when its mail server is unavailable.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const REFUSE_FLAG = '.refuse';

/** Starts the capture server; resolves with its port and a close function. */
export function startSmtpCapture(dir, { port = 0, host = '127.0.0.1' } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, session, callback) {
      if (fs.existsSync(path.join(dir, REFUSE_FLAG))) {
        const error = new Error('Mailbox temporarily unavailable (test outage)');
        error.responseCode = 451;
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        count += 1;
        const envelope = `X-Envelope-To: ${session.envelope.rcptTo.map((r) => r.address).join(', ')}\r\n`;
        fs.writeFileSync(
          path.join(dir, `${Date.now()}-${count}.eml`),
          envelope + Buffer.concat(chunks).toString('utf8'),
        );
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      // A client dropping its connection (a CMS being stopped mid-session) is not the capture's failure.
      server.on('error', (error) => {
        if (error.code !== 'ECONNRESET') console.error(`SMTP capture: ${error.message}`);
      });
      resolve({ port: server.server.address().port, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
