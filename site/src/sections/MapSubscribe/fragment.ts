import { graphql } from 'gatsby';

export const query = graphql`
  fragment MapSubscribeSection on STRAPI__COMPONENT_SECTIONS_MAP_SUBSCRIBE {
    id
    heading
    text
    items {
      ...ItemFields
    }
    subscribeHeading
  }
`;
