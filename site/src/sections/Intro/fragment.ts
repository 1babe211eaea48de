import { graphql } from 'gatsby';

export const query = graphql`
  fragment IntroSection on STRAPI__COMPONENT_SECTIONS_INTRO {
    id
    heading
    text
    eyebrow
    primaryAction {
      ...LinkFields
    }
    secondaryAction {
      ...LinkFields
    }
    image {
      ...MediaFile
      localFile {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 640, formats: [AUTO, WEBP, AVIF], placeholder: DOMINANT_COLOR)
        }
      }
    }
    imageAlt
  }
`;
