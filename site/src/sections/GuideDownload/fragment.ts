import { graphql } from 'gatsby';

export const query = graphql`
  fragment GuideDownloadSection on STRAPI__COMPONENT_SECTIONS_GUIDE_DOWNLOAD {
    id
    heading
    text
    actionLabel
  }
`;
