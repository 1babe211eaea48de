import React from 'react';
import { formatFigure } from '../../i18n/format';
import { useHyphenate } from '../../i18n/hyphenation';
import { useSite } from '../../site/SiteContext';
import './FigureList.css';

export type Figure = Queries.FigureFieldsFragment;

/**
 * Key figures: a large value with its label, a number written the way the page's language writes it; laid out by
 * the width it is given (FigureList.css).
 */
export function FigureList({ figures }: { figures: ReadonlyArray<Figure> }) {
  const { locale } = useSite();
  const hyphenate = useHyphenate();
  return (
    <div className="figures-frame">
      <dl className="figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{hyphenate(figure.label)}</dt>
            <dd>{hyphenate(formatFigure(figure, locale))}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
