import { sectionType } from '../section-type';

export const UID = 'sections.quiz-start';
export const typeDefs = sectionType(UID, 'actionLabel: String!');
