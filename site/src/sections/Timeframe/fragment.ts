import { graphql } from 'gatsby';

export const query = graphql`
  fragment TimeframeSection on STRAPI__COMPONENT_SECTIONS_TIMEFRAME {
    id
    heading
    text
    steps {
      ...StepFields
    }
  }
`;
