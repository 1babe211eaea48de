import { graphql } from 'gatsby';

export const query = graphql`
  fragment WorkflowSection on STRAPI__COMPONENT_SECTIONS_WORKFLOW {
    id
    heading
    text
    steps {
      ...StepFields
    }
  }
`;
