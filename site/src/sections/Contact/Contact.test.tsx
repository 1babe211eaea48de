/** @jest-environment jsdom */
import React from 'react';
import { screen, within } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { translate } from '../../../test/i18n-mock';
import { TEST_GLOBAL, renderStatic } from '../../../test/render-static';
import {
  HOSTILE,
  expectShownAsText,
  leadOf,
  type ExampleContent,
  type ExampleLanguage,
} from '../../../test/section-data';
import { ContactSection } from './Contact';

const SECTIONS: ExampleContent<Queries.ContactSectionFragment> = {
  en: { id: 'contact-8', heading: 'Tell us about your project', text: 'We reply within one business day.' },
  de: {
    id: 'contact-8',
    heading: 'Erzählen Sie uns von Ihrem Vorhaben',
    text: 'Wir antworten innerhalb eines Werktags.',
  },
};

/** The section as the build writes it: the form is an island, so what a visitor first gets is this HTML. */
function renderBuilt(section: Queries.ContactSectionFragment, locale: Locale) {
  document.body.innerHTML = renderStatic(<ContactSection section={section} />, locale);
  return screen.getByRole('region', { name: section.heading });
}

describe('contact section', () => {
  it.each([
    [
      'en',
      translate('en', 'common:bookCall'),
      translate('en', 'forms:contact.open'),
      'The contact form needs JavaScript.',
    ],
    [
      'de',
      translate('de', 'common:bookCall'),
      translate('de', 'forms:contact.open'),
      'Das Kontaktformular benötigt JavaScript.',
    ],
  ] as Array<[ExampleLanguage, string, string, string]>)(
    'offers mail, phone and a call in static HTML, the form left to its island (%s)',
    (locale, bookLabel, writeLabel, noscript) => {
      const region = renderBuilt(SECTIONS[locale], locale);
      expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(SECTIONS[locale].heading);
      expect(leadOf(region)).toBe(SECTIONS[locale].text);
      expect(within(region).getByRole('link', { name: 'hello@example.com' }).getAttribute('href')).toBe(
        'mailto:hello@example.com',
      );
      expect(within(region).getByRole('link', { name: '+49 6131 555' }).getAttribute('href')).toBe('tel:+496131555');
      const booking = within(region).getByRole('link', { name: bookLabel });
      expect(booking.getAttribute('href')).toBe(TEST_GLOBAL.bookingUrl);

      const island = region.querySelector<HTMLElement>('[data-island="contact-form"]')!;
      expect(island.id).toBe('contact');
      expect(island.dataset.when).toBe('visible');
      expect(JSON.parse(island.dataset.props!)).toEqual({ endpoint: 'https://cms.example/api/contact' });
      // Until the form loads (and without JavaScript) the island holds a mail link and a note.
      const write = within(island).getByRole('link', { name: writeLabel });
      expect(write.getAttribute('href')).toBe('mailto:hello@example.com');
      expect(island.querySelector('noscript')!.textContent).toContain(noscript);
    },
  );

  it('shows the heading and lead from the CMS as text, not as HTML', () => {
    const section = { id: 'c', heading: `Contact ${HOSTILE}`, text: HOSTILE };
    expectShownAsText(renderBuilt(section, 'en'));
  });
});
