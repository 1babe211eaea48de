/** @jest-environment jsdom */
import React from 'react';
import { HOSTILE, expectShownAsText, expectSteps, leadOf, renderSection } from '../../../test/section-data';
import { TimeframeSection } from './Timeframe';

const section: Queries.TimeframeSectionFragment = {
  id: 'timeframe-6',
  heading: 'Time frames',
  text: 'How long it takes from signing to your first trade.',
  steps: [
    { title: 'White label', text: 'DX as it is, in your brand.', duration: '6 weeks' },
    { title: 'Customised', text: 'Your own modules on the DX core.', duration: '3–4 months' },
    { title: 'Built for you', text: 'A platform of your own, DX as the starting point.', duration: '6–9 months' },
  ],
};

describe('time frame section', () => {
  it('shows the time frames from short to long, as the CMS orders them', () => {
    const region = renderSection(<TimeframeSection section={section} />, section.heading);
    expect(leadOf(region)).toBe('How long it takes from signing to your first trade.');
    expectSteps(region, section.steps);
  });

  it('shows a step text from the CMS as text, not as HTML', () => {
    const steps = [{ title: 'White label', text: HOSTILE, duration: '6 weeks' }];
    expectShownAsText(renderSection(<TimeframeSection section={{ ...section, steps }} />, section.heading));
  });
});
