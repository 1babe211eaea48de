import { listOf, sectionType } from '../section-type';

export const UID = 'sections.feature-list';
export const typeDefs = sectionType(UID, listOf('items', 'shared.item'));
