// A real SMTP server on loopback for tests and local runs: every message is written to a folder.
// While a file whose name starts with `.refuse` exists in that folder, the server answers with a temporary
// failure (451), so tests can see what the CMS does when its mail server is unavailable: an empty file refuses
// every message, a file holding a text refuses only the messages that contain it (one test's own address), so
// the mail of tests running beside it still arrives.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const REFUSE_FLAG = '.refuse';

/** The texts the refusal files name; `['']` (refuse everything) for an empty one; none when no file exists. */
function refusals(dir) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(REFUSE_FLAG))
    .map((name) => {
      try {
        return fs.readFileSync(path.join(dir, name), 'utf8').trim();
      } catch {
        return null; // removed meanwhile
      }
    })
    .filter((text) => text !== null);
}

const outage = () => Object.assign(new Error('Mailbox temporarily unavailable (test outage)'), { responseCode: 451 });

/** Starts the capture server; resolves with its port and a close function. */
export function startSmtpCapture(dir, { port = 0, host = '127.0.0.1' } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, session, callback) {
      if (refusals(dir).some((text) => text === '' || address.address.includes(text))) return callback(outage());
      return callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const message = Buffer.concat(chunks).toString('utf8');
        if (refusals(dir).some((text) => message.includes(text))) return callback(outage());
        count += 1;
        const envelope = `X-Envelope-To: ${session.envelope.rcptTo.map((r) => r.address).join(', ')}\r\n`;
        fs.writeFileSync(path.join(dir, `${Date.now()}-${count}.eml`), envelope + message);
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
