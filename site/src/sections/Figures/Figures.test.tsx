/** @jest-environment jsdom */
import React from 'react';
import { within } from '@testing-library/react';
import { HOSTILE, expectShownAsText, leadOf, renderSection } from '../../../test/section-data';
import { LOCALE_CODES, localeInfo } from '@app/routing';
import { FiguresSection } from './Figures';

const section: Queries.FiguresSectionFragment = {
  id: 'figures-5',
  heading: 'Smart contracts in figures',
  text: null,
  figures: [
    { amount: 85, unit: 'number', orMore: false, value: null, label: 'contracts audited' },
    { amount: null, unit: null, orMore: null, value: '$1.2bn', label: 'value secured on chain' },
    { amount: 0, unit: 'number', orMore: null, value: null, label: 'exploits in audited code' },
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
    const figures = [{ amount: null, unit: null, orMore: null, value: HOSTILE, label: 'Audits' }];
    expectShownAsText(renderSection(<FiguresSection section={{ ...section, figures }} />, section.heading));
  });
});

describe.each(LOCALE_CODES)('a figure that is a number, in %s', (locale) => {
  const iso = localeInfo(locale).iso;
  const figures = [
    { amount: 5000, unit: 'number', orMore: false, value: null, label: 'NFTs sold' },
    { amount: 410000, unit: 'EUR', orMore: false, value: null, label: 'raised' },
    { amount: 72, unit: 'percent', orMore: false, value: null, label: 'redeemed' },
    { amount: 10000, unit: 'number', orMore: true, value: null, label: 'holders' },
  ];

  it('is written the way the page’s language writes numbers, money and shares', () => {
    const region = renderSection(<FiguresSection section={{ ...section, figures }} />, section.heading, locale);
    const values = within(region)
      .getAllByRole('term')
      .map((t) => t.nextElementSibling!.textContent);
    expect(values).toEqual([
      new Intl.NumberFormat(iso).format(5000),
      new Intl.NumberFormat(iso, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0 }).format(410000),
      new Intl.NumberFormat(iso, { style: 'percent' }).format(0.72),
      `${new Intl.NumberFormat(iso).format(10000)}+`,
    ]);
  });
});

it.each([
  ['en' as const, ['€410,000', '72%', '$1,000']],
  ['de' as const, ['410.000 €', '72 %', '1.000 $']],
])('%s as its readers write money and shares', (locale, expected) => {
  const figures = [
    { amount: 410000, unit: 'EUR', orMore: false, value: null, label: 'raised' },
    { amount: 72, unit: 'percent', orMore: false, value: null, label: 'redeemed' },
    { amount: 1000, unit: 'USD', orMore: false, value: null, label: 'minimum' },
  ];
  const region = renderSection(<FiguresSection section={{ ...section, figures }} />, section.heading, locale);
  const values = within(region)
    .getAllByRole('term')
    .map((t) => t.nextElementSibling!.textContent!.replace(/\u00a0|\u202f/g, ' '));
  expect(values).toEqual(expected);
});
