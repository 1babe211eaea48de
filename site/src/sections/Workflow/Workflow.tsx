import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { StepList } from '../../components/StepList/StepList';

/** How a project runs, step by step (home page). */
export function WorkflowSection({ section }: { section: Queries.WorkflowSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="workflow">
      <StepList steps={section.steps} className="workflow__steps" />
    </SectionFrame>
  );
}
