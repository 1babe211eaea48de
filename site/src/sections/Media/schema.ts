import { sectionType } from '../section-type';

export const UID = 'sections.media';
export const typeDefs = sectionType(
  UID,
  'mentions: [STRAPI_MEDIA_MENTION!]! @localeCollection(type: "STRAPI_MEDIA_MENTION", sortBy: "date", order: "DESC")',
);
