import { LOCALE_CODES } from './locales';
import { absoluteUrl, localizeHref, localizePath, normalizePath, parseLocalizedPath } from './paths';

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['about', '/about/'],
    ['/about', '/about/'],
    ['//sto///legal', '/sto/legal/'],
    ['/insight/x/?page=2#top', '/insight/x/'],
  ])('%s → %s', (input, expected) => expect(normalizePath(input)).toBe(expected));
});

describe('localizePath', () => {
  it('keeps English paths without a prefix', () => {
    expect(localizePath('/sto/legal/', 'en')).toBe('/sto/legal/');
    expect(localizePath('/', 'en')).toBe('/');
  });
  it('prefixes German paths with /de/', () => {
    expect(localizePath('/sto/legal/', 'de')).toBe('/de/sto/legal/');
    expect(localizePath('/', 'de')).toBe('/de/');
    expect(localizePath('about', 'de')).toBe('/de/about/');
  });
});

describe('parseLocalizedPath', () => {
  it('reads the locale from the prefix', () => {
    expect(parseLocalizedPath('/de/sto/legal/')).toEqual({ locale: 'de', path: '/sto/legal/' });
    expect(parseLocalizedPath('/de/')).toEqual({ locale: 'de', path: '/' });
  });
  it('treats unprefixed paths (and an explicit /en/) as English content paths', () => {
    expect(parseLocalizedPath('/about/')).toEqual({ locale: 'en', path: '/about/' });
    expect(parseLocalizedPath('/en/about/')).toEqual({ locale: 'en', path: '/en/about/' });
  });
  it('round-trips with localizePath', () => {
    for (const locale of LOCALE_CODES) {
      expect(parseLocalizedPath(localizePath('/case-studies/projects/', locale))).toEqual({
        locale,
        path: '/case-studies/projects/',
      });
    }
  });
});

describe('localizeHref', () => {
  it('prefixes internal links for German pages and keeps query and hash', () => {
    expect(localizeHref('/sto/quiz/', 'de')).toBe('/de/sto/quiz/');
    expect(localizeHref('/insight/?topic=defi#list', 'de')).toBe('/de/insight/?topic=defi#list');
  });
  it('leaves already localized, external and anchor links alone', () => {
    expect(localizeHref('/de/imprint/', 'de')).toBe('/de/imprint/');
    expect(localizeHref('https://cal.example/en/discovery', 'de')).toBe('https://cal.example/en/discovery');
    expect(localizeHref('mailto:hello@example.com', 'de')).toBe('mailto:hello@example.com');
    expect(localizeHref('#contact', 'de')).toBe('#contact');
    expect(localizeHref('//cdn.example/x', 'de')).toBe('//cdn.example/x');
  });
  it('does not prefix English links', () => {
    expect(localizeHref('/sto/quiz/', 'en')).toBe('/sto/quiz/');
  });
});

describe('absoluteUrl', () => {
  it('joins origin and path with exactly one slash', () => {
    expect(absoluteUrl('https://www.example.com/', '/de/')).toBe('https://www.example.com/de/');
    expect(absoluteUrl('https://www.example.com', 'about/')).toBe('https://www.example.com/about/');
  });
});
