import { linkTo, sectionType } from '../section-type';

export const UID = 'sections.call-to-action';
export const typeDefs = sectionType(
  UID,
  `${linkTo('action', 'STRAPI__COMPONENT_SHARED_LINK')}
   booking: Boolean`,
);
