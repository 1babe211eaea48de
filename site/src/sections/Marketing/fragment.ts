import { graphql } from 'gatsby';

export const query = graphql`
  fragment MarketingSection on STRAPI__COMPONENT_SECTIONS_MARKETING {
    id
    heading
    text
    items {
      ...ItemFields
    }
    action {
      ...LinkFields
    }
  }
`;
