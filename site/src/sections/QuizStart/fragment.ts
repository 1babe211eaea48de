import { graphql } from 'gatsby';

export const query = graphql`
  fragment QuizStartSection on STRAPI__COMPONENT_SECTIONS_QUIZ_START {
    id
    heading
    text
    actionLabel
  }
`;
