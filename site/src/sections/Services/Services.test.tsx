/** @jest-environment jsdom */
import React from 'react';
import { HOSTILE, expectCards, expectShownAsText, leadOf, renderSection } from '../../../test/section-data';
import { ServicesSection } from './Services';

const section: Queries.ServicesSectionFragment = {
  id: 'services-3',
  heading: 'Leistungen rund um Ihr Token-Angebot',
  text: 'Von der Strukturierung bis zum Handel auf dem Sekundärmarkt – aus einer Hand.',
  items: [
    { title: 'Token-Design', text: 'Wir legen Rechte, Stückelung und Übertragbarkeit fest.', icon: 'token' },
    { title: 'Smart Contracts', text: 'Geprüfte Verträge nach ERC-3643.', icon: 'contract' },
    { title: 'Investoren-Onboarding', text: null, icon: null },
  ],
};

describe('services section', () => {
  it('shows the heading, the lead and one card per service in the CMS order', () => {
    const region = renderSection(<ServicesSection section={section} />, section.heading, 'de');
    expect(leadOf(region)).toBe('Von der Strukturierung bis zum Handel auf dem Sekundärmarkt – aus einer Hand.');
    expectCards(region, section.items);
  });

  it('shows a card title from the CMS as text, not as HTML', () => {
    const items = [{ title: HOSTILE, text: 'Text', icon: null }];
    const region = renderSection(<ServicesSection section={{ ...section, items }} />, section.heading, 'de');
    expectShownAsText(region);
  });
});
