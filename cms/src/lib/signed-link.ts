import crypto from 'crypto';
import type { Core } from '@strapi/strapi';

/**
 * Links in e-mails that act on one address without a login: signed with a server secret, bound to their
 * purpose (a confirmation link cannot unsubscribe, nor the reverse) and, where they act on one record, to
 * that record (`ref`), and expiring.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe' | 'token-details';

export type LinkParams = { email: string; expires: number; ref?: string };

/** Confirmation links (newsletter sign-ups, token reports) and what waits for them expire after this many days. */
export const CONFIRMATION_DAYS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Token reports one address may have unconfirmed within CONFIRMATION_DAYS. A stranger who types someone else's
 * address can make us send at most this many confirmation requests (our words only) to it.
 */
export const MAX_UNCONFIRMED_TOKEN_REPORTS = 3;

function signature(secret: string, purpose: LinkPurpose, { email, expires, ref }: LinkParams): string {
  const signed = `${purpose}\n${email}\n${expires}${ref === undefined ? '' : `\n${ref}`}`;
  return crypto.createHmac('sha256', secret).update(signed).digest('base64url');
}

/**
 * The query of a signed link: `email`, `expires` (ms since epoch), `ref` when the link names a record,
 * `signature`, and the page language `lang`.
 */
export function signedQuery(secret: string, purpose: LinkPurpose, link: LinkParams, lang: string): URLSearchParams {
  return new URLSearchParams({
    email: link.email,
    expires: String(link.expires),
    ...(link.ref === undefined ? {} : { ref: link.ref }),
    signature: signature(secret, purpose, link),
    lang,
  });
}

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * What a link's query names (address, and record if any) when its signature is right for `purpose` and it has
 * not expired; null for anything else (a forged, altered, expired or incomplete link, or a repeated parameter).
 */
export function verifiedLink(
  secret: string,
  purpose: LinkPurpose,
  query: Readonly<Record<string, unknown>>,
  now = Date.now(),
): { email: string; ref?: string } | null {
  const email = single(query.email);
  const expiresText = single(query.expires);
  const given = single(query.signature);
  const ref = query.ref === undefined ? undefined : single(query.ref);
  if (!email || !expiresText || !given || !/^\d{1,15}$/.test(expiresText)) return null;
  if (query.ref !== undefined && !ref) return null;
  const expires = Number(expiresText);
  if (expires < now) return null;
  const expected = Buffer.from(signature(secret, purpose, { email, expires, ref }));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return null;
  return ref === undefined ? { email } : { email, ref };
}

/** The address a link names, for links that name no record (the newsletter's); null otherwise. */
export function verifiedEmail(
  secret: string,
  purpose: LinkPurpose,
  query: Readonly<Record<string, unknown>>,
  now = Date.now(),
): string | null {
  const link = verifiedLink(secret, purpose, query, now);
  return link === null || link.ref !== undefined ? null : link.email;
}

/** The secret links are signed with: NEWSLETTER_SECRET, else the first of the CMS's APP_KEYS. */
export function linkSecret(strapi: Core.Strapi): string {
  const keys = strapi.config.get('server.app.keys') as string[] | undefined;
  const value = process.env.NEWSLETTER_SECRET ?? keys?.[0];
  if (!value) throw new Error('No secret to sign e-mail links (NEWSLETTER_SECRET or APP_KEYS)');
  return value;
}

/** The CMS's public address, where the links in e-mails point. */
export function cmsBaseUrl(strapi: Core.Strapi): string {
  const base = (strapi.config.get('server.url') as string) || `http://localhost:${strapi.config.get('server.port')}`;
  return base.replace(/\/+$/, '');
}
