import { listOf, sectionType } from '../section-type';

export const UID = 'sections.technology';
export const typeDefs = sectionType(UID, listOf('items', 'shared.item'));
