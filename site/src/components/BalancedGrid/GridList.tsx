import React from 'react';
import { balancedGrid, type GridStep } from './balance';

type Props = {
  /** The cards, each an `<li>`. */
  children: React.ReactNode;
  /** Classes besides `grid`. */
  className?: string;
  /** The most columns the cards may take (3 for cards with a picture). */
  max?: GridStep;
  /** A sequence (numbered steps): an ordered list. */
  ordered?: boolean;
};

/**
 * A list of cards laid out by the balanced grid rule (`balance.ts`): rows within one card of each other, a shorter
 * row centred, never an empty column. Each card gets the start track it needs at each layout step.
 */
export function GridList({ children, className, max = 4, ordered = false }: Props) {
  const cards = React.Children.toArray(children).filter(React.isValidElement<{ style?: React.CSSProperties }>);
  const grid = balancedGrid(cards.length, max);
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={['grid', className].filter(Boolean).join(' ')} {...grid.list}>
      {cards.map((card, index) =>
        React.cloneElement(card, { style: { ...card.props.style, ...grid.item(index).style } }),
      )}
    </List>
  );
}
