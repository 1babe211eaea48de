import { graphql } from 'gatsby';

export const query = graphql`
  fragment RichTextSection on STRAPI__COMPONENT_SECTIONS_RICH_TEXT {
    id
    heading
    text
    html
  }
`;
