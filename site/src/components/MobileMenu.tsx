import React, { useEffect, useRef } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { BookingLink } from '../features/booking/BookingLink';
import { Glyph } from './Glyph';

type MenuLink = { label: string; to: string };
export type MenuGroupLinks = { label: string; links: MenuLink[] };

type Props = {
  groups: MenuGroupLinks[];
  topLinks: MenuLink[];
  bookingUrl: string;
  onClose: () => void;
};

const FOCUSABLE = 'a[href], button:not([disabled])';

/** The phone menu: a modal drawer with focus kept inside, closed by Escape, the close button or a link. */
export function MobileMenu({ groups, topLinks, bookingUrl, onClose }: Props) {
  const { t } = useTranslation(['nav', 'common']);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [onClose]);

  return (
    // The backdrop closes the drawer on click; keyboard users close it with Escape or the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="drawer" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} className="drawer__panel" role="dialog" aria-modal="true" aria-label={t('nav:menu')}>
        <div className="drawer__top">
          <strong>{t('nav:menu')}</strong>
          <button type="button" className="menu-toggle" onClick={onClose} aria-label={t('nav:closeMenu')}>
            <Glyph name="close" />
          </button>
        </div>
        <nav aria-label={t('nav:mainNavigation')}>
          {groups.map((group) => (
            <section key={group.label} aria-label={group.label}>
              <h2>{group.label}</h2>
              <DrawerLinks links={group.links} onNavigate={onClose} />
            </section>
          ))}
          <DrawerLinks links={topLinks} onNavigate={onClose} />
        </nav>
        <BookingLink className="button" bookingUrl={bookingUrl}>
          {t('common:bookCall')}
        </BookingLink>
      </div>
    </div>
  );
}

/** A list of drawer links; following one closes the drawer. */
function DrawerLinks({ links, onNavigate }: { links: MenuLink[]; onNavigate: () => void }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
