import React from 'react';
import { isIconName } from '@app/icons';
import { Icon } from '../Icon';
import './ItemGrid.css';

export type GridItem = Queries.ItemFieldsFragment;

/** Cards of title, optional icon and text (services, assets, products, technologies …). */
export function ItemGrid({ items, className }: { items: ReadonlyArray<GridItem>; className?: string }) {
  return (
    <ul className={['grid', className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item.title} className="card">
          {item.icon && isIconName(item.icon) && (
            <span className="icon-badge">
              <Icon name={item.icon} />
            </span>
          )}
          <h3>{item.title}</h3>
          {item.text && <p>{item.text}</p>}
        </li>
      ))}
    </ul>
  );
}
