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

/** Header lines of a MIME entity, unfolded, by lower-case name (the first of each name). */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, match.index)), body: raw.slice(match.index + match[0].length) };
}

function decodeBody(body: string, encoding = ''): string {
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The decoded leaf parts of a message, by content type (`text/plain`, `text/html`), multipart nesting followed. */
function leafParts(raw: string, parts = new Map<string, string>()): Map<string, string> {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      leafParts(section.replace(/^\r?\n/, ''), parts);
    }
    return parts;
  }
  const mime = type.split(';')[0]!.trim().toLowerCase();
  if (!parts.has(mime)) parts.set(mime, decodeBody(body, headers.get('content-transfer-encoding')));
  return parts;
}

export type CapturedMail = {
  to: string;
  raw: string;
  /** The whole message, quoted-printable decoded. */
  text: string;
  /** A header of the message (unfolded, encoded words decoded), by name in any case. */
  header(name: string): string | undefined;
  /** The decoded `text/plain` and `text/html` parts. */
  plain: string | undefined;
  html: string | undefined;
};

function parseMail(raw: string): CapturedMail {
  const { headers } = splitEntity(raw);
  const parts = leafParts(raw);
  return {
    to: headers.get('x-envelope-to') ?? '',
    raw,
    text: decodeQuotedPrintable(decodeHeaderWords(raw)),
    header: (name) => {
      const value = headers.get(name.toLowerCase());
      return value === undefined ? undefined : Buffer.from(decodeHeaderWords(value), 'latin1').toString('utf8');
    },
    plain: parts.get('text/plain'),
    html: parts.get('text/html'),
  };
}

/** Messages the test SMTP server received so far. */
export function capturedMails(): CapturedMail[] {
  if (!MAIL_DIR || !fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')));
}

/**
 * Makes the test SMTP server refuse (451) every message that contains `marker` — the running test's own address —
 * until the returned function is called; the mail of other tests still arrives.
 */
export function refuseMail(marker: string): () => void {
  if (marker.trim() === '') throw new Error("refuseMail needs a marker: an empty one would refuse every test's mail");
  const flag = path.join(
    MAIL_DIR,
    `${REFUSE_FLAG}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  fs.writeFileSync(flag, marker);
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
