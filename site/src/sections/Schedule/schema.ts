import { listOf, sectionType } from '../section-type';

export const UID = 'sections.schedule';
export const typeDefs = sectionType(UID, listOf('steps', 'shared.step'));
