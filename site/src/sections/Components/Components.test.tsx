/** @jest-environment jsdom */
import React from 'react';
import { HOSTILE, expectCards, expectShownAsText, leadOf, renderSection } from '../../../test/section-data';
import { ComponentsSection } from './Components';

const section: Queries.ComponentsSectionFragment = {
  id: 'components-4',
  heading: 'Bausteine der Plattform',
  text: null,
  items: [
    { title: 'Matching-Engine', text: 'Gleicht Orders in unter einer Millisekunde ab.', icon: 'lightning' },
    { title: 'Wallet-Service', text: 'Verwaltet Hot- und Cold-Wallets mit Mehrfachsignatur.', icon: 'wallet' },
    { title: 'Admin-Konsole', text: 'Märkte, Gebühren und Limits ohne Entwickler pflegen.', icon: 'cog' },
  ],
};

describe('platform components section', () => {
  it('shows the building blocks as cards in the CMS order, and no empty lead when the CMS has none', () => {
    const region = renderSection(<ComponentsSection section={section} />, section.heading, 'de');
    expect(leadOf(region)).toBeNull();
    expectCards(region, section.items);
  });

  it('shows a heading from the CMS as text, not as HTML', () => {
    const heading = `Bausteine ${HOSTILE}`;
    expectShownAsText(renderSection(<ComponentsSection section={{ ...section, heading }} />, heading, 'de'));
  });
});
