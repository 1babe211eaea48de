import { graphql } from 'gatsby';

export const query = graphql`
  fragment AboutSection on STRAPI__COMPONENT_SECTIONS_ABOUT {
    id
    heading
    text
    figures {
      ...FigureFields
    }
    image {
      ...MediaFile
      localFile {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 560, formats: [AUTO, WEBP, AVIF], placeholder: DOMINANT_COLOR)
        }
      }
    }
    imageAlt
  }
`;
