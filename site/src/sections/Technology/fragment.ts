import { graphql } from 'gatsby';

export const query = graphql`
  fragment TechnologySection on STRAPI__COMPONENT_SECTIONS_TECHNOLOGY {
    id
    heading
    text
    items {
      ...ItemFields
    }
  }
`;
