import React, { type ComponentType } from 'react';
import { RiskNoteProvider } from '../components/RiskNote/RiskNote';
import { hasInvestmentFigure } from '../components/RiskNote/investment-figures';
import type { ComponentNodeName } from '../schema/naming';
import type { SectionUid } from './definitions';
import { AboutSection } from './About/About';
import { AssetsSection } from './Assets/Assets';
import { CallToActionSection } from './CallToAction/CallToAction';
import { CaseStudiesSection } from './CaseStudies/CaseStudies';
import { ComponentsSection } from './Components/Components';
import { ContactSection } from './Contact/Contact';
import { FaqSection } from './Faq/Faq';
import { FeatureListSection } from './FeatureList/FeatureList';
import { FiguresSection } from './Figures/Figures';
import { FourStepsSection } from './FourSteps/FourSteps';
import { GuideDownloadSection } from './GuideDownload/GuideDownload';
import { IntroSection } from './Intro/Intro';
import { JobOpeningsSection } from './JobOpenings/JobOpenings';
import { LaunchingStagesSection } from './LaunchingStages/LaunchingStages';
import { LifecycleSection } from './Lifecycle/Lifecycle';
import { MapSubscribeSection } from './MapSubscribe/MapSubscribe';
import { MarketingSection } from './Marketing/Marketing';
import { MediaSection } from './Media/Media';
import { PlatformSection } from './Platform/Platform';
import { ProductsSection } from './Products/Products';
import { QuizStartSection } from './QuizStart/QuizStart';
import { RichTextSection } from './RichText/RichText';
import { ScheduleSection } from './Schedule/Schedule';
import { ServiceCatalogueSection } from './ServiceCatalogue/ServiceCatalogue';
import { ServicesSection } from './Services/Services';
import { TeamSection } from './Team/Team';
import { TechnologySection } from './Technology/Technology';
import { TimeframeSection } from './Timeframe/Timeframe';
import { WorkflowSection } from './Workflow/Workflow';

/** One section as the page query selects it (`PageSections` fragment). */
export type SectionData = Queries.PageSectionsFragment['sections'][number];
type DataOf<U extends SectionUid> = Extract<SectionData, { __typename: ComponentNodeName<U> }>;

/**
 * The React view of every section type (product rules §2 page sections plus the generic ones), keyed like the table in
 * `definitions.ts`: a section type without a view does not compile.
 */
export const SECTION_VIEWS: { [U in SectionUid]: ComponentType<{ section: DataOf<U> }> } = {
  'sections.about': AboutSection,
  'sections.assets': AssetsSection,
  'sections.call-to-action': CallToActionSection,
  'sections.case-studies': CaseStudiesSection,
  'sections.components': ComponentsSection,
  'sections.contact': ContactSection,
  'sections.faq': FaqSection,
  'sections.feature-list': FeatureListSection,
  'sections.figures': FiguresSection,
  'sections.four-steps': FourStepsSection,
  'sections.guide-download': GuideDownloadSection,
  'sections.intro': IntroSection,
  'sections.job-openings': JobOpeningsSection,
  'sections.launching-stages': LaunchingStagesSection,
  'sections.lifecycle': LifecycleSection,
  'sections.map-subscribe': MapSubscribeSection,
  'sections.marketing': MarketingSection,
  'sections.media': MediaSection,
  'sections.platform': PlatformSection,
  'sections.products': ProductsSection,
  'sections.quiz-start': QuizStartSection,
  'sections.rich-text': RichTextSection,
  'sections.schedule': ScheduleSection,
  'sections.service-catalogue': ServiceCatalogueSection,
  'sections.services': ServicesSection,
  'sections.team': TeamSection,
  'sections.technology': TechnologySection,
  'sections.timeframe': TimeframeSection,
  'sections.workflow': WorkflowSection,
};

const isSectionUid = (value: string): value is SectionUid => Object.hasOwn(SECTION_VIEWS, value);

/** Renders one section through the registry; a component the site does not know renders nothing. */
export function SectionView({ section }: { section: SectionData }) {
  if (!isSectionUid(section.component)) {
    if (process.env.NODE_ENV !== 'production') console.warn(`Unknown section component "${section.component}"`);
    return null;
  }
  const Component = SECTION_VIEWS[section.component] as ComponentType<{ section: SectionData }>;
  // Every section passes here: one that states a return, yield or minimum investment ends with the risk note.
  return (
    <RiskNoteProvider value={hasInvestmentFigure(section)}>
      <Component section={section} />
    </RiskNoteProvider>
  );
}

export function Sections({ sections }: { sections: ReadonlyArray<SectionData> }) {
  return (
    <>
      {sections.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
    </>
  );
}
