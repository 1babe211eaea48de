/**
 * The visitor's cookie choice (§ 25 TDDDG: everything beyond the strictly necessary needs prior opt-in). It is
 * kept in a first-party cookie for 12 months, so the inline head script can read it before the first paint and
 * decide whether the notice shows. The value carries a version: a change of the categories asks again.
 */
export type ConsentChoice = {
  /** Google Tag Manager and the analytics tags it loads. */
  analytics: boolean;
  /** Advertising measurement of the tags (Consent Mode's ad_* signals). */
  marketing: boolean;
};

export const CONSENT_COOKIE = {
  name: 'cookie_consent',
  /** 12 months. */
  maxAgeDays: 365,
  path: '/',
  sameSite: 'Lax',
} as const;

/** Bump when the categories or what they cover change: every stored choice then counts as none. */
export const CONSENT_VERSION = 1;

/** The cookie value: `v1.a1.m0` (version, analytics, marketing). One pattern for this module and the head script. */
export const CHOICE_VALUE_PATTERN = `v${CONSENT_VERSION}\\.a[01]\\.m[01]`;

export const NO_CONSENT: ConsentChoice = { analytics: false, marketing: false };
export const FULL_CONSENT: ConsentChoice = { analytics: true, marketing: true };

export function serializeChoice(choice: ConsentChoice): string {
  return `v${CONSENT_VERSION}.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** The choice a cookie value holds, or null for anything else (an old version, an edited value). */
export function parseChoice(value: string | undefined): ConsentChoice | null {
  if (value === undefined || !new RegExp(`^${CHOICE_VALUE_PATTERN}$`).test(value)) return null;
  return { analytics: value.includes('.a1.'), marketing: value.endsWith('.m1') };
}

/** The stored choice from a `document.cookie` string (the first cookie of that name counts, as browsers send it). */
export function readChoice(cookies: string): ConsentChoice | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === CONSENT_COOKIE.name) return parseChoice(part.slice(at + 1).trim());
  }
  return null;
}

/** The `document.cookie` assignment that stores a choice for 12 months (`Secure` on https). */
export function choiceCookie(choice: ConsentChoice, secure: boolean): string {
  const maxAge = CONSENT_COOKIE.maxAgeDays * 24 * 60 * 60;
  return [
    `${CONSENT_COOKIE.name}=${serializeChoice(choice)}`,
    `Max-Age=${maxAge}`,
    `Path=${CONSENT_COOKIE.path}`,
    `SameSite=${CONSENT_COOKIE.sameSite}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
