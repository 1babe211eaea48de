import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { MAX_MESSAGE_BYTES, smtpCapturePort, startSmtpCapture } from './smtp-capture.mjs';

let dir;
const captures = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-capture-'));
});
afterEach(async () => {
  while (captures.length > 0) await captures.pop().close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function capture(options) {
  const started = await startSmtpCapture(dir, options);
  captures.push(started);
  return started;
}

/** Sends one message the way the CMS does (nodemailer over plain SMTP on loopback). */
function send(port, text) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  return transport
    .sendMail({ from: 'cms@example.com', to: 'someone@example.com', subject: 'Test', text })
    .finally(() => transport.close());
}
const stored = () => fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));

test('stores a message of ordinary size', async () => {
  const { port } = await capture();
  await send(port, 'Hello');
  expect(stored()).toHaveLength(1);
  expect(fs.readFileSync(path.join(dir, stored()[0]), 'utf8')).toContain('X-Envelope-To: someone@example.com');
});

test('refuses a message over the size limit (552) and keeps nothing of it', async () => {
  const { port } = await capture();
  await expect(send(port, 'x'.repeat(MAX_MESSAGE_BYTES + 1))).rejects.toMatchObject({ responseCode: 552 });
  expect(stored()).toEqual([]);
  await send(port, 'still accepting ordinary mail');
  expect(stored()).toHaveLength(1);
});

test('stops storing (452) once it holds its total, however small each message is', async () => {
  const { port } = await capture({ maxStoredBytes: 4_000 });
  let refused;
  for (let i = 0; i < 20 && refused === undefined; i += 1) {
    await send(port, `message ${i}`).catch((error) => (refused = error));
  }
  expect(refused).toMatchObject({ responseCode: 452 });
  // What it stored of the messages themselves (each file starts with the envelope line the capture adds).
  const envelope = 'X-Envelope-To: someone@example.com\r\n'.length;
  const bytes = stored().reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size - envelope, 0);
  expect(stored().length).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(4_000);
});

test('npm start captures on SMTP_PORT when it is set, on a free port when not, and refuses a malformed one', async () => {
  const free = await capture();
  const wanted = free.port;
  await captures.pop().close();
  const { port } = await capture({ port: smtpCapturePort(String(wanted)) });
  expect(port).toBe(wanted);
  await send(port, 'On the port the operator chose');
  expect(stored()).toHaveLength(1);
  expect(smtpCapturePort(undefined)).toBe(0);
  expect(smtpCapturePort(' ')).toBe(0);
  for (const bad of ['25x', '70000', '-1', '1.5']) expect(() => smtpCapturePort(bad)).toThrow('SMTP_PORT');
});
