import { graphql } from 'gatsby';

export const query = graphql`
  fragment CaseStudiesSection on STRAPI__COMPONENT_SECTIONS_CASE_STUDIES {
    id
    heading
    text
    limit
    caseStudies(locale: $language) {
      ...CaseStudyCard
    }
  }
  fragment CaseStudyCard on STRAPI_CASE_STUDY {
    title
    path
    summary
    image {
      ...MediaFile
      localFile {
        childImageSharp {
          gatsbyImageData(
            layout: CONSTRAINED
            width: 480
            aspectRatio: 1.7778
            formats: [AUTO, WEBP, AVIF]
            placeholder: DOMINANT_COLOR
          )
        }
      }
    }
    imageAlt
  }
`;
