/** @jest-environment jsdom */
import React from 'react';
import { within } from '@testing-library/react';
import { TEST_GLOBAL } from '../../../test/render-static';
import {
  HOSTILE,
  expectShownAsText,
  leadOf,
  renderSection,
  type ExampleContent,
  type ExampleLanguage,
} from '../../../test/section-data';
import { CallToActionSection } from './CallToAction';

type Section = Queries.CallToActionSectionFragment;

const SECTIONS: ExampleContent<Section> = {
  en: {
    id: 'cta-7',
    heading: 'Ready to start?',
    text: 'Tell us what you are planning; we reply within one business day.',
    action: { label: 'See our case studies', url: '/case-studies/' },
    booking: true,
  },
  de: {
    id: 'cta-7',
    heading: 'Bereit für den nächsten Schritt?',
    text: 'Erzählen Sie uns von Ihrem Vorhaben – wir melden uns innerhalb eines Werktags.',
    action: { label: 'Unsere Fallstudien ansehen', url: '/case-studies/' },
    booking: true,
  },
};

describe('call-to-action section', () => {
  it.each([
    ['en', 'See our case studies'],
    ['de', 'Unsere Fallstudien ansehen'],
  ] as Array<[ExampleLanguage, string]>)(
    'with the booking on, its one button opens the booking under the editor’s label (%s)',
    (locale, label) => {
      const section = SECTIONS[locale];
      const region = renderSection(<CallToActionSection section={section} />, section.heading, locale);
      expect(leadOf(region)).toBe(section.text);
      const links = within(region).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([label]);
      expect(links[0]!.getAttribute('href')).toBe(TEST_GLOBAL.bookingUrl);
      expect(links[0]!.getAttribute('target')).toBe('_blank');
      expect(links[0]!.getAttribute('aria-haspopup')).toBe('dialog');
      expect(links[0]!.hasAttribute('data-booking')).toBe(true);
    },
  );

  it.each([
    ['en', 'See our case studies', '/case-studies/'],
    ['de', 'Unsere Fallstudien ansehen', '/de/case-studies/'],
  ] as Array<[ExampleLanguage, string, string]>)(
    'with the booking off, links the editor’s button to the page of its language (%s)',
    (locale, label, href) => {
      const section = { ...SECTIONS[locale], booking: false };
      const [button, ...more] = within(
        renderSection(<CallToActionSection section={section} />, section.heading, locale),
      ).getAllByRole('link');
      expect(more).toEqual([]);
      expect(button!.textContent).toBe(label);
      expect(button!.getAttribute('href')).toBe(href);
      expect(button!.hasAttribute('data-booking')).toBe(false);
    },
  );

  it.each([
    ['en', 'Book a discovery call'],
    ['de', 'Erstgespräch vereinbaren'],
  ] as Array<[ExampleLanguage, string]>)(
    'a button to #booking is the booking itself, shown once (%s)',
    (locale, label) => {
      const section = { ...SECTIONS[locale], action: { label, url: '#booking' }, booking: false };
      const links = within(
        renderSection(<CallToActionSection section={section} />, section.heading, locale),
      ).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([label]);
      expect(links[0]!.getAttribute('href')).toBe(TEST_GLOBAL.bookingUrl);
      expect(links[0]!.hasAttribute('data-booking')).toBe(true);
    },
  );

  it('offers no call when the editor did not ask for one', () => {
    const section = { ...SECTIONS.en, booking: false };
    const region = renderSection(<CallToActionSection section={section} />, section.heading);
    expect(
      within(region)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['See our case studies']);
  });

  it('opens an external button target in a new tab', () => {
    const action = { label: 'Read the whitepaper', url: 'https://docs.example/whitepaper.pdf' };
    const section = { ...SECTIONS.en, action, booking: false };
    const link = within(renderSection(<CallToActionSection section={section} />, section.heading)).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://docs.example/whitepaper.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the button label from the CMS as text, not as HTML', () => {
    const section = { ...SECTIONS.en, action: { label: HOSTILE, url: '/contact/' } };
    expectShownAsText(renderSection(<CallToActionSection section={section} />, section.heading));
  });
});
