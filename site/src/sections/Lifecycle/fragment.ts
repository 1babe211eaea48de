import { graphql } from 'gatsby';

export const query = graphql`
  fragment LifecycleSection on STRAPI__COMPONENT_SECTIONS_LIFECYCLE {
    id
    heading
    text
    steps {
      ...StepFields
    }
  }
`;
