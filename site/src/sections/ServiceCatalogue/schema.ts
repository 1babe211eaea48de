import { sectionType } from '../section-type';

export const UID = 'sections.service-catalogue';
/** The section has no fields of its own besides heading and text; it shows the locale's service items. */
export const typeDefs = sectionType(
  UID,
  'services: [STRAPI_SERVICE_ITEM!]! @localeCollection(type: "STRAPI_SERVICE_ITEM", sortBy: "order")',
);
