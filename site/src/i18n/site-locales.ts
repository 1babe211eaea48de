import { LOCALES, LOCALE_CODES, type Locale, type LocaleInfo } from '@app/routing';

/** The languages this build offers visitors, as `gatsby-node` decided them (`build/site-locales.ts`). */
declare const __SITE_LOCALES__: readonly string[] | undefined;

/**
 * The languages of LOCALES the site offers visitors, for what pages render: the language switch, hreflang, the
 * language a first visit is sent to. A language still being translated is not among them
 * (docs/adding-a-locale.md); outside a build (unit tests) every language is.
 */
export const SITE_LOCALES: readonly Locale[] =
  typeof __SITE_LOCALES__ === 'undefined' ? LOCALE_CODES : LOCALE_CODES.filter((c) => __SITE_LOCALES__.includes(c));

/** The entries of LOCALES the site offers (code, tag, name), in their order. */
export const SITE_LOCALE_INFOS: readonly LocaleInfo[] = LOCALES.filter((l) => SITE_LOCALES.includes(l.code));
