/**
 * Server rendering as the build does it, for tests: the real catalogues of a language (as the i18n plugin
 * provides them) and the site settings every page frame provides.
 */
import './text-encoder';
import fs from 'fs';
import path from 'path';
import React from 'react';
import { renderToString } from 'react-dom/server';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@app/routing';
import { SiteProvider, type GlobalSettings, type SiteSettings } from '../src/site/SiteContext';

const LOCALES = path.resolve(__dirname, '..', '..', 'locales');

/** An i18next instance with every catalogue of `locale`, configured like the build's and the island runtime's. */
export function testI18n(locale: Locale, defaultNS = 'common'): I18n {
  const dir = path.join(LOCALES, locale);
  const resources = Object.fromEntries(
    fs
      .readdirSync(dir)
      .map((name) => [name.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'))]),
  );
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    resources: { [locale]: resources },
    defaultNS,
    interpolation: { escapeValue: false },
    keySeparator: '.',
    nsSeparator: ':',
    returnNull: false,
    initImmediate: false,
    react: { useSuspense: false },
  });
  return i18n;
}

export const TEST_GLOBAL: GlobalSettings = {
  locale: 'en',
  companyName: 'Kastell Labs',
  legalName: 'Kastell Labs GmbH',
  tagline: 'Software and blockchain engineering from Mainz',
  email: 'hello@example.com',
  phone: '+49 6131 555',
  street: 'Rheinallee 88',
  postalCode: '55118',
  city: 'Mainz',
  country: 'Germany',
  headerMenu: [{ group: 'expertise', pages: ['software-development', 'big-data'] }],
  footerText: 'Software and blockchain engineering.',
  footerLinks: [{ label: 'Imprint', url: '/imprint/' }],
  socialLinks: [{ platform: 'linkedin', url: 'https://www.linkedin.com/company/example' }],
  bookingUrl: 'https://cal.example/en',
  defaultMetaDescription: 'Software and blockchain development.',
};

/** Wraps `element` in the providers a page gives it: i18n of `locale` and the site settings. */
export function inPage(element: React.ReactElement, locale: Locale = 'en', site: Partial<SiteSettings> = {}) {
  const settings: SiteSettings = {
    locale,
    global: { ...TEST_GLOBAL, locale },
    cmsPublicUrl: 'https://cms.example',
    siteUrl: 'https://www.example.com',
    ...site,
  };
  return (
    <I18nextProvider i18n={testI18n(locale)}>
      <SiteProvider value={settings}>{element}</SiteProvider>
    </I18nextProvider>
  );
}

/** The HTML the build writes for `element` on a page in `locale`. */
export function renderStatic(
  element: React.ReactElement,
  locale: Locale = 'en',
  site: Partial<SiteSettings> = {},
): string {
  return renderToString(inPage(element, locale, site));
}
