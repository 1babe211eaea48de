import { listOf, sectionType } from '../section-type';

export const UID = 'sections.launching-stages';
export const typeDefs = sectionType(UID, listOf('steps', 'shared.step'));
