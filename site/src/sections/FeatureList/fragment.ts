import { graphql } from 'gatsby';

export const query = graphql`
  fragment FeatureListSection on STRAPI__COMPONENT_SECTIONS_FEATURE_LIST {
    id
    heading
    text
    items {
      ...ItemFields
    }
  }
`;
