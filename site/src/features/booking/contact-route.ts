import { localizePath, type Locale } from '@app/routing';
import { navigateTo } from '../../islands/navigate';
import { CONTACT_ANCHOR, CONTACT_TOPIC_EVENT } from '../contact/topic-event';

/** The home page's contact form with `topic` preselected (`/?topic=…#contact`, localized). */
export function contactFormHref(topic: string, locale: Locale): string {
  return `${localizePath('/', locale)}?topic=${encodeURIComponent(topic)}#${CONTACT_ANCHOR}`;
}

/**
 * "Call me back" from the booking dialog: the contact form with the topic preselected. On a page that
 * has the form (`#contact`) it scrolls there and tells the form; elsewhere it goes to the home page's
 * form (`contactFormHref`).
 */
export function goToContactForm(topic: string, locale: Locale, go: (to: string) => unknown = navigateTo): void {
  const target = document.getElementById(CONTACT_ANCHOR);
  if (target === null) {
    void go(contactFormHref(topic, locale));
    return;
  }
  const url = new URL(window.location.href);
  url.searchParams.set('topic', topic);
  url.hash = CONTACT_ANCHOR;
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new CustomEvent(CONTACT_TOPIC_EVENT, { detail: topic }));
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
