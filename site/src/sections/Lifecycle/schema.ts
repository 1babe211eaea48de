import { listOf, sectionType } from '../section-type';

export const UID = 'sections.lifecycle';
export const typeDefs = sectionType(UID, listOf('steps', 'shared.step'));
