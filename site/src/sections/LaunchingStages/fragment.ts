import { graphql } from 'gatsby';

export const query = graphql`
  fragment LaunchingStagesSection on STRAPI__COMPONENT_SECTIONS_LAUNCHING_STAGES {
    id
    heading
    text
    steps {
      ...StepFields
    }
  }
`;
