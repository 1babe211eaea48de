import React from 'react';
import { useTranslation } from 'react-i18next';
import { type Alternate } from '@app/routing';
import { SITE_LOCALES } from '../../i18n/site-locales';
import { useSite } from '../../site/SiteContext';
import { autonym, languageName } from './language-name';
import { untranslatedTarget } from './untranslated';

/**
 * Links to the same page in the other languages (translated slugs come from the build). A page without a
 * translation says so next to the language name and links to the nearest overview in that language (an article
 * to the insight list, otherwise the home page), so the visitor is not moved silently. A click stores the choice in the language cookie
 * (`data-locale-choice`, read by the inline script of `i18n/locale-choice.ts`). Each language is shown by its own
 * name ("Deutsch", marked with its `lang`); the link's title names it in the page's language ("auf Englisch lesen").
 */
export function LanguageSwitcher({ alternates }: { alternates: Alternate[] }) {
  const { t } = useTranslation('common');
  const { locale: current } = useSite();
  return (
    <nav aria-label={t('language.label')} className="language-switcher">
      <ul>
        {SITE_LOCALES.map((code) => {
          const translated = alternates.find((a) => a.locale === code)?.path;
          const target = translated ?? untranslatedTarget(alternates, current, code);
          const name = autonym(code);
          const language = languageName(code, current);
          return (
            <li key={code}>
              {code === current ? (
                <span aria-current="true" lang={code}>
                  {name}
                </span>
              ) : (
                <a
                  href={target}
                  lang={code}
                  hrefLang={code}
                  title={t(translated ? 'language.switchTo' : 'language.untranslatedTitle', { language })}
                  data-locale-choice={code}
                >
                  {name}
                  {translated ? null : (
                    <span className="language-switcher__note" lang={current}>
                      {t('language.untranslated')}
                    </span>
                  )}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
