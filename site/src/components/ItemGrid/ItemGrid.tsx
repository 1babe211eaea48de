import React from 'react';
import { isIconName } from '@app/icons';
import { useHyphenate } from '../../i18n/hyphenation';
import { Icon } from '../Icon';
import { GridList } from '../BalancedGrid/GridList';
import type { GridStep } from '../BalancedGrid/balance';
import './ItemGrid.css';

export type GridItem = Queries.ItemFieldsFragment;

type Props = { items: ReadonlyArray<GridItem>; className?: string; max?: GridStep };

/** Cards of title, optional icon and text (services, assets, products, technologies …), in the balanced grid. */
export function ItemGrid({ items, className, max }: Props) {
  const hyphenate = useHyphenate();
  return (
    <GridList className={className} max={max}>
      {items.map((item) => (
        <li key={item.title} className="card">
          {item.icon && isIconName(item.icon) && (
            <span className="icon-badge">
              <Icon name={item.icon} />
            </span>
          )}
          <h3>{hyphenate(item.title)}</h3>
          {item.text && <p>{hyphenate(item.text)}</p>}
        </li>
      ))}
    </GridList>
  );
}
