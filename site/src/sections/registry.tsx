import React, { type ComponentType } from 'react';
import type { Section, SectionOf, SectionType } from '../content/types';
import { CallToAction, Contact, GuideDownload, QuizStart } from './actions';
import { CaseStudyTeasers, JobOpenings, MediaMentions, ServiceCatalogue, Team } from './collections';
import { Intro } from './Intro';
import { FigureList, ItemGrid, SectionFrame, StepList } from './parts';

type SectionComponent<T extends SectionType> = ComponentType<{ section: SectionOf<T> }>;

const items = ({
  section,
}: {
  section: { id: string; heading: string; text: string; items: SectionOf<'feature-list'>['items'] };
}) => (
  <SectionFrame {...section}>
    <ItemGrid items={section.items} />
  </SectionFrame>
);
const steps = ({
  section,
}: {
  section: { id: string; heading: string; text: string; steps: SectionOf<'workflow'>['steps'] };
}) => (
  <SectionFrame {...section}>
    <StepList steps={section.steps} />
  </SectionFrame>
);
const figures = ({
  section,
}: {
  section: { id: string; heading: string; text: string; figures: SectionOf<'figures'>['figures'] };
}) => (
  <SectionFrame {...section}>
    <FigureList figures={section.figures} />
  </SectionFrame>
);

/** One React component per section type (SPEC §2 page sections plus the generic ones). */
export const SECTION_COMPONENTS: { [T in SectionType]: SectionComponent<T> } = {
  intro: Intro,
  'service-catalogue': ServiceCatalogue,
  workflow: steps,
  technology: items,
  'case-studies': CaseStudyTeasers,
  marketing: items,
  media: MediaMentions,
  contact: Contact,
  about: figures,
  assets: items,
  services: items,
  'guide-download': GuideDownload,
  'launching-stages': steps,
  'quiz-start': QuizStart,
  'four-steps': steps,
  schedule: steps,
  'map-subscribe': items,
  platform: items,
  lifecycle: steps,
  products: items,
  components: items,
  timeframe: steps,
  'rich-text': ({ section }) => (
    <SectionFrame {...section}>
      <div className="prose" dangerouslySetInnerHTML={{ __html: section.html }} />
    </SectionFrame>
  ),
  'feature-list': items,
  faq: ({ section }) => (
    <SectionFrame {...section}>
      {section.items.map((item) => (
        <details key={item.question} className="faq">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </SectionFrame>
  ),
  figures,
  'call-to-action': CallToAction,
  team: Team,
  'job-openings': JobOpenings,
};

/** Renders one section through the registry; an unknown type renders nothing (and warns in development). */
export function SectionView({ section }: { section: Section }) {
  const Component = SECTION_COMPONENTS[section.type] as SectionComponent<typeof section.type> | undefined;
  if (!Component) {
    if (process.env.NODE_ENV !== 'production') console.warn(`Unknown section type "${(section as Section).type}"`);
    return null;
  }
  return <Component section={section as never} />;
}

export function Sections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
    </>
  );
}
