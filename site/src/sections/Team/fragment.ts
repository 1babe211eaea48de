import { graphql } from 'gatsby';

export const query = graphql`
  fragment TeamSection on STRAPI__COMPONENT_SECTIONS_TEAM {
    id
    heading
    text
    members(locale: $language) {
      name
      role
      summary
      photo {
        ...MediaFile
        localFile {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 400, formats: [AUTO, WEBP, AVIF], placeholder: DOMINANT_COLOR)
          }
        }
      }
      photoAlt
    }
  }
`;
