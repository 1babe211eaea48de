import { graphql } from 'gatsby';

export const query = graphql`
  fragment FiguresSection on STRAPI__COMPONENT_SECTIONS_FIGURES {
    id
    heading
    text
    figures {
      ...FigureFields
    }
  }
`;
