/** @jest-environment jsdom */
import React from 'react';
import { within } from '@testing-library/react';
import { HOSTILE, expectShownAsText, leadOf, renderSection } from '../../../test/section-data';
import { JobOpeningsSection } from './JobOpenings';

type Section = Queries.JobOpeningsSectionFragment;

const section: Section = {
  id: 'jobs-3',
  heading: 'Offene Stellen',
  text: 'Wir wachsen – in Mainz und remote.',
  openings: [
    {
      title: 'Senior Solidity-Entwickler (m/w/d)',
      location: 'Mainz oder remote',
      employmentType: 'Vollzeit',
      summary: 'Sie entwickeln und prüfen Smart Contracts für Tokenisierungsprojekte.',
      // The schema renders the CMS Markdown and sanitises it at build time (`schema/markdown.ts`).
      requirementsHtml: '<ul><li>3+ Jahre Solidity</li><li>Erfahrung mit Audits</li></ul>',
    },
    {
      title: 'Werkstudent Frontend (m/w/d)',
      location: 'Mainz',
      employmentType: 'Teilzeit',
      summary: 'Sie bauen mit uns Oberflächen in React und TypeScript.',
      requirementsHtml: '<p>Studium der Informatik oder vergleichbar.</p>',
    },
  ],
};

describe('job openings section', () => {
  it('shows each opening with its title, place and type, summary and requirements, in the CMS order', () => {
    const region = renderSection(<JobOpeningsSection section={section} />, section.heading, 'de');
    expect(leadOf(region)).toBe('Wir wachsen – in Mainz und remote.');
    const openings = Array.from(region.querySelectorAll('article'));
    expect(openings.map((o) => within(o).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Senior Solidity-Entwickler (m/w/d)',
      'Werkstudent Frontend (m/w/d)',
    ]);
    expect(openings.map((o) => o.querySelector('.eyebrow')!.textContent)).toEqual([
      'Mainz oder remote · Vollzeit',
      'Mainz · Teilzeit',
    ]);
    expect(
      within(openings[0]!).getByText('Sie entwickeln und prüfen Smart Contracts für Tokenisierungsprojekte.'),
    ).toBeTruthy();
    expect(
      within(openings[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3+ Jahre Solidity', 'Erfahrung mit Audits']);
    expect(within(openings[1]!).getByText('Studium der Informatik oder vergleichbar.').tagName).toBe('P');
  });

  it('shows the plain CMS fields (title, place, summary) as text, not as HTML', () => {
    const openings = [{ ...section.openings[0]!, title: HOSTILE, location: HOSTILE, summary: HOSTILE }];
    expectShownAsText(renderSection(<JobOpeningsSection section={{ ...section, openings }} />, section.heading, 'de'));
  });
});
