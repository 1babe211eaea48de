import { graphql } from 'gatsby';

export const query = graphql`
  fragment ItemFields on STRAPI__COMPONENT_SHARED_ITEM {
    title
    text
    icon
  }
`;
