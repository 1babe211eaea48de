/** @jest-environment jsdom */
import React from 'react';
import { within } from '@testing-library/react';
import type { Locale } from '@app/routing';
import home from '../../../../cms/fixtures/pages/home.json';
import { HOSTILE, expectCards, expectShownAsText, leadOf, renderSection } from '../../../test/section-data';
import { MarketingSection } from './Marketing';

type Section = Queries.MarketingSectionFragment;

/** The seeded marketing section of the home page, as its fragment selects it. */
function seeded(locale: Locale): Section {
  const raw = home[locale].sections.find((s) => s.__component === 'sections.marketing')!;
  return {
    id: 'marketing-6',
    heading: raw.heading!,
    text: raw.text ?? null,
    items: raw.items!.map((i) => ({ title: i.title, text: i.text ?? null, icon: i.icon ?? null })),
    action: { label: raw.action!.label, url: raw.action!.url },
  };
}

describe('home page marketing section', () => {
  it.each([
    ['en', 'Launch support beyond the code', 'Explore marketing services', '/marketing-services/'],
    ['de', 'Launch-Begleitung über den Code hinaus', 'Marketing-Leistungen entdecken', '/de/marketing-services/'],
  ] as Array<[Locale, string, string, string]>)(
    'shows the services and the button to the marketing page of its language (%s)',
    (locale, heading, label, href) => {
      const section = seeded(locale);
      const region = renderSection(<MarketingSection section={section} />, heading, locale);
      expect(leadOf(region)).toBe(section.text);
      expectCards(region, section.items);
      expect(section.items).toHaveLength(4);
      const button = within(region).getByRole('link', { name: label });
      expect(button.getAttribute('href')).toBe(href);
      expect(button.className).toBe('button');
      expect(button.hasAttribute('target')).toBe(false);
    },
  );

  it('shows no button when the editor set none', () => {
    const section = seeded('en');
    const region = renderSection(<MarketingSection section={{ ...section, action: null }} />, section.heading);
    expect(within(region).queryByRole('link')).toBeNull();
    expect(region.querySelector('.actions')).toBeNull();
  });

  it('shows the button label as plain text when the schema refused its target as unsafe', () => {
    const section = seeded('en');
    const action = { label: 'Explore marketing services', url: null };
    const region = renderSection(<MarketingSection section={{ ...section, action }} />, section.heading);
    expect(within(region).queryByRole('link')).toBeNull();
    expect(within(region).getByText('Explore marketing services').tagName).toBe('SPAN');
  });

  it('shows the button label from the CMS as text, not as HTML', () => {
    const section = seeded('en');
    const action = { label: HOSTILE, url: '/marketing-services/' };
    const region = renderSection(<MarketingSection section={{ ...section, action }} />, section.heading);
    expectShownAsText(region);
    expect(within(region).getByRole('link', { name: HOSTILE }).getAttribute('href')).toBe('/marketing-services/');
  });
});
