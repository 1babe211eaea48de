/** @jest-environment jsdom */
import React from 'react';
import { HOSTILE, expectCards, expectShownAsText, leadOf, renderSection } from '../../../test/section-data';
import { TechnologySection } from './Technology';

const section: Queries.TechnologySectionFragment = {
  id: 'technology-5',
  heading: 'Technologien, mit denen wir arbeiten',
  text: 'Bewährte Werkzeuge statt Experimente auf Ihre Kosten.',
  items: [
    { title: 'Solidity und Foundry', text: 'Smart Contracts für Ethereum und kompatible Netzwerke.', icon: 'contract' },
    { title: 'TypeScript und React', text: 'Web-Oberflächen und Admin-Werkzeuge.', icon: 'code' },
    { title: 'PostgreSQL und Kafka', text: 'Datenhaltung und Ereignisverarbeitung im Backend.', icon: 'database' },
  ],
};

describe('technology section', () => {
  it('shows the heading, the lead and the technologies in the CMS order', () => {
    const region = renderSection(<TechnologySection section={section} />, section.heading, 'de');
    expect(leadOf(region)).toBe('Bewährte Werkzeuge statt Experimente auf Ihre Kosten.');
    expectCards(region, section.items);
  });

  it('shows a technology text from the CMS as text, not as HTML', () => {
    const items = [{ title: 'Rust', text: HOSTILE, icon: null }];
    expectShownAsText(renderSection(<TechnologySection section={{ ...section, items }} />, section.heading, 'de'));
  });
});
