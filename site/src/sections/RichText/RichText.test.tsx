/** @jest-environment jsdom */
import React from 'react';
import { within } from '@testing-library/react';
import { HOSTILE, expectShownAsText, leadOf, renderSection } from '../../../test/section-data';
import { RichTextSection } from './RichText';

/** What the schema's Markdown field gives: HTML already sanitised at build time (`schema/markdown.ts`). */
const html =
  '<h3>Verantwortliche Stelle</h3><p>Kastell Labs GmbH, Rheinallee 88, 55118 Mainz.</p>' +
  '<ul><li>Bestandsdaten</li><li>Kontaktdaten</li></ul><p><a href="mailto:datenschutz@example.com">Schreiben Sie uns</a></p>';

const section: Queries.RichTextSectionFragment = {
  id: 'rich-text-3',
  heading: 'Datenschutz',
  text: null,
  html,
};

describe('rich text section', () => {
  it('shows the editor’s formatted text under the section heading', () => {
    const region = renderSection(<RichTextSection section={section} />, section.heading, 'de');
    expect(leadOf(region)).toBeNull();
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('Verantwortliche Stelle');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bestandsdaten', 'Kontaktdaten']);
    expect(within(region).getByRole('link', { name: 'Schreiben Sie uns' }).getAttribute('href')).toBe(
      'mailto:datenschutz@example.com',
    );
  });

  it('shows the heading and lead from the CMS as text, not as HTML', () => {
    const region = renderSection(
      <RichTextSection section={{ ...section, heading: `Datenschutz ${HOSTILE}`, text: HOSTILE }} />,
      `Datenschutz ${HOSTILE}`,
      'de',
    );
    expectShownAsText(region);
  });
});
