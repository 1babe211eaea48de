import { graphql } from 'gatsby';

export const query = graphql`
  fragment CallToActionSection on STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION {
    id
    heading
    text
    action {
      ...LinkFields
    }
    booking
  }
`;
