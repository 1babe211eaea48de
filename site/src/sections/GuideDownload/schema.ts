import { MEDIA_NODE } from '../../schema/naming';
import { linkTo, sectionType } from '../section-type';

export const UID = 'sections.guide-download';
export const typeDefs = sectionType(
  UID,
  `${linkTo('file', MEDIA_NODE)}
   actionLabel: String!`,
);
