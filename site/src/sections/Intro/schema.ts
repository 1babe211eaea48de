import { MEDIA_NODE } from '../../schema/naming';
import { linkTo, sectionType } from '../section-type';

export const UID = 'sections.intro';
export const typeDefs = sectionType(
  UID,
  `eyebrow: String
   ${linkTo('primaryAction', 'STRAPI__COMPONENT_SHARED_LINK')}
   ${linkTo('secondaryAction', 'STRAPI__COMPONENT_SHARED_LINK')}
   ${linkTo('image', MEDIA_NODE)}
   imageAlt: String`,
);
