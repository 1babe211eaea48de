import { MEDIA_NODE } from '../../schema/naming';
import { linkTo, listOf, sectionType } from '../section-type';

export const UID = 'sections.about';
export const typeDefs = sectionType(
  UID,
  `${listOf('figures', 'shared.figure')}
   ${linkTo('image', MEDIA_NODE)}
   imageAlt: String`,
);
