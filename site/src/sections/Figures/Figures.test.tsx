/** @jest-environment jsdom */
import React from 'react';
import { within } from '@testing-library/react';
import { HOSTILE, expectShownAsText, leadOf, renderSection } from '../../../test/section-data';
import { FiguresSection } from './Figures';

const section: Queries.FiguresSectionFragment = {
  id: 'figures-5',
  heading: 'Smart contracts in figures',
  text: null,
  figures: [
    { value: '85', label: 'contracts audited' },
    { value: '$1.2bn', label: 'value secured on chain' },
    { value: '0', label: 'exploits in audited code' },
  ],
};

describe('figures section', () => {
  it('shows each value with its label, in the CMS order', () => {
    const region = renderSection(<FiguresSection section={section} />, section.heading);
    expect(leadOf(region)).toBeNull();
    const terms = within(region).getAllByRole('term');
    expect(terms.map((t) => [t.textContent, t.nextElementSibling!.textContent])).toEqual([
      ['contracts audited', '85'],
      ['value secured on chain', '$1.2bn'],
      ['exploits in audited code', '0'],
    ]);
  });

  it('shows a value from the CMS as text, not as HTML', () => {
    const figures = [{ value: HOSTILE, label: 'Audits' }];
    expectShownAsText(renderSection(<FiguresSection section={{ ...section, figures }} />, section.heading));
  });
});
