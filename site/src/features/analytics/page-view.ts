import { pushDataLayer, type DataLayerEvent } from './data-layer';

/** product rules §4, §9: a page view is pushed 250 ms after each route change. */
export const PAGE_VIEW_DELAY_MS = 250;

/**
 * The page view of the current document: its path (without query or fragment, which may carry a newsletter
 * token or an e-mail address), its language and title.
 */
export function pageViewEvent(doc: Document): DataLayerEvent {
  return {
    event: 'page_view',
    page_path: doc.location.pathname,
    page_locale: doc.documentElement.lang,
    page_title: doc.title,
  };
}

/**
 * Pages are separate documents, so every page load is a route change; so is a page the browser restores from
 * its back/forward cache (`pageshow` with `persisted`), which runs no script again. The event only fills the
 * page's own data layer: it leaves the browser only if the visitor let the tag manager load.
 */
export function startPageViews(win: Window): () => void {
  const timers = new Set<number>();
  const schedule = () => {
    const timer = win.setTimeout(() => {
      timers.delete(timer);
      pushDataLayer(pageViewEvent(win.document), win);
    }, PAGE_VIEW_DELAY_MS);
    timers.add(timer);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) schedule();
  };
  schedule();
  win.addEventListener('pageshow', onPageShow);
  return () => {
    win.removeEventListener('pageshow', onPageShow);
    for (const timer of timers) win.clearTimeout(timer);
  };
}
