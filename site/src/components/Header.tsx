import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { STATIC_ROUTES, TOP_LEVEL_MENU, localizePath } from '@app/routing';
import type { Alternate } from '../content/types';
import { useLocale } from '../i18n/useLocale';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useGlobal } from './useGlobal';

/** Site header: logo, the SPEC §2 menu groups (from the CMS, labels from the `nav` catalogue), language switch. */
export function Header({ alternates }: { alternates: Alternate[] }) {
  const { t } = useTranslation(['nav', 'common']);
  const locale = useLocale();
  const global = useGlobal();
  const href = (key: keyof typeof STATIC_ROUTES) => localizePath(STATIC_ROUTES[key], locale);
  return (
    <header className="site-header">
      <Link to={href('home')} className="logo">
        {global.companyName}
      </Link>
      <nav aria-label={t('nav:mainNavigation')} className="main-nav">
        <ul>
          {global.headerMenu.map((group) => (
            <li key={group.group}>
              <details>
                <summary>{t(`nav:groups.${group.group}`)}</summary>
                <ul>
                  {group.pages.map((key) => (
                    <li key={key}>
                      <Link to={href(key)}>{t(`nav:pages.${key}`)}</Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
          {TOP_LEVEL_MENU.map((key) => (
            <li key={key}>
              <Link to={href(key)}>{t(`nav:pages.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <a className="button" href={global.bookingUrl} target="_blank" rel="noopener noreferrer">
        {t('common:bookCall')}
      </a>
      <LanguageSwitcher alternates={alternates} />
    </header>
  );
}
