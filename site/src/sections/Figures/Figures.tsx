import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { FigureList } from '../../components/FigureList/FigureList';
import './Figures.css';

/** Key figures. */
export function FiguresSection({ section }: { section: Queries.FiguresSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="figures-section">
      <FigureList figures={section.figures} />
    </SectionFrame>
  );
}
