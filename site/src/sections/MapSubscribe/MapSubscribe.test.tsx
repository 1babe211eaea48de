/** @jest-environment jsdom */
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { LOCALE_CODES, type Locale } from '@app/routing';
import stoLegal from '../../../../cms/fixtures/pages/sto-legal.json';
import { translate } from '../../../test/i18n-mock';
import { inPage, renderStatic, testI18n } from '../../../test/render-static';
import { MapSubscribeSection } from './MapSubscribe';

type Section = Queries.MapSubscribeSectionFragment;

/** The seeded map/subscribe section of the STO legal page, as its fragment selects it. */
function seeded(locale: Locale): Section {
  const raw = stoLegal[locale].sections.find((s) => s.__component === 'sections.map-subscribe')!;
  return {
    id: 'map-9',
    heading: raw.heading!,
    text: raw.text ?? null,
    items: raw.items!.map((i) => ({ title: i.title, text: i.text ?? null, icon: i.icon ?? null })),
    subscribeHeading: raw.subscribeHeading ?? null,
  };
}

const renderSection = (section: Section, locale: Locale) =>
  render(inPage(<MapSubscribeSection section={section} />, locale));

describe('STO legal map/subscribe section', () => {
  it.each(LOCALE_CODES)('links every country on the map to its paragraph (%s)', (locale) => {
    renderSection(seeded(locale), locale);
    const map = screen.getByRole('group', { name: testI18n(locale).t('jurisdictionMap.label') });
    const links = within(map).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('LI');
      // The paragraph under the anchor is the one for the country the link names.
      expect(target!.querySelector('h3')!.textContent).toBe(link.getAttribute('aria-label'));
    }
    expect(links.map((l) => l.getAttribute('href')).sort()).toEqual([
      '#jurisdiction-de',
      '#jurisdiction-ee',
      '#jurisdiction-gb',
      '#jurisdiction-li',
      '#jurisdiction-lt',
    ]);
  });

  it('keeps a paragraph the map does not know, under an anchor of its own, off the map', () => {
    const section = seeded('en');
    renderSection({ ...section, items: [...section.items, { title: 'Ukraine', text: 'Not yet.', icon: null }] }, 'en');
    expect(within(screen.getByRole('group')).getAllByRole('link')).toHaveLength(5);
    expect(document.getElementById('jurisdiction-ukraine')!.textContent).toContain('Not yet.');
  });

  it('offers the inline sign-up under the CMS heading, the form left to its island with the newsletter endpoint', () => {
    renderSection(seeded('de'), 'de');
    const signup = document.getElementById('newsletter')!;
    const heading = seeded('de').subscribeHeading!;
    expect(within(signup).getByRole('heading', { level: 3 }).textContent).toBe(heading);
    const island = signup.querySelector<HTMLElement>('[data-island="newsletter-inline"]')!;
    expect(JSON.parse(island.dataset.props!)).toMatchObject({ endpoint: 'https://cms.example/api/newsletter' });
  });

  it('takes the join-list title where the CMS gives no sign-up heading', () => {
    renderSection({ ...seeded('en'), subscribeHeading: null }, 'en');
    expect(within(document.getElementById('newsletter')!).getByRole('heading', { level: 3 }).textContent).toBe(
      translate('en', 'forms:joinList.title'),
    );
  });

  it('escapes CMS text in the static HTML', () => {
    const section = seeded('en');
    const html = renderStatic(
      <MapSubscribeSection
        section={{
          ...section,
          items: [{ title: 'Estonia<script>x()</script>', text: '<img src=x onerror=y>', icon: null }],
        }}
      />,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
  });
});
