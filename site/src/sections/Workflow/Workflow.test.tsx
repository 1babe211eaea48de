/** @jest-environment jsdom */
import React from 'react';
import { HOSTILE, expectShownAsText, expectSteps, leadOf, renderSection } from '../../../test/section-data';
import { WorkflowSection } from './Workflow';

const section: Queries.WorkflowSectionFragment = {
  id: 'workflow-2',
  heading: 'How a project runs',
  text: 'Four steps from the first call to the release.',
  steps: [
    { title: 'Discovery call', text: 'We listen, ask and sketch the scope in 30 minutes.', duration: null },
    { title: 'Concept', text: 'Architecture, milestones and a fixed price.', duration: '1–2 weeks' },
    { title: 'Development', text: 'Two-week sprints with a demo at the end of each.', duration: '2–6 months' },
    { title: 'Launch and support', text: null, duration: 'ongoing' },
  ],
};

describe('workflow section', () => {
  it('shows the steps numbered in the CMS order, each with its duration and text as given', () => {
    const region = renderSection(<WorkflowSection section={section} />, section.heading);
    expect(leadOf(region)).toBe('Four steps from the first call to the release.');
    expect(region.querySelector('ol')).not.toBeNull();
    expectSteps(region, section.steps);
  });

  it('shows a step title from the CMS as text, not as HTML', () => {
    const steps = [{ title: HOSTILE, text: null, duration: null }];
    expectShownAsText(renderSection(<WorkflowSection section={{ ...section, steps }} />, section.heading));
  });
});
