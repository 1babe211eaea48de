import { graphql } from 'gatsby';

export const query = graphql`
  fragment ContactSection on STRAPI__COMPONENT_SECTIONS_CONTACT {
    id
    heading
    text
  }
`;
