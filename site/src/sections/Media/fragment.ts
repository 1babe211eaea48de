import { graphql } from 'gatsby';

export const query = graphql`
  fragment MediaSection on STRAPI__COMPONENT_SECTIONS_MEDIA {
    id
    heading
    text
    mentions(locale: $language) {
      title
      outlet
      url
      date
      summary
      source
    }
  }
`;
