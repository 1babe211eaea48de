import { graphql } from 'gatsby';

export const query = graphql`
  fragment AssetsSection on STRAPI__COMPONENT_SECTIONS_ASSETS {
    id
    heading
    text
    items {
      ...ItemFields
    }
  }
`;
