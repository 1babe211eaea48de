import fs from 'fs';
import path from 'path';
import { REFUSE_FLAG } from '../../scripts/lib/smtp-capture.mjs';
import { waitFor } from './wait';

const MAIL_DIR = process.env.MAIL_DIR ?? '';

/** Decodes a quoted-printable body (how nodemailer sends non-ASCII text). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Decodes RFC 2047 encoded words in headers (`=?UTF-8?Q?ver=C3=B6ffentlicht?=`, `=?UTF-8?B?…?=`), how nodemailer
 * writes a subject with non-ASCII letters; folded continuation lines are joined first.
 */
function decodeHeaderWords(text: string): string {
  return text
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      // Bytes as latin1 characters: decodeQuotedPrintable turns the whole message into UTF-8 afterwards.
      encoding.toLowerCase() === 'b'
        ? Buffer.from(word, 'base64').toString('latin1')
        : word
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .replace(/\?==\?/g, '');
}

export type CapturedMail = { to: string; raw: string; text: string };

/** Messages the test SMTP server received so far. */
export function capturedMails(): CapturedMail[] {
  if (!MAIL_DIR || !fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(MAIL_DIR, f), 'utf8');
      const text = decodeQuotedPrintable(decodeHeaderWords(raw));
      return { to: /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? '', raw, text };
    });
}

/** Makes the test SMTP server refuse every message (451) until the returned function is called. */
export function refuseMail(): () => void {
  const flag = path.join(MAIL_DIR, REFUSE_FLAG);
  fs.writeFileSync(flag, '');
  return () => fs.rmSync(flag, { force: true });
}

/** Waits (bounded) until a message to `to` matching `predicate` arrived. */
export async function waitForMail(
  to: string,
  predicate: (m: CapturedMail) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<CapturedMail> {
  const found = await waitFor(
    () => capturedMails().find((m) => m.to.includes(to) && predicate(m)),
    (mail) => mail !== undefined,
    { timeoutMs, message: `no e-mail to ${to}` },
  );
  return found!;
}
