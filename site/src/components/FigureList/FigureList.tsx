import React from 'react';
import { useHyphenate } from '../../i18n/hyphenation';
import './FigureList.css';

export type Figure = Queries.FigureFieldsFragment;

/** Key figures: a large value with its label; laid out by the width it is given (FigureList.css). */
export function FigureList({ figures }: { figures: ReadonlyArray<Figure> }) {
  const hyphenate = useHyphenate();
  return (
    <div className="figures-frame">
      <dl className="figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{hyphenate(figure.label)}</dt>
            <dd>{hyphenate(figure.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
