import { graphql } from 'gatsby';

export const query = graphql`
  fragment LinkFields on STRAPI__COMPONENT_SHARED_LINK {
    label
    url
  }
`;
