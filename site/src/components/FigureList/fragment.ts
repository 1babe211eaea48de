import { graphql } from 'gatsby';

export const query = graphql`
  fragment FigureFields on STRAPI__COMPONENT_SHARED_FIGURE {
    amount
    unit
    orMore
    value
    label
  }
`;
