import { localeChoiceScript, localeRedirectScript } from './locale-choice';

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
  it('ignores an unsupported cookie value and takes the first supported browser language', () => {
    expect(runScript('i18n_redirected=fr', ['fr-FR', 'de-AT', 'en'])).toHaveBeenCalledWith('/de/?utm=1');
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
  it('stores the language of a clicked language link with the cookie attributes of product rules §9', () => {
    let listener: ((e: unknown) => void) | undefined;
    const doc = { cookie: '', addEventListener: (_: string, fn: (e: unknown) => void) => (listener = fn) };
    new Function('document', localeChoiceScript())(doc);
    const link = { getAttribute: () => 'de', closest: () => link };
    listener!({ target: link });
    // product rules §9: 365 days, path /, SameSite=Lax, not Secure (the site is also served over plain HTTP locally).
    expect(doc.cookie).toBe('i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('ignores clicks elsewhere', () => {
    let listener: ((e: unknown) => void) | undefined;
    const doc = { cookie: '', addEventListener: (_: string, fn: (e: unknown) => void) => (listener = fn) };
    new Function('document', localeChoiceScript())(doc);
    listener!({ target: { closest: () => null } });
    expect(doc.cookie).toBe('');
  });
});
