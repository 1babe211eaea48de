import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { StepList } from '../../components/StepList/StepList';
import './Lifecycle.css';

/** The lifecycle of an asset on a platform (DX page). */
export function LifecycleSection({ section }: { section: Queries.LifecycleSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="lifecycle">
      <StepList steps={section.steps} className="lifecycle__steps" />
    </SectionFrame>
  );
}
