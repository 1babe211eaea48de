import { listOf, sectionType } from '../section-type';

export const UID = 'sections.map-subscribe';
export const typeDefs = sectionType(
  UID,
  `${listOf('items', 'shared.item')}
   subscribeHeading: String`,
);
