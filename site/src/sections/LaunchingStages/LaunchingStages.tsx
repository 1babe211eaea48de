import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { StepList } from '../../components/StepList/StepList';
import './LaunchingStages.css';

/** The stages of launching an offering (STO page). */
export function LaunchingStagesSection({ section }: { section: Queries.LaunchingStagesSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="launching-stages">
      <StepList steps={section.steps} className="launching-stages__steps" />
    </SectionFrame>
  );
}
