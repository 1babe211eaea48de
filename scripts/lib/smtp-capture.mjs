// A real SMTP server on loopback for tests and local runs: every message is written to a folder.
// While a file whose name starts with `.refuse` exists in that folder, the server answers with a temporary
// failure (451), so tests can see what the CMS does when its mail server is unavailable: an empty file refuses
// every message, a file holding a text refuses only the messages that contain it (one test's own address), so
// the mail of tests running beside it still arrives.
// Bounded: a message over MAX_MESSAGE_BYTES is refused (552) without being kept, and once the capture has
// stored MAX_STORED_BYTES it refuses further messages (452) — it runs under `npm start` on a developer's disk.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const REFUSE_FLAG = '.refuse';
/** The CMS's mails are a few kilobytes; a megabyte is far more than any of them. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
/** What one capture stores in all: room for the test run's thousands of mails, not for a flood. */
export const MAX_STORED_BYTES = 256 * 1024 * 1024;
/** SMTP connections at once (the CMS's mailer pools three). */
const MAX_CLIENTS = 20;

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

const smtpError = (code, message) => Object.assign(new Error(message), { responseCode: code });
const outage = () => smtpError(451, 'Mailbox temporarily unavailable (test outage)');

/**
 * The port `npm start`'s capture listens on: `SMTP_PORT` when set (a whole number from 1 to 65535), else 0 (a free
 * port). Throws on anything else, naming the variable.
 * @param {string | undefined} value
 */
export function smtpCapturePort(value) {
  if (value === undefined || value.trim() === '') return 0;
  const port = Number(value.trim());
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`SMTP_PORT must be a port number from 1 to 65535, got "${value.slice(0, 20)}"`);
  return port;
}

/**
 * Starts the capture server; resolves with its port and a close function. `maxMessageBytes` and
 * `maxStoredBytes` lower the bounds (tests of the bounds).
 */
export function startSmtpCapture(
  dir,
  { port = 0, host = '127.0.0.1', maxMessageBytes = MAX_MESSAGE_BYTES, maxStoredBytes = MAX_STORED_BYTES } = {},
) {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  let stored = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Announced in EHLO and enforced on DATA: a larger message is answered 552 whatever onData does.
    size: maxMessageBytes,
    maxClients: MAX_CLIENTS,
    onRcptTo(address, session, callback) {
      if (refusals(dir).some((text) => text === '' || address.address.includes(text))) return callback(outage());
      return callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      let length = 0;
      stream.on('data', (chunk) => {
        length += chunk.length;
        if (length <= maxMessageBytes) chunks.push(chunk); // past the limit nothing more is held in memory
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || length > maxMessageBytes) {
          return callback(smtpError(552, `Message exceeds the limit of ${maxMessageBytes} bytes`));
        }
        if (stored + length > maxStoredBytes) {
          return callback(smtpError(452, 'Insufficient storage: the capture folder is full'));
        }
        const message = Buffer.concat(chunks).toString('utf8');
        if (refusals(dir).some((text) => message.includes(text))) return callback(outage());
        stored += length;
        count += 1;
        const envelope = `X-Envelope-To: ${session.envelope.rcptTo.map((r) => r.address).join(', ')}\r\n`;
        fs.writeFileSync(path.join(dir, `${Date.now()}-${count}.eml`), envelope + message);
        callback();
      });
    },
  });
  return new Promise((/** @type {(capture: { port: number, close(): Promise<void> }) => void} */ resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      // A client dropping its connection (a CMS being stopped mid-session) is not the capture's failure.
      server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
        if (error.code !== 'ECONNRESET') console.error(`SMTP capture: ${error.message}`);
      });
      const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.server.address());
      resolve({ port: bound, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
