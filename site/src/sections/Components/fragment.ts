import { graphql } from 'gatsby';

export const query = graphql`
  fragment ComponentsSection on STRAPI__COMPONENT_SECTIONS_COMPONENTS {
    id
    heading
    text
    items {
      ...ItemFields
    }
  }
`;
