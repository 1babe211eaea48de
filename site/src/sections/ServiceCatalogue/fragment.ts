import { graphql } from 'gatsby';

export const query = graphql`
  fragment ServiceCatalogueSection on STRAPI__COMPONENT_SECTIONS_SERVICE_CATALOGUE {
    id
    heading
    text
    services(locale: $language) {
      title
      text
      icon
      link
    }
  }
`;
