import { graphql } from 'gatsby';

/** Fields every CMS page template reads, and the UI catalogues of the page's language. */
export const query = graphql`
  fragment PageFields on STRAPI_PAGE {
    locale
    key
    path
    template
    title
    pageTitle
    metaDescription
  }
  fragment Catalogues on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
