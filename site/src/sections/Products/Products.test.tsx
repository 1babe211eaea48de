/** @jest-environment jsdom */
import React from 'react';
import { HOSTILE, expectCards, expectShownAsText, leadOf, renderSection } from '../../../test/section-data';
import { ProductsSection } from './Products';

const section: Queries.ProductsSectionFragment = {
  id: 'products-3',
  heading: 'Products built on DX',
  text: 'Three products run on the same core today.',
  items: [
    { title: 'Retail exchange', text: 'A white-label exchange for private investors.', icon: 'exchange' },
    { title: 'OTC desk', text: 'Large trades with negotiated prices and settlement in T+0.', icon: 'handshake' },
    { title: 'Tokenization portal', text: 'Issue and manage security tokens for real assets.', icon: 'token' },
  ],
};

describe('products section', () => {
  it('shows the heading, the lead and the products as cards in the CMS order', () => {
    const region = renderSection(<ProductsSection section={section} />, section.heading);
    expect(leadOf(region)).toBe('Three products run on the same core today.');
    expectCards(region, section.items);
  });

  it('shows a product title from the CMS as text, not as HTML', () => {
    const items = [{ title: HOSTILE, text: null, icon: null }];
    expectShownAsText(renderSection(<ProductsSection section={{ ...section, items }} />, section.heading));
  });
});
