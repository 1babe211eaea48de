/** @jest-environment jsdom */
import React from 'react';
import { within } from '@testing-library/react';
import { HOSTILE, expectShownAsText, leadOf, rasterImage, renderSection } from '../../../test/section-data';
import { TeamSection } from './Team';

type Section = Queries.TeamSectionFragment;

const section: Section = {
  id: 'team-2',
  heading: 'The core team',
  text: 'The people who lead your project.',
  members: [
    {
      name: 'Anna Weber',
      role: 'Managing director',
      summary: 'Founded Kastell Labs in 2017 after ten years in banking IT.',
      photo: rasterImage('team-anna', { width: 400, height: 400 }),
      photoAlt: 'Anna Weber, smiling, in front of the Rhine',
    },
    {
      name: 'Jonas Richter',
      role: 'Head of smart contract audits',
      summary: 'Has audited more than 80 contracts.',
      photo: rasterImage('team-jonas', { width: 400, height: 400, libraryAlt: 'Jonas Richter' }),
      photoAlt: null,
    },
    {
      name: 'Mira Koch',
      role: 'Lead designer',
      summary: 'Designs products people understand.',
      photo: null,
      photoAlt: null,
    },
  ],
};

describe('team section', () => {
  it('shows each member in the CMS order with name, role and summary', () => {
    const region = renderSection(<TeamSection section={section} />, section.heading);
    expect(leadOf(region)).toBe('The people who lead your project.');
    const cards = within(region).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Anna Weber',
      'Jonas Richter',
      'Mira Koch',
    ]);
    expect(cards.map((c) => c.querySelector('.eyebrow')!.textContent)).toEqual([
      'Managing director',
      'Head of smart contract audits',
      'Lead designer',
    ]);
    expect(cards.map((c) => c.querySelector('.eyebrow + p')!.textContent)).toEqual(
      section.members.map((m) => m.summary),
    );
  });

  it('shows each photo with the entry’s alt text, else the library’s, lazily; a member without photo has none', () => {
    const region = renderSection(<TeamSection section={section} />, section.heading);
    const [anna, jonas, mira] = within(region).getAllByRole('listitem');
    const annaPhoto = within(anna!).getByRole('img', { name: 'Anna Weber, smiling, in front of the Rhine' });
    expect(annaPhoto.getAttribute('loading')).toBe('lazy');
    expect(within(jonas!).getByRole('img', { name: 'Jonas Richter' })).toBeTruthy();
    expect(within(mira!).queryByRole('img')).toBeNull();
  });

  it('shows a name and role from the CMS as text, not as HTML', () => {
    const members = [{ ...section.members[2]!, name: HOSTILE, role: HOSTILE }];
    expectShownAsText(renderSection(<TeamSection section={{ ...section, members }} />, section.heading));
  });
});
