import { graphql } from 'gatsby';

/** A page's sections: each section's own fragment, chosen by its type. */
export const query = graphql`
  fragment PageSections on STRAPI_PAGE {
    sections {
      __typename
      id
      component
      ...AboutSection
      ...AssetsSection
      ...CallToActionSection
      ...CaseStudiesSection
      ...ComponentsSection
      ...ContactSection
      ...FaqSection
      ...FeatureListSection
      ...FiguresSection
      ...FourStepsSection
      ...GuideDownloadSection
      ...IntroSection
      ...JobOpeningsSection
      ...LaunchingStagesSection
      ...LifecycleSection
      ...MapSubscribeSection
      ...MarketingSection
      ...MediaSection
      ...PlatformSection
      ...ProductsSection
      ...QuizStartSection
      ...RichTextSection
      ...ScheduleSection
      ...ServiceCatalogueSection
      ...ServicesSection
      ...TeamSection
      ...TechnologySection
      ...TimeframeSection
      ...WorkflowSection
    }
  }
`;
