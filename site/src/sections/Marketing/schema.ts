import { linkTo, listOf, sectionType } from '../section-type';

export const UID = 'sections.marketing';
export const typeDefs = sectionType(
  UID,
  `${listOf('items', 'shared.item')}
   ${linkTo('action', 'STRAPI__COMPONENT_SHARED_LINK')}`,
);
