import { graphql } from 'gatsby';

export const query = graphql`
  fragment ScheduleSection on STRAPI__COMPONENT_SECTIONS_SCHEDULE {
    id
    heading
    text
    steps {
      ...StepFields
    }
  }
`;
