import { sectionType } from '../section-type';

export const UID = 'sections.case-studies';
export const typeDefs = sectionType(
  UID,
  `limit: Int
   caseStudies: [STRAPI_CASE_STUDY!]! @localeCollection(type: "STRAPI_CASE_STUDY", sortBy: "order")`,
);
