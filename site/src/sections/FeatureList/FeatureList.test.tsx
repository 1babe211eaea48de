/** @jest-environment jsdom */
import React from 'react';
import { within } from '@testing-library/react';
import { HOSTILE, expectCards, expectShownAsText, leadOf, renderSection } from '../../../test/section-data';
import { FeatureListSection } from './FeatureList';

const section: Queries.FeatureListSectionFragment = {
  id: 'features-1',
  heading: 'Why teams build with us',
  text: 'Senior engineers, fixed prices per milestone and code you own from day one.',
  items: [
    {
      title: 'Audited by default',
      text: 'Every contract goes through an internal and an external audit.',
      icon: 'shield',
    },
    { title: 'Fixed milestones', text: 'You pay per delivered milestone, not per hour.', icon: 'check' },
    { title: 'Your code', text: null, icon: 'code' },
  ],
};

describe('feature list section', () => {
  it('shows the heading, the lead and the features in the CMS order; a feature without text has no paragraph', () => {
    const region = renderSection(<FeatureListSection section={section} />, section.heading);
    expect(leadOf(region)).toBe('Senior engineers, fixed prices per milestone and code you own from day one.');
    expectCards(region, section.items);
  });

  it('marks a known icon as decoration and leaves out an icon name the site does not know', () => {
    const items = [
      { title: 'Known', text: null, icon: 'shield' },
      { title: 'Unknown', text: null, icon: 'unicorn' },
    ];
    const region = renderSection(<FeatureListSection section={{ ...section, items }} />, section.heading);
    const [known, unknown] = within(region).getAllByRole('listitem');
    expect(known!.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(unknown!.querySelector('svg')).toBeNull();
  });

  it('shows the lead from the CMS as text, not as HTML', () => {
    expectShownAsText(renderSection(<FeatureListSection section={{ ...section, text: HOSTILE }} />, section.heading));
  });
});
