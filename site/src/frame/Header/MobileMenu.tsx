import React from 'react';
import { useTranslation } from 'react-i18next';
import { BookingLink } from '../../features/booking/BookingLink';
import { Glyph } from '../../components/Glyph';
import type { MenuGroupLinks, MenuLink } from './NavGroup';

type Props = { groups: MenuGroupLinks[]; topLinks: MenuLink[]; bookingUrl: string };

/**
 * The phone menu: a native disclosure whose panel covers the viewport's full height, so it works without
 * JavaScript (its toggle, then a cross, stays on top to close it). The island runtime makes it a proper modal
 * drawer (focus kept inside, Escape and the close button close it, the page behind does not scroll;
 * `islands/behaviours/menus.ts`).
 */
export function MobileMenu({ groups, topLinks, bookingUrl }: Props) {
  const { t } = useTranslation(['nav', 'common']);
  return (
    <details className="drawer" data-drawer>
      <summary className="menu-toggle" aria-label={t('nav:openMenu')}>
        <Glyph name="menu" className="menu-toggle__open" />
        <Glyph name="close" className="menu-toggle__close" />
      </summary>
      <div className="drawer__panel" role="dialog" aria-label={t('nav:menu')}>
        <div className="drawer__top">
          <strong>{t('nav:menu')}</strong>
          <button type="button" className="menu-toggle" data-drawer-close aria-label={t('nav:closeMenu')} hidden>
            <Glyph name="close" />
          </button>
        </div>
        <nav aria-label={t('nav:mainNavigation')}>
          {groups.map((group) => (
            <section key={group.label} aria-label={group.label}>
              <h2>{group.label}</h2>
              <DrawerLinks links={group.links} />
            </section>
          ))}
          <DrawerLinks links={topLinks} />
        </nav>
        <BookingLink className="button" bookingUrl={bookingUrl}>
          {t('common:bookCall')}
        </BookingLink>
      </div>
    </details>
  );
}

function DrawerLinks({ links }: { links: MenuLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <a href={link.to}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
