import { listOf, sectionType } from '../section-type';

export const UID = 'sections.figures';
export const typeDefs = sectionType(UID, listOf('figures', 'shared.figure'));
