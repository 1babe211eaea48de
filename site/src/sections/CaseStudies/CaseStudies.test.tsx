/** @jest-environment jsdom */
import React from 'react';
import { within } from '@testing-library/react';
import { localizePath, type Locale } from '@app/routing';
import { translate } from '../../../test/i18n-mock';
import {
  HOSTILE,
  expectShownAsText,
  leadOf,
  rasterImage,
  renderSection,
  type ExampleContent,
  type ExampleLanguage,
} from '../../../test/section-data';
import { CaseStudiesSection } from './CaseStudies';

type Section = Queries.CaseStudiesSectionFragment;
type Study = Section['caseStudies'][number];

const study = (title: string, slug: string, locale: Locale, imageAlt: string | null = null): Study => ({
  title,
  path: localizePath(`/case-studies/${slug}/`, locale),
  summary: `Summary of ${title}.`,
  image: rasterImage(`case-${slug}`, { width: 480, height: 270 }),
  imageAlt,
});

const SECTIONS: ExampleContent<Section> = {
  en: {
    id: 'case-studies-5',
    heading: 'Selected work',
    text: 'Projects we were responsible for from the first workshop to production.',
    limit: null,
    caseStudies: [
      study('A video platform for notaries', 'notary-video', 'en', 'Notary signing a deed in a video call'),
      study('Tokenized real estate in Berlin', 'berlin-real-estate', 'en'),
      study('An exchange for a Swiss bank', 'swiss-exchange', 'en'),
      study('Fan tokens for a football club', 'fan-tokens', 'en'),
    ],
  },
  de: {
    id: 'case-studies-5',
    heading: 'Ausgewählte Projekte',
    text: 'Projekte, die wir vom ersten Workshop bis in den Produktivbetrieb verantwortet haben.',
    limit: 2,
    caseStudies: [
      study('Eine Videoplattform für Notariate', 'notarvideo', 'de', 'Notarin beurkundet per Videocall'),
      study('Tokenisierte Immobilien in Berlin', 'berlin-immobilien', 'de'),
      study('Eine Börse für eine Schweizer Bank', 'schweizer-boerse', 'de'),
    ],
  },
};

describe('case studies section', () => {
  it.each([
    ['en', 3, '/case-studies/', translate('en', 'common:caseStudy.allCaseStudies')],
    ['de', 2, '/de/case-studies/', translate('de', 'common:caseStudy.allCaseStudies')],
  ] as Array<[ExampleLanguage, number, string, string]>)(
    'shows the first case studies up to the limit, each linked, and the way to all of them (%s)',
    (locale, shown, allHref, allLabel) => {
      const section = SECTIONS[locale];
      const region = renderSection(<CaseStudiesSection section={section} />, section.heading, locale);
      expect(leadOf(region)).toBe(section.text);
      const cards = within(within(region).getByRole('list')).getAllByRole('listitem');
      const expected = section.caseStudies.slice(0, shown);
      expect(cards).toHaveLength(shown);
      cards.forEach((card, i) => {
        const link = within(within(card).getByRole('heading', { level: 3 })).getByRole('link');
        expect(link.textContent).toBe(expected[i]!.title);
        expect(link.getAttribute('href')).toBe(expected[i]!.path);
        expect(card.querySelector('h3 + p')!.textContent).toBe(expected[i]!.summary);
      });
      expect(within(cards[0]!).getByRole('img', { name: expected[0]!.imageAlt! }).getAttribute('loading')).toBe('lazy');
      expect(within(region).getByRole('link', { name: allLabel }).getAttribute('href')).toBe(allHref);
    },
  );

  it('shows a case study title from the CMS as text, not as HTML', () => {
    const section = { ...SECTIONS.en, caseStudies: [study(HOSTILE, 'x', 'en')] };
    expectShownAsText(renderSection(<CaseStudiesSection section={section} />, section.heading));
  });
});
