/** @jest-environment jsdom */
import React from 'react';
import { within } from '@testing-library/react';
import {
  HOSTILE,
  expectShownAsText,
  leadOf,
  renderSection,
  type ExampleContent,
  type ExampleLanguage,
} from '../../../test/section-data';
import { ServiceCatalogueSection } from './ServiceCatalogue';

type Section = Queries.ServiceCatalogueSectionFragment;

const SECTIONS: ExampleContent<Section> = {
  en: {
    id: 'catalogue-2',
    heading: 'What we build',
    text: 'Six practices, one team.',
    services: [
      { title: 'Software development', text: 'Web platforms and APIs.', icon: 'code', link: '/software-development/' },
      { title: 'Blockchain development', text: 'Smart contracts and dApps.', icon: 'blocks', link: '/blockchain/' },
      { title: 'Advisory', text: 'Architecture reviews on request.', icon: null, link: null },
    ],
  },
  de: {
    id: 'catalogue-2',
    heading: 'Unsere Leistungen',
    text: 'Sechs Fachbereiche, ein Team.',
    services: [
      { title: 'Softwareentwicklung', text: 'Webplattformen und APIs.', icon: 'code', link: '/software-development/' },
      { title: 'Blockchain-Entwicklung', text: 'Smart Contracts und dApps.', icon: 'blocks', link: '/blockchain/' },
      { title: 'Beratung', text: 'Architektur-Reviews auf Anfrage.', icon: null, link: null },
    ],
  },
};

describe('service catalogue section', () => {
  it.each([
    ['en', ['/software-development/', '/blockchain/']],
    ['de', ['/de/software-development/', '/de/blockchain/']],
  ] as Array<[ExampleLanguage, string[]]>)(
    'links each service to its page in the page’s language (%s)',
    (locale, hrefs) => {
      const section = SECTIONS[locale];
      const region = renderSection(<ServiceCatalogueSection section={section} />, section.heading, locale);
      expect(leadOf(region)).toBe(section.text);
      const cards = within(region).getAllByRole('listitem');
      expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(
        section.services.map((s) => s.title),
      );
      expect(cards.map((c) => c.querySelector('h3 + p')!.textContent)).toEqual(section.services.map((s) => s.text));
      const links = within(region).getAllByRole('link');
      expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
        [section.services[0]!.title, hrefs[0]],
        [section.services[1]!.title, hrefs[1]],
      ]);
      // A service without a page is a title, not a dead link.
      expect(within(cards[2]!).queryByRole('link')).toBeNull();
    },
  );

  it('shows a service title from the CMS as text, not as HTML', () => {
    const services = [{ title: HOSTILE, text: 'x', icon: null, link: '/blockchain/' }];
    const section = { ...SECTIONS.en, services };
    expectShownAsText(renderSection(<ServiceCatalogueSection section={section} />, section.heading));
  });
});
