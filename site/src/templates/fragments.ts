import { graphql } from 'gatsby';

/** Fields every CMS page template reads, and the UI catalogue of the page's language. */
export const query = graphql`
  fragment PageFields on CmsPage {
    locale
    key
    path
    template
    title
    pageTitle
    metaDescription
    sections
    alternates {
      locale
      path
    }
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
