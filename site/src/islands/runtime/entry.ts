/**
 * The only script a page loads up front: no React, no framework. It arms the page's islands (each loads its own
 * chunk when its trigger fires) and adds the small behaviours static HTML needs (the header's fit, menus, booking links, link
 * prefetching, the join-list widget's triggers, the cookie notice), pushes the page view for the tag manager and registers the service worker.
 */
import { startPageViews } from '../../features/analytics/page-view';
import { startBookingLinks } from '../behaviours/booking';
import { startConsent } from '../behaviours/consent';
import { startHeaderFit } from '../behaviours/header-fit';
import { startJoinList } from '../behaviours/join-list';
import { startMenus } from '../behaviours/menus';
import { startPrefetch } from '../behaviours/prefetch';
import { startServiceWorker } from '../behaviours/service-worker';
import { startIslands } from './islands';

function start(): void {
  startConsent(document);
  startHeaderFit(document);
  startMenus(document);
  startBookingLinks(document);
  startIslands(document);
  void startJoinList(document);
  startPrefetch(document);
  startPageViews(window);
  startServiceWorker(document);
  // A marker for tests and tools: the runtime ran (under the page's CSP, with every island armed).
  document.documentElement.dataset.runtime = 'ready';
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
