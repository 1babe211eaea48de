import { graphql } from 'gatsby';

export const query = graphql`
  fragment PlatformSection on STRAPI__COMPONENT_SECTIONS_PLATFORM {
    id
    heading
    text
    items {
      ...ItemFields
    }
    image {
      ...MediaFile
      localFile {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 960, formats: [AUTO, WEBP, AVIF], placeholder: DOMINANT_COLOR)
        }
      }
    }
    imageAlt
  }
`;
