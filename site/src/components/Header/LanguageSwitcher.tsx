import React from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, localizePath, type Alternate } from '@app/routing';
import { useSite } from '../../site/SiteContext';

/**
 * Links to the same page in the other languages (translated slugs come from the build). A page without
 * a translation links to the other language's home page. A click stores the choice in the language cookie
 * (`data-locale-choice`, read by the inline script of `i18n/locale-choice.ts`).
 */
export function LanguageSwitcher({ alternates }: { alternates: Alternate[] }) {
  const { t } = useTranslation('common');
  const { locale: current } = useSite();
  return (
    <nav aria-label={t('language.label')} className="language-switcher">
      <ul>
        {LOCALES.map(({ code }) => {
          const target = alternates.find((a) => a.locale === code)?.path ?? localizePath('/', code);
          const name = t(`language.names.${code}`);
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
                  title={t('language.switchTo', { language: name })}
                  data-locale-choice={code}
                >
                  {name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
