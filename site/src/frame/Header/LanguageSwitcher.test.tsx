/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { LOCALES, LOCALE_CODES, localizePath, type Alternate, type Locale } from '@app/routing';
import { translate } from '../../../test/i18n-mock';
import { LanguageSwitcher } from './LanguageSwitcher';
import { untranslatedTarget } from './untranslated';

let mockLocale: Locale = 'en';
jest.mock('react-i18next', () => jest.requireActual('../../../test/i18n-mock').i18nextMock(() => mockLocale));
jest.mock('../../site/SiteContext', () => ({ useSite: () => ({ locale: mockLocale }) }));

const renderSwitcher = (locale: Locale, alternates: Alternate[]) => {
  mockLocale = locale;
  return render(<LanguageSwitcher alternates={alternates} />);
};

describe('LanguageSwitcher', () => {
  it('links a translated article to its German version without a note', () => {
    renderSwitcher('en', [
      { locale: 'en', path: '/insight/audits/' },
      { locale: 'de', path: '/de/insight/audits-erklaert/' },
    ]);
    const link = screen.getByRole('link', { name: 'Deutsch' });
    expect(link.getAttribute('href')).toBe('/de/insight/audits-erklaert/');
    expect(link.getAttribute('lang')).toBe('de');
    expect(link.getAttribute('title')).toBe(
      translate('en', 'common:language.switchTo', 'common', { language: 'German' }),
    );
    expect(link.textContent).toBe('Deutsch');
  });

  it.each(LOCALE_CODES)(
    'on a page in %s: every language of the site, each by its own name in its own language',
    (locale) => {
      renderSwitcher(
        locale,
        LOCALE_CODES.map((code) => ({ locale: code, path: localizePath('/about/', code) })),
      );
      for (const { code, name } of LOCALES) {
        const entry = screen.getByText(name);
        expect(entry.getAttribute('lang')).toBe(code);
        if (code === locale) expect(entry.getAttribute('aria-current')).toBe('true');
        else expect(entry.getAttribute('href')).toBe(localizePath('/about/', code));
      }
    },
  );

  it('on a German page names English in German: "Diese Seite auf Englisch lesen"', () => {
    renderSwitcher('de', [
      { locale: 'en', path: '/insight/audits/' },
      { locale: 'de', path: '/de/insight/audits-erklaert/' },
    ]);
    const link = screen.getByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe('/insight/audits/');
    expect(link.getAttribute('title')).toBe(
      translate('de', 'common:language.switchTo', 'common', { language: 'Englisch' }),
    );
    expect(screen.getByText('Deutsch').getAttribute('aria-current')).toBe('true');
  });

  it('an English-only article says so and leads to the German insight overview, not the home page', () => {
    renderSwitcher('en', [{ locale: 'en', path: '/insight/audits/' }]);
    const link = screen.getByRole('link', { name: /Deutsch/ });
    expect(link.textContent).toBe(`Deutsch${translate('en', 'common:language.untranslated')}`);
    expect(link.getAttribute('href')).toBe('/de/insight/');
    expect(link.getAttribute('title')).toBe(
      translate('en', 'common:language.untranslatedTitle', 'common', { language: 'German' }),
    );
  });

  it('on a German page without English version, the note is German', () => {
    renderSwitcher('de', [{ locale: 'de', path: '/de/case-studies/projekt/' }]);
    const link = screen.getByRole('link', { name: /English/ });
    expect(link.textContent).toBe(`English${translate('de', 'common:language.untranslated')}`);
    expect(link.getAttribute('href')).toBe('/case-studies/');
    expect(link.getAttribute('title')).toBe(
      translate('de', 'common:language.untranslatedTitle', 'common', { language: 'Englisch' }),
    );
  });
});

describe('untranslatedTarget', () => {
  it.each<[Alternate[], Locale, Locale, string]>([
    [[{ locale: 'en', path: '/insight/a/' }], 'en', 'de', '/de/insight/'],
    [[{ locale: 'en', path: '/about/' }], 'en', 'de', '/de/'],
    [[{ locale: 'de', path: '/de/insight/x/y/' }], 'de', 'en', '/insight/'],
    [[], 'en', 'de', '/de/'],
    // Odd spellings of the own path still find the listing; nothing outside the site is ever produced.
    [[{ locale: 'en', path: '//insight//a?x=1#y' }], 'en', 'de', '/de/insight/'],
    [[{ locale: 'en', path: '/../../etc/passwd/' }], 'en', 'de', '/de/'],
  ])('%j (%s → %s) → %s', (alternates, current, locale, expected) => {
    expect(untranslatedTarget(alternates, current, locale)).toBe(expected);
  });
});
