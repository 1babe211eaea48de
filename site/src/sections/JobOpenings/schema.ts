import { sectionType } from '../section-type';

export const UID = 'sections.job-openings';
export const typeDefs = sectionType(
  UID,
  'openings: [STRAPI_JOB_OPENING!]! @localeCollection(type: "STRAPI_JOB_OPENING", sortBy: "order")',
);
