import React from 'react';
import { useHyphenate } from '../../i18n/hyphenation';
import { GridList } from '../BalancedGrid/GridList';
import './StepList.css';

export type Step = Queries.StepFieldsFragment;

/** Numbered steps with an optional duration (workflow, launching stages, schedules …), in the balanced grid. */
export function StepList({ steps, className }: { steps: ReadonlyArray<Step>; className?: string }) {
  const hyphenate = useHyphenate();
  return (
    <GridList ordered className={['steps', className].filter(Boolean).join(' ')}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{hyphenate(step.title)}</h3>
          {step.duration && <p className="duration">{step.duration}</p>}
          {step.text && <p>{hyphenate(step.text)}</p>}
        </li>
      ))}
    </GridList>
  );
}
