import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/routing';

/**
 * The locale of the page being rendered: the language of the i18next instance around it — the i18n
 * plugin's during the build, the island runtime's in the browser.
 */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
