import React from 'react';
import { Glyph } from '../../components/Glyph';

export type MenuLink = { label: string; to: string };
export type MenuGroupLinks = { label: string; links: MenuLink[] };

/**
 * A header menu group as a native disclosure: it opens and closes without JavaScript. The island runtime
 * adds what a menu needs beyond that (one group open at a time, Escape, a click outside or leaving closes
 * it; `islands/behaviours/menus.ts`).
 */
export function NavGroup({ label, links }: MenuGroupLinks) {
  return (
    <li className="nav-group">
      <details data-menu>
        <summary>
          {label}
          <Glyph name="chevron" className="nav-group__chevron" />
        </summary>
        <ul className="nav-group__panel">
          {links.map((link) => (
            <li key={link.to}>
              <a href={link.to}>{link.label}</a>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
