import { sectionType } from '../section-type';

export const UID = 'sections.team';
export const typeDefs = sectionType(
  UID,
  'members: [STRAPI_TEAM_MEMBER!]! @localeCollection(type: "STRAPI_TEAM_MEMBER", sortBy: "order")',
);
