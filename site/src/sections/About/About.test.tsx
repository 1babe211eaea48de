/** @jest-environment jsdom */
import React from 'react';
import { within } from '@testing-library/react';
import { HOSTILE, expectShownAsText, leadOf, rasterImage, renderSection } from '../../../test/section-data';
import { AboutSection } from './About';

const section: Queries.AboutSectionFragment = {
  id: 'about-2',
  heading: 'Kastell Labs in Zahlen',
  text: 'Seit 2017 entwickeln wir Software und Blockchain-Produkte für Unternehmen in ganz Europa.',
  figures: [
    { amount: 30, unit: 'number', orMore: true, value: null, label: 'Entwicklerinnen und Entwickler' },
    { amount: 1200, unit: 'number', orMore: false, value: null, label: 'abgeschlossene Projekte' },
    { amount: null, unit: null, orMore: null, value: '24/7', label: 'Support nach dem Go-live' },
  ],
  image: rasterImage('office-mainz', { width: 560, height: 373 }),
  imageAlt: 'Das Team im Büro am Mainzer Rheinufer',
};

describe('about section', () => {
  it('shows the key figures in the CMS order, each value with its label', () => {
    const region = renderSection(<AboutSection section={section} />, section.heading, 'de');
    expect(leadOf(region)).toBe(
      'Seit 2017 entwickeln wir Software und Blockchain-Produkte für Unternehmen in ganz Europa.',
    );
    const terms = within(region).getAllByRole('term');
    expect(terms.map((t) => [t.textContent, t.nextElementSibling!.textContent])).toEqual([
      ['Entwicklerinnen und Entwickler', '30+'],
      ['abgeschlossene Projekte', '1.200'],
      ['Support nach dem Go-live', '24/7'],
    ]);
  });

  it('shows the photo with the entry’s alt text in the page’s language, loaded lazily', () => {
    const region = renderSection(<AboutSection section={section} />, section.heading, 'de');
    const photo = within(region).getByRole('img', { name: 'Das Team im Büro am Mainzer Rheinufer' });
    const sources = Array.from(photo.closest('picture')!.querySelectorAll('source'));
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.hasAttribute('fetchpriority')).toBe(false);
  });

  it('shows a figure label from the CMS as text, not as HTML', () => {
    const figures = [{ amount: null, unit: null, orMore: null, value: '1', label: HOSTILE }];
    expectShownAsText(renderSection(<AboutSection section={{ ...section, figures }} />, section.heading, 'de'));
  });
});
