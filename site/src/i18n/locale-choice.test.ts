import { chooseLocale, localeCookie } from './locale-choice';

describe('chooseLocale (SPEC §4: cookie, else browser languages, else en)', () => {
  it('prefers the stored cookie', () => {
    expect(chooseLocale('foo=1; i18n_redirected=de', ['en-US'])).toBe('de');
  });
  it('ignores an unsupported cookie value and uses the browser list in order', () => {
    expect(chooseLocale('i18n_redirected=fr', ['fr-FR', 'de-AT', 'en'])).toBe('de');
  });
  it('falls back to English', () => {
    expect(chooseLocale('', ['fr', 'es'])).toBe('en');
    expect(chooseLocale('', [])).toBe('en');
  });
});

describe('localeCookie', () => {
  it('has the SPEC §9 attributes: 365 days, path /, SameSite=Lax, not Secure', () => {
    const cookie = localeCookie('de');
    expect(cookie).toBe('i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(cookie).not.toMatch(/Secure/i);
  });
});
