import { chooseLocale, localeChoiceScript, localeCookie, localeRedirectScript } from './locale-choice';

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

describe('localeRedirectScript (the home page without prefix)', () => {
  const runScript = (cookie: string, languages: string[]) => {
    const replace = jest.fn();
    const script = new Function('document', 'navigator', 'location', localeRedirectScript());
    script({ cookie }, { languages, language: languages[0] }, { replace, search: '?utm=1', hash: '' });
    return replace;
  };

  it('sends a visitor with the German cookie to /de/, keeping the query', () => {
    expect(runScript('i18n_redirected=de', ['en-US'])).toHaveBeenCalledWith('/de/?utm=1');
  });
  it('uses the browser languages when there is no cookie', () => {
    expect(runScript('', ['fr-FR', 'de-CH'])).toHaveBeenCalledWith('/de/?utm=1');
  });
  it('stays on the English page for an English cookie, English browsers and crawlers', () => {
    expect(runScript('i18n_redirected=en', ['de-DE'])).not.toHaveBeenCalled();
    expect(runScript('', ['en-US', 'de'])).not.toHaveBeenCalled();
    expect(runScript('', [])).not.toHaveBeenCalled();
  });
});

describe('localeChoiceScript (every page)', () => {
  it('stores the language of a clicked language link with the cookie attributes of SPEC §9', () => {
    let listener: ((e: unknown) => void) | undefined;
    const doc = { cookie: '', addEventListener: (_: string, fn: (e: unknown) => void) => (listener = fn) };
    new Function('document', localeChoiceScript())(doc);
    const link = { getAttribute: () => 'de', closest: () => link };
    listener!({ target: link });
    expect(doc.cookie).toBe(localeCookie('de'));
  });

  it('ignores clicks elsewhere', () => {
    let listener: ((e: unknown) => void) | undefined;
    const doc = { cookie: '', addEventListener: (_: string, fn: (e: unknown) => void) => (listener = fn) };
    new Function('document', localeChoiceScript())(doc);
    listener!({ target: { closest: () => null } });
    expect(doc.cookie).toBe('');
  });
});
