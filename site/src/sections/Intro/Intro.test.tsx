/** @jest-environment jsdom */
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { inPage } from '../../../test/render-static';
import { HOSTILE, expectShownAsText, rasterImage } from '../../../test/section-data';
import { IntroSection } from './Intro';

type Section = Queries.IntroSectionFragment;

const SECTIONS: Record<Locale, Section> = {
  en: {
    id: 'intro-1',
    heading: 'Software and blockchain products that hold up in production',
    text: 'Kastell Labs is a team of over 30 engineers, designers and auditors based in Mainz.',
    eyebrow: 'Software and blockchain engineering since 2017',
    primaryAction: { label: 'Book a discovery call', url: 'https://cal.example/en/discovery' },
    secondaryAction: { label: 'See our work', url: '/case-studies/' },
    image: rasterImage('hero', { width: 640, height: 480 }),
    imageAlt: 'Two engineers reviewing a smart contract on a large screen',
  },
  de: {
    id: 'intro-1',
    heading: 'Software und Blockchain-Produkte, die im Betrieb überzeugen',
    text: 'Kastell Labs ist ein Team aus über 30 Entwicklerinnen und Entwicklern, Designern und Auditoren in Mainz.',
    eyebrow: 'Software- und Blockchain-Entwicklung seit 2017',
    primaryAction: { label: '30-minütiges Erstgespräch buchen', url: 'https://cal.example/de/erstgespraech' },
    secondaryAction: { label: 'Unsere Projekte', url: '/case-studies/' },
    image: rasterImage('hero', { width: 640, height: 480 }),
    imageAlt: 'Zwei Entwickler prüfen einen Smart Contract auf einem großen Bildschirm',
  },
};

const renderIntro = (section: Section, locale: Locale = 'en') => {
  render(inPage(<IntroSection section={section} />, locale));
  return screen.getByRole('region', { name: section.heading });
};

describe('intro section', () => {
  it.each([
    ['en', '/case-studies/'],
    ['de', '/de/case-studies/'],
  ] as Array<[Locale, string]>)('opens the page with its one h1, the lead and both buttons (%s)', (locale, href) => {
    const section = SECTIONS[locale];
    const region = renderIntro(section, locale);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([section.heading]);
    expect(region.querySelector('.eyebrow')!.textContent).toBe(section.eyebrow);
    expect(region.querySelector('h1 + p.lead')!.textContent).toBe(section.text);
    const [primary, secondary] = within(region).getAllByRole('link');
    expect([primary!.textContent, primary!.getAttribute('href')]).toEqual([
      section.primaryAction!.label,
      section.primaryAction!.url,
    ]);
    expect(primary!.getAttribute('target')).toBe('_blank');
    expect([secondary!.textContent, secondary!.getAttribute('href')]).toEqual([section.secondaryAction!.label, href]);
    expect(secondary!.className).toBe('button secondary');
  });

  it('loads its image at once and with high priority: it is the largest above the fold', () => {
    const section = SECTIONS.de;
    const region = renderIntro(section, 'de');
    const image = within(region).getByRole('img', { name: section.imageAlt! });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows no eyebrow, lead or buttons the editor left empty', () => {
    const section = { ...SECTIONS.en, eyebrow: null, text: null, primaryAction: null, secondaryAction: null };
    const region = renderIntro(section);
    expect(region.querySelector('.eyebrow, .lead, .actions')).toBeNull();
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('shows the CMS heading, eyebrow and button label as text, not as HTML', () => {
    const section = {
      ...SECTIONS.en,
      heading: `Welcome ${HOSTILE}`,
      eyebrow: HOSTILE,
      primaryAction: { label: HOSTILE, url: '/contact/' },
    };
    expectShownAsText(renderIntro(section));
  });
});
