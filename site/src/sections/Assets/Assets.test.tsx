/** @jest-environment jsdom */
import React from 'react';
import { HOSTILE, expectCards, expectShownAsText, leadOf, renderSection } from '../../../test/section-data';
import { AssetsSection } from './Assets';

const section: Queries.AssetsSectionFragment = {
  id: 'assets-2',
  heading: 'What can be tokenized',
  text: 'Almost any asset with a clear owner and a value can be split into security tokens.',
  items: [
    { title: 'Real estate', text: 'Residential and commercial property, fractional from 1,000 €.', icon: 'building' },
    { title: 'Company shares', text: 'Equity of private companies with a transfer register on chain.', icon: 'bank' },
    { title: 'Debt', text: 'Bonds and loans with interest paid by the smart contract.', icon: 'coins' },
  ],
};

describe('assets section', () => {
  it('shows the heading, the lead and the asset classes as cards in the CMS order', () => {
    const region = renderSection(<AssetsSection section={section} />, section.heading);
    expect(leadOf(region)).toBe('Almost any asset with a clear owner and a value can be split into security tokens.');
    expectCards(region, section.items);
  });

  it('shows a card text from the CMS as text, not as HTML', () => {
    const items = [{ title: 'Art', text: `Paintings ${HOSTILE}`, icon: null }];
    expectShownAsText(renderSection(<AssetsSection section={{ ...section, items }} />, section.heading));
  });
});
