import { listOf, sectionType } from '../section-type';

export const UID = 'sections.four-steps';
export const typeDefs = sectionType(UID, listOf('steps', 'shared.step'));
