/** @jest-environment jsdom */
import React from 'react';
import { HOSTILE, expectShownAsText, expectSteps, leadOf, renderSection } from '../../../test/section-data';
import { LaunchingStagesSection } from './LaunchingStages';

const section: Queries.LaunchingStagesSectionFragment = {
  id: 'launching-6',
  heading: 'Stages of a token launch',
  text: null,
  steps: [
    { title: 'Legal structuring', text: 'Jurisdiction, issuer and investor rights.', duration: '4–6 weeks' },
    { title: 'Token and platform', text: 'Smart contracts, investor portal and KYC.', duration: '8–12 weeks' },
    { title: 'Marketing and sale', text: 'Campaign, subscriptions and allocation.', duration: '6–10 weeks' },
  ],
};

describe('launching stages section', () => {
  it('shows the stages numbered in the CMS order with their durations', () => {
    const region = renderSection(<LaunchingStagesSection section={section} />, section.heading);
    expect(leadOf(region)).toBeNull();
    expectSteps(region, section.steps);
  });

  it('shows a duration from the CMS as text, not as HTML', () => {
    const steps = [{ title: 'Sale', text: null, duration: HOSTILE }];
    expectShownAsText(renderSection(<LaunchingStagesSection section={{ ...section, steps }} />, section.heading));
  });
});
