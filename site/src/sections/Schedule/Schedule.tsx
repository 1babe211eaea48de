import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { StepList } from '../../components/StepList/StepList';
import './Schedule.css';

/** A schedule of phases with their durations (STO legal page). */
export function ScheduleSection({ section }: { section: Queries.ScheduleSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="schedule">
      <StepList steps={section.steps} className="schedule__steps" />
    </SectionFrame>
  );
}
