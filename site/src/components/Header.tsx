import React, { useCallback, useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { STATIC_ROUTES, TOP_LEVEL_MENU, localizePath, type PageKey } from '@app/routing';
import type { Alternate } from '../content/types';
import { BookingLink } from '../features/booking/BookingLink';
import { useLocale } from '../i18n/useLocale';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Glyph } from './Glyph';
import { Logo } from './Logo';
import { MobileMenu, type MenuGroupLinks } from './MobileMenu';
import { NavGroup } from './NavGroup';
import { useGlobal } from './useGlobal';

/** Site header: logo, the SPEC §2 menu groups (from the CMS, labels from the `nav` catalogue), booking, language. */
export function Header({ alternates }: { alternates: Alternate[] }) {
  const { t } = useTranslation(['nav', 'common']);
  const locale = useLocale();
  const global = useGlobal();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const link = (key: PageKey) => ({ label: t(`nav:pages.${key}`), to: localizePath(STATIC_ROUTES[key], locale) });
  const groups: MenuGroupLinks[] = global.headerMenu.map((g) => ({
    label: t(`nav:groups.${g.group}`),
    links: g.pages.map(link),
  }));
  const topLinks = TOP_LEVEL_MENU.map(link);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={localizePath('/', locale)} className="logo">
          <Logo />
          {global.companyName}
        </Link>
        <nav aria-label={t('nav:mainNavigation')} className="main-nav">
          <ul>
            {groups.map((group) => (
              <NavGroup key={group.label} {...group} />
            ))}
            {topLinks.map((item) => (
              <li key={item.to}>
                <Link className="nav-link" to={item.to}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <BookingLink className="button" bookingUrl={global.bookingUrl}>
            {t('common:bookCall')}
          </BookingLink>
          <LanguageSwitcher alternates={alternates} />
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={drawerOpen}
            aria-label={t('nav:openMenu')}
            onClick={() => setDrawerOpen(true)}
          >
            <Glyph name="menu" />
          </button>
        </div>
      </div>
      {drawerOpen && (
        <MobileMenu groups={groups} topLinks={topLinks} bookingUrl={global.bookingUrl} onClose={closeDrawer} />
      )}
    </header>
  );
}
