import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LOCALES, localizePath } from '@app/routing';
import type { Alternate } from '../content/types';
import { useLocale } from '../i18n/useLocale';

/**
 * Links to the same page in the other languages (translated slugs come from the build). A page
 * without a translation links to the other language's home page.
 */
export function LanguageSwitcher({ alternates }: { alternates: Alternate[] }) {
  const { t } = useTranslation('common');
  const current = useLocale();
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
                <Link
                  to={target}
                  lang={code}
                  hrefLang={code}
                  title={t('language.switchTo', { language: name })}
                  data-locale-choice={code}
                >
                  {name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
