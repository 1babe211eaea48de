import { graphql } from 'gatsby';

export const query = graphql`
  fragment StepFields on STRAPI__COMPONENT_SHARED_STEP {
    title
    text
    duration
  }
`;
