import { graphql } from 'gatsby';

export const query = graphql`
  fragment FaqSection on STRAPI__COMPONENT_SECTIONS_FAQ {
    id
    heading
    text
    items {
      question
      answer
    }
  }
`;
