import { sectionType } from '../section-type';

export const UID = 'sections.rich-text';
/** `body` (Markdown) is rendered as sanitised HTML. */
export const typeDefs = sectionType(UID, 'html: String! @markdownHtml(from: "body")');
