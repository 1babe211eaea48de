import { graphql } from 'gatsby';

export const query = graphql`
  fragment ProductsSection on STRAPI__COMPONENT_SECTIONS_PRODUCTS {
    id
    heading
    text
    items {
      ...ItemFields
    }
  }
`;
