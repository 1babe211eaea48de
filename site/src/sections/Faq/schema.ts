import { listOf, sectionType } from '../section-type';

export const UID = 'sections.faq';
export const typeDefs = sectionType(UID, listOf('items', 'shared.faq-item'));
