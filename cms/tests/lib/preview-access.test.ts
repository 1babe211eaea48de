import {
  PREVIEW_TOKEN_TTL_S,
  readPreviewToken,
  readsPreviewableDrafts,
  signPreviewToken,
} from '../../src/lib/preview-access';

const SECRET = 'c'.repeat(64);
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const grant = {
  userId: '7',
  sessionId: '4f1c9e07b2d4e6f8a0b1c2d3e4f5a6b7',
  expiresAt: NOW / 1000 + PREVIEW_TOKEN_TTL_S,
};
const token = signPreviewToken(SECRET, grant);

describe('preview tokens: one admin user, one session, a short life', () => {
  it('carries the user, the session and the expiry, and reads back while it lasts', () => {
    expect(token.split('.').slice(0, 3)).toEqual(['7', grant.sessionId, String(grant.expiresAt)]);
    expect(token).not.toContain(SECRET);
    expect(readPreviewToken(SECRET, token, NOW)).toEqual(grant);
    expect(readPreviewToken(SECRET, token, NOW + (PREVIEW_TOKEN_TTL_S - 1) * 1000)).toEqual(grant);
  });

  it('expires after PREVIEW_TOKEN_TTL_S (30 minutes)', () => {
    expect(PREVIEW_TOKEN_TTL_S).toBe(30 * 60);
    expect(readPreviewToken(SECRET, token, NOW + PREVIEW_TOKEN_TTL_S * 1000)).toBeNull();
  });

  it('refuses every changed part: another user, another session, a later expiry, another signature', () => {
    const [user, session, expires, signature] = token.split('.') as [string, string, string, string];
    for (const forged of [
      [`8`, session, expires, signature],
      [user, `${session.slice(0, -1)}0`, expires, signature],
      [user, session, String(Number(expires) + 3600), signature],
      [user, session, expires, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`],
    ]) {
      expect(readPreviewToken(SECRET, forged.join('.'), NOW)).toBeNull();
    }
    expect(readPreviewToken('d'.repeat(64), token, NOW)).toBeNull();
  });

  it.each([undefined, null, 7, '', 'a.b.c', `${token}.x`, 'x'.repeat(600), '7.s.1e9.sig', '7.s<script>.9.sig', ['7']])(
    'refuses %p',
    (value) => {
      expect(readPreviewToken(SECRET, value, NOW)).toBeNull();
    },
  );

  it('refuses to sign a grant with unsafe characters', () => {
    expect(() => signPreviewToken(SECRET, { ...grant, sessionId: 'a.b' })).toThrow(/unsafe/);
  });
});

test('readsPreviewableDrafts: a role reading drafts of a previewable type (not the inbox) may open the preview', () => {
  const reads = (subjects: string[]) => ({
    can: (action: string, subject: string) =>
      action === 'plugin::content-manager.explorer.read' && subjects.includes(subject),
  });
  expect(readsPreviewableDrafts(reads(['api::post.post']))).toBe(true);
  expect(readsPreviewableDrafts(reads(['api::contact-message.contact-message']))).toBe(false);
  expect(readsPreviewableDrafts(reads([]))).toBe(false);
});
