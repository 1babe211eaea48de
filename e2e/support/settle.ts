import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * Waits for states a page really reaches — an element at rest, scrolling heard, requests answered — instead of
 * sleeping. Each looks from the test's side with the test's own timers, so it also works under `page.clock`,
 * except `pageIdle` and `watchRequests().settled()` (they ask the page for an idle period).
 */

/**
 * Resolves once `locator`'s element has come to rest: no CSS transition or finite animation of its own is running,
 * and its box in the viewport (so scrolling counts too) is the same on two looks in a row.
 */
export async function atRest(locator: Locator): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const look = await locator.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const moving = element
            .getAnimations()
            .some(
              (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
            );
          return { box: [x, y, width, height].join(), moving };
        });
        const still = !look.moving && look.box === last;
        last = look.box;
        return still;
      },
      { message: 'the element comes to rest' },
    )
    .toBe(true);
}

type ScrollWatch = Window & { e2eScrollHeard?: number };

/**
 * Starts listening for the page's `scroll` events; the function returned resolves once scrolling has come to rest
 * and the page has heard about it: the scroll position is the same on two looks in a row and is the one its last
 * `scroll` event reported (or the starting one, if nothing scrolled). Every scroll listener of the page has then run
 * for where the page stands.
 */
export async function watchScrolling(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const win = window as ScrollWatch;
    win.e2eScrollHeard = window.scrollY;
    window.addEventListener('scroll', () => (win.e2eScrollHeard = window.scrollY), { passive: true });
  });
  return async () => {
    let last: number | undefined;
    await expect
      .poll(
        async () => {
          const { y, heard } = await page.evaluate(() => ({
            y: window.scrollY,
            heard: (window as ScrollWatch).e2eScrollHeard,
          }));
          const still = y === heard && y === last;
          last = y;
          return still;
        },
        { message: 'the page comes to rest and hears its last scroll' },
      )
      .toBe(true);
  };
}

/**
 * Resolves once the page's main thread has had an idle period: what it had queued (a response's handling, the
 * render it sets off, events to dispatch) has run. Not under `page.clock`, which fakes idle callbacks.
 */
export function pageIdle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * Follows the page's requests from now on (its documents' subresources over HTTP; not navigations, event streams
 * or sockets). `inFlight` lists those not answered yet; `settled` resolves once none is in flight, the page has
 * then been idle (what the answers set off has run) and still none is in flight.
 */
export function watchRequests(page: Page): { inFlight(): string[]; settled(timeout?: number): Promise<void> } {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() || !/^https?:/.test(request.url())) return;
    if (request.resourceType() === 'eventsource' || request.resourceType() === 'websocket') return;
    pending.add(request);
  });
  const answered = (request: Request) => void pending.delete(request);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  const inFlight = () => [...pending].map((request) => `${request.method()} ${request.url()}`);
  return {
    inFlight,
    async settled(timeout = 15_000) {
      await expect
        .poll(
          async () => {
            if (pending.size > 0) return inFlight();
            // (A page between two documents cannot be asked: look again.)
            const idle = await pageIdle(page).then(
              () => true,
              () => false,
            );
            return idle ? inFlight() : ['(no answer from the page)'];
          },
          { message: 'every request the page made is answered and handled', timeout },
        )
        .toEqual([]);
    },
  };
}
