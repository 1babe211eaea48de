import { graphql } from 'gatsby';

export const query = graphql`
  fragment JobOpeningsSection on STRAPI__COMPONENT_SECTIONS_JOB_OPENINGS {
    id
    heading
    text
    openings(locale: $language) {
      title
      location
      employmentType
      summary
      requirementsHtml
    }
  }
`;
