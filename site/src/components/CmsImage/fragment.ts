import { graphql } from 'gatsby';

/** What every use of a CMS image selects; each use adds `localFile.childImageSharp.gatsbyImageData(…)` with its own sizes. */
export const query = graphql`
  fragment MediaFile on STRAPI__MEDIA {
    url
    mime
    width
    height
    alternativeText
    focalPoint
    localFile {
      publicURL
    }
  }
`;
