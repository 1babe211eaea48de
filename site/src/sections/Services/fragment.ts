import { graphql } from 'gatsby';

export const query = graphql`
  fragment ServicesSection on STRAPI__COMPONENT_SECTIONS_SERVICES {
    id
    heading
    text
    items {
      ...ItemFields
    }
  }
`;
