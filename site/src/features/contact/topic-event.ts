/**
 * The booking dialog's "call me back" tells the contact form on the same page which topic to preselect
 * with this window event (`detail`: the topic slug). Kept free of imports: the eager section loads it.
 */
export const CONTACT_TOPIC_EVENT = 'contact-form:topic';

/** The element id of the contact form's place on a page (`#contact`). */
export const CONTACT_ANCHOR = 'contact';

/** The topic asked for by the address (`?topic=`), if it is one of `topics`. */
export function topicFromSearch(search: string, topics: readonly string[]): string | undefined {
  const topic = new URLSearchParams(search).get('topic') ?? '';
  return topics.includes(topic) ? topic : undefined;
}
