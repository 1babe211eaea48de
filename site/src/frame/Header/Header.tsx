import React from 'react';
import { useTranslation } from 'react-i18next';
import { STATIC_ROUTES, TOP_LEVEL_MENU, isPageKey, localizePath, type Alternate, type PageKey } from '@app/routing';
import { BookingLink } from '../../features/booking/BookingLink';
import { useSite } from '../../site/SiteContext';
import { Logo } from '../../components/Logo';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenu } from './MobileMenu';
import { NavGroup, type MenuGroupLinks } from './NavGroup';
import './Header.css';

/**
 * Site header: logo, the product rules §2 menu groups (from the CMS, labels from the `nav` catalogue), booking,
 * language.
 */
export function Header({ alternates }: { alternates: Alternate[] }) {
  const { t } = useTranslation(['nav', 'common']);
  const { locale, global } = useSite();
  const link = (key: PageKey) => ({ label: t(`nav:pages.${key}`), to: localizePath(STATIC_ROUTES[key], locale) });
  const groups: MenuGroupLinks[] = global.headerMenu.map((group) => ({
    label: t(`nav:groups.${group.group}`),
    links: (group.pages ?? []).filter(isPageKey).map(link),
  }));
  const topLinks = TOP_LEVEL_MENU.map(link);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a href={localizePath('/', locale)} className="logo" aria-label={global.companyName}>
          <Logo />
          <span className="logo__name">{global.companyName}</span>
        </a>
        <nav aria-label={t('nav:mainNavigation')} className="main-nav">
          <ul>
            {groups.map((group) => (
              <NavGroup key={group.label} {...group} />
            ))}
            {topLinks.map((item) => (
              <li key={item.to}>
                <a className="nav-link" href={item.to}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <BookingLink className="button" bookingUrl={global.bookingUrl}>
            {t('common:bookCall')}
          </BookingLink>
          <LanguageSwitcher alternates={alternates} />
          <MobileMenu groups={groups} topLinks={topLinks} bookingUrl={global.bookingUrl} />
        </div>
      </div>
    </header>
  );
}
