import type { IslandTrigger } from '../Island';

/** Islands start loading this far before they scroll into view (product rules §9 lazy margin 370–500 px). */
export const VISIBLE_MARGIN = '400px 0px';
/** The longest an idle island waits for the browser to be idle (product rules §9 idle timeout 2000 ms). */
export const IDLE_TIMEOUT_MS = 2000;
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

/** Runs `start` once when the element's trigger fires; returns a function that cancels the wait. */
export function onTrigger(element: HTMLElement, when: IslandTrigger, start: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    start();
  };
  const cancels: Array<() => void> = [];
  const cancel = () => cancels.forEach((c) => c());

  if (when === 'load') {
    run();
  } else if (when === 'idle') {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancels.push(() => window.cancelIdleCallback(handle));
    } else {
      const handle = window.setTimeout(run, 200);
      cancels.push(() => window.clearTimeout(handle));
    }
  } else if (when === 'visible' && typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && run(), {
      rootMargin: VISIBLE_MARGIN,
    });
    observer.observe(element);
    cancels.push(() => observer.disconnect());
  } else if (when === 'visible') {
    run();
  }
  // Whatever the trigger, a visitor who starts using the island gets it at once.
  if (when !== 'load') {
    for (const type of INTERACTION_EVENTS) {
      element.addEventListener(type, run, { passive: true, once: true });
      cancels.push(() => element.removeEventListener(type, run));
    }
  }
  return cancel;
}
