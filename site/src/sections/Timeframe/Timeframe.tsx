import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { StepList } from '../../components/StepList/StepList';
import './Timeframe.css';

/** Time frames of a project, short to long (DX page). */
export function TimeframeSection({ section }: { section: Queries.TimeframeSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="timeframe">
      <StepList steps={section.steps} className="timeframe__steps" />
    </SectionFrame>
  );
}
