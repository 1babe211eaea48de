import crypto from 'crypto';

/**
 * Links in newsletter e-mails that act on one address without a login: signed with a server secret,
 * bound to their purpose (a confirmation link cannot unsubscribe, nor the reverse) and expiring.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe';

export type LinkParams = { email: string; expires: number };

function signature(secret: string, purpose: LinkPurpose, { email, expires }: LinkParams): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}\n${email}\n${expires}`).digest('base64url');
}

/** The query of a signed link: `email`, `expires` (ms since epoch), `signature`, and the page language `lang`. */
export function signedQuery(secret: string, purpose: LinkPurpose, link: LinkParams, lang: string): URLSearchParams {
  return new URLSearchParams({
    email: link.email,
    expires: String(link.expires),
    signature: signature(secret, purpose, link),
    lang,
  });
}

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The address a link's query names when its signature is right for `purpose` and it has not expired;
 * null for anything else (a forged, altered, expired or incomplete link, or a repeated parameter).
 */
export function verifiedEmail(
  secret: string,
  purpose: LinkPurpose,
  query: Readonly<Record<string, unknown>>,
  now = Date.now(),
): string | null {
  const email = single(query.email);
  const expiresText = single(query.expires);
  const given = single(query.signature);
  if (!email || !expiresText || !given || !/^\d{1,15}$/.test(expiresText)) return null;
  const expires = Number(expiresText);
  if (expires < now) return null;
  const expected = Buffer.from(signature(secret, purpose, { email, expires }));
  const actual = Buffer.from(given);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual) ? email : null;
}
