/** @jest-environment jsdom */
import React from 'react';
import { within } from '@testing-library/react';
import type { Locale } from '@app/routing';
import dx from '../../../../cms/fixtures/pages/dx.json';
import {
  HOSTILE,
  expectCards,
  expectShownAsText,
  leadOf,
  rasterImage,
  renderSection,
  svgImage,
} from '../../../test/section-data';
import { PlatformSection } from './Platform';

type Section = Queries.PlatformSectionFragment;

/** The seeded platform section of the DX page, as its fragment selects it (the upload is an SVG illustration). */
function seeded(locale: Locale): Section {
  const raw = dx[locale].sections.find((s) => s.__component === 'sections.platform')!;
  return {
    id: 'platform-2',
    heading: raw.heading!,
    text: raw.text ?? null,
    items: raw.items!.map((i) => ({ title: i.title, text: i.text ?? null, icon: i.icon ?? null })),
    image: svgImage('exchange', { width: 960, height: 600 }),
    imageAlt: raw.imageAlt ?? null,
  };
}

describe('DX platform section', () => {
  it.each([
    ['en', 'Illustration of two tokens being exchanged, with a price chart'],
    ['de', 'Illustration zweier Token im Tausch, darunter ein Kursverlauf'],
  ] as Array<[Locale, string]>)('shows the illustration with the alt text of its language (%s)', (locale, alt) => {
    const section = seeded(locale);
    const region = renderSection(<PlatformSection section={section} />, section.heading, locale);
    const illustration = within(region).getByRole('img', { name: alt });
    expect(illustration.getAttribute('src')).toBe('/static/exchange.svg');
    expect(illustration.getAttribute('width')).toBe('960');
    expect(illustration.getAttribute('height')).toBe('600');
    // Below the page's intro: loaded when it comes near.
    expect(illustration.getAttribute('loading')).toBe('lazy');
    expect(leadOf(region)).toBe(section.text);
    expectCards(region, section.items);
    expect(section.items).toHaveLength(6);
  });

  it('shows an uploaded photo as a responsive image with the alt text', () => {
    const section = { ...seeded('en'), image: rasterImage('dx-console', { width: 960, height: 540 }) };
    const region = renderSection(<PlatformSection section={section} />, section.heading);
    const photo = within(region).getByRole('img', { name: section.imageAlt! });
    expect(photo.closest('picture')!.querySelector('source[type="image/avif"]')).not.toBeNull();
    expect(photo.getAttribute('loading')).toBe('lazy');
  });

  it('falls back to the media library alt text when the entry has none', () => {
    const image = { ...svgImage('exchange'), alternativeText: 'Token exchange' };
    const section = { ...seeded('en'), image, imageAlt: null };
    const region = renderSection(<PlatformSection section={section} />, section.heading);
    expect(within(region).getByRole('img', { name: 'Token exchange' })).toBeTruthy();
  });

  it('shows no image when the editor uploaded none', () => {
    const section = { ...seeded('en'), image: null };
    const region = renderSection(<PlatformSection section={section} />, section.heading);
    expect(within(region).queryByRole('img')).toBeNull();
  });

  it('shows a platform part from the CMS as text, not as HTML', () => {
    const section = { ...seeded('en'), items: [{ title: HOSTILE, text: null, icon: null }] };
    expectShownAsText(renderSection(<PlatformSection section={section} />, section.heading));
  });
});
