import { FRAME_IDS } from '../../frame/Layout/frame-ids';
import { SERVICE_WORKER_PATH } from '../../pwa/paths';
import { announce } from './status';

/** How often an open page asks whether a new deployment is out (besides whenever it becomes visible again). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The parts of `navigator.serviceWorker` used here (a fake in tests). */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'controller'>;

type Options = {
  /** `navigator.serviceWorker`, or nothing where the browser has none (or refuses it: http on a non-local host). */
  container?: WorkerContainer;
  /** Only a production build registers: `gatsby develop` must never be served by a cached worker. */
  production?: boolean;
  /** Reloads the page (the prompt's button); `location.reload` unless a test watches it. */
  reload?: () => void;
};

/**
 * Registers the site's service worker and shows the page frame's "new version" prompt when a deployment arrives
 * while the page is open. The worker takes control of open pages as soon as it is installed (`clientsClaim`), so
 * a `controllerchange` on a page that already had a controller means the site changed under it. A page's first
 * visit (no controller yet) shows nothing.
 */
export function startServiceWorker(doc: Document, options: Options = {}): void {
  const win = doc.defaultView;
  const {
    container = win?.navigator.serviceWorker,
    production = process.env.NODE_ENV === 'production',
    reload = () => win?.location.reload(),
  } = options;
  if (!production || !container || !win) return;
  const hadController = Boolean(container.controller);
  bindUpdatePrompt(doc, reload);
  container.addEventListener('controllerchange', () => {
    if (hadController) showUpdatePrompt(doc);
  });
  // Registration waits for the page's load: the worker's first install fetches the offline pages, which must
  // not compete with the page itself.
  const register = () => {
    container
      .register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' })
      .then((registration) => watchForUpdates(doc, registration, hadController))
      .catch(() => undefined); // No worker (private mode, storage full): the site works as before.
  };
  if (doc.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}

/**
 * A page the worker served asks for a new worker once it has loaded, so a deployment reaches every open tab on the
 * next page view anywhere: the browser's own check after a navigation waits until the page's network is quiet, and
 * a request that hangs (a blocked tag manager) puts it off indefinitely. A page left open asks again when it is shown
 * again and once an hour.
 */
function watchForUpdates(
  doc: Document,
  registration: Pick<ServiceWorkerRegistration, 'update'>,
  servedByWorker: boolean,
): void {
  const check = () => void registration.update().catch(() => undefined);
  if (servedByWorker) check();
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') check();
  });
  doc.defaultView?.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
}

/** The prompt's buttons: reload the page (the new deployment), or hide the prompt until the next deployment. */
function bindUpdatePrompt(doc: Document, reload: () => void): void {
  const prompt = doc.getElementById(FRAME_IDS.updatePrompt);
  prompt?.querySelector('[data-update-reload]')?.addEventListener('click', reload);
  prompt?.querySelector('[data-update-dismiss]')?.addEventListener('click', () => {
    const hadFocus = prompt.contains(doc.activeElement);
    prompt.hidden = true;
    // The focused button just vanished: continue from the page's main content (the skip link's target), not the
    // document's start.
    if (hadFocus) doc.getElementById('main')?.focus();
  });
}

/**
 * Unhides the prompt (`Layout/UpdatePrompt.tsx`; its text is in the page already, in the page's language) and says
 * its sentence in the polite status region. The focus stays where the visitor has it: the buttons are reachable
 * by Tab, nothing is interrupted.
 */
export function showUpdatePrompt(doc: Document): void {
  const prompt = doc.getElementById(FRAME_IDS.updatePrompt);
  if (!prompt || !prompt.hidden) return;
  prompt.hidden = false;
  announce(doc, prompt.querySelector('p')?.textContent ?? '');
}
