import { graphql } from 'gatsby';

export const query = graphql`
  fragment FourStepsSection on STRAPI__COMPONENT_SECTIONS_FOUR_STEPS {
    id
    heading
    text
    steps {
      ...StepFields
    }
  }
`;
