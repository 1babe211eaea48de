import { MEDIA_NODE } from '../../schema/naming';
import { linkTo, listOf, sectionType } from '../section-type';

export const UID = 'sections.platform';
export const typeDefs = sectionType(
  UID,
  `${listOf('items', 'shared.item')}
   ${linkTo('image', MEDIA_NODE)}
   imageAlt: String`,
);
