import { useI18next } from 'gatsby-plugin-react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/routing';

/** The locale of the page being rendered (from the page context the build set). */
export function useLocale(): Locale {
  const { language } = useI18next();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
