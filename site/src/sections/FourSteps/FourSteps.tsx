import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { StepList } from '../../components/StepList/StepList';

/** The four steps of an offering (STO legal page). */
export function FourStepsSection({ section }: { section: Queries.FourStepsSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="four-steps">
      <StepList steps={section.steps} className="four-steps__steps" />
    </SectionFrame>
  );
}
