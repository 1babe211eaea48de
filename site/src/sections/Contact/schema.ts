import { sectionType } from '../section-type';

export const UID = 'sections.contact';
/** Heading and text only; the contact data comes from the global settings, the form from the site. */
export const typeDefs = sectionType(UID);
