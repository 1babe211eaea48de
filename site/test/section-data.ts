/**
 * Typed section data and checks shared by the section tests (`site/src/sections/<Name>/<Name>.test.tsx`):
 * CMS images as the fragments select them, the hostile CMS string, and the checks of the shared card and
 * step lists, so each section's test states only its own data.
 */
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { Locale } from '@app/routing';
import { inPage } from './render-static';

/**
 * Example content of a section in the two languages its test is written in: the rendering does not depend on the
 * language, only the words around the content do (they come from each language's catalogue).
 */
export type ExampleLanguage = 'en' | 'de';
export type ExampleContent<T> = Readonly<Record<ExampleLanguage, T>>;

/** A CMS image as a section fragment selects it (`MediaFile` plus the use's `gatsbyImageData`). */
export type SectionImage = NonNullable<Queries.AboutSectionFragment['image']>;

/** Processed image data as gatsby-plugin-image (sharp) gives it for a JPEG at `width` × `height`. */
function gatsbyImageData(name: string, width: number, height: number): IGatsbyImageData {
  const sizes = `(min-width: ${width}px) ${width}px, 100vw`;
  const srcSet = (ext: string) =>
    `/static/${name}-${width / 2}.${ext} ${width / 2}w,\n/static/${name}-${width}.${ext} ${width}w`;
  return {
    layout: 'constrained',
    width,
    height,
    backgroundColor: '#1f2a44',
    images: {
      fallback: { src: `/static/${name}-${width}.jpg`, srcSet: srcSet('jpg'), sizes },
      sources: [
        { srcSet: srcSet('avif'), type: 'image/avif', sizes },
        { srcSet: srcSet('webp'), type: 'image/webp', sizes },
      ],
    },
  };
}

/** An uploaded JPEG (`name` e.g. "team-anna") with its library alt text, processed by sharp. */
export function rasterImage(name: string, { width = 480, height = 320, libraryAlt = null as string | null } = {}) {
  return {
    url: `/uploads/${name}.jpg`,
    mime: 'image/jpeg',
    width: 1600,
    height: Math.round((1600 * height) / width),
    alternativeText: libraryAlt,
    focalPoint: null,
    localFile: {
      publicURL: `/static/${name}.jpg`,
      childImageSharp: { gatsbyImageData: gatsbyImageData(name, width, height) },
    },
  } satisfies SectionImage;
}

/** An uploaded SVG illustration: sharp leaves it alone, it ships as the file with its intrinsic size. */
export function svgImage(name: string, { width = 640, height = 400 } = {}) {
  return {
    url: `/uploads/${name}.svg`,
    mime: 'image/svg+xml',
    width,
    height,
    alternativeText: null,
    focalPoint: null,
    localFile: { publicURL: `/static/${name}.svg`, childImageSharp: null },
  } satisfies SectionImage;
}

/** CMS text a stranger could have typed: it must show as these characters and create no element. */
export const HOSTILE = '<img src=x onerror=alert(1)>';

/** Asserts `HOSTILE` is on the page as text and became no element. */
export function expectShownAsText(container: HTMLElement, text = HOSTILE) {
  expect(within(container).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
  expect(container.querySelector('img[src="x"], [onerror]')).toBeNull();
}

/** Renders `element` inside a page of `locale`; returns the section's region, found by its `h2`. */
export function renderSection(element: ReactElement, heading: string, locale: Locale = 'en') {
  render(inPage(element, locale));
  const region = screen.getByRole('region', { name: heading });
  expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(heading);
  return region;
}

/** The lead paragraph under the section's heading. */
export const leadOf = (region: HTMLElement) => region.querySelector('h2 + p.lead')?.textContent ?? null;

/** Asserts the cards (`ItemGrid`) in `region`: one list item per entry, in order, title as `h3`, then its text. */
export function expectCards(region: HTMLElement, items: ReadonlyArray<Queries.ItemFieldsFragment>) {
  const cards = within(within(region).getByRole('list')).getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
    items.map((item) => item.title),
  );
  cards.forEach((card, i) => expect(card.querySelector('p')?.textContent ?? null).toBe(items[i]!.text));
}

/** Asserts the numbered steps (`StepList`) in `region`: in order, title as `h3`, duration and text as given. */
export function expectSteps(region: HTMLElement, steps: ReadonlyArray<Queries.StepFieldsFragment>) {
  const list = region.querySelector('ol')!;
  const shown = within(list).getAllByRole('listitem');
  expect(shown.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(
    steps.map((s) => s.title),
  );
  shown.forEach((li, i) => {
    expect(li.querySelector('.duration')?.textContent ?? null).toBe(steps[i]!.duration);
    expect(li.querySelector('p:not(.duration)')?.textContent ?? null).toBe(steps[i]!.text);
  });
}
