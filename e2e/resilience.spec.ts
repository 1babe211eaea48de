import { expect, test, type Page } from '@playwright/test';
import { siteText } from '../tests/support/catalogues';

/**
 * Resilient loading (product rules §4, §8, §9): a failed island chunk and link prefetching on a poor connection. The
 * token generator page has an island that loads when it comes near the viewport; the address's anchor scrolls
 * to it, on the first load and on every reload.
 */
const ISLAND_PAGE = '/defi/erc20/';
const ISLAND_ANCHOR = '#token-generator';
const ISLAND_CHUNK = '**/island-mount-*.js';
const wizard = (page: Page) => page.locator('.token-wizard');
/** Webpack's script element for a chunk, there from the request until the chunk has loaded or failed. */
const CHUNK_SCRIPT = 'script[data-webpack]';
const isIslandChunk = (url: string) => /\/island-mount-[^/]*\.js$/.test(new URL(url).pathname);

// These tests make chunk requests fail with page.route, which does not see what a service worker fetches; once
// the site's worker controls the page, island chunks would bypass the failure. The worker's own behaviour when
// the network fails is tested in pwa.spec.ts.
test.use({ serviceWorkers: 'block' });

// A returning visitor who closed the newsletter widget: it does not pop up over what these tests look at.
test.beforeEach(({ page }) =>
  page.addInitScript(() => localStorage.setItem('join-list:suppressed-until', String(Date.now() + 86_400_000))),
);

test('a failing chunk reloads the page once; the retry after it loads the island when the file is back', async ({
  page,
}) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  // The page loads (navigations of the tab) and, for each attempt at the island's chunk, the load it belongs to.
  let navigations = 0;
  const attempts: number[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1;
    else if (isIslandChunk(request.url())) attempts.push(navigations);
  });
  await page.route(ISLAND_CHUNK, (route) => route.abort());
  await page.goto(ISLAND_PAGE + ISLAND_ANCHOR);
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);
  // The second failure within 60 s does not reload again: the page keeps retrying instead. Its retry (a second
  // attempt from the reloaded page, a second after the first failed) shows that it decided, and how.
  await expect.poll(() => attempts.filter((load) => load === 2).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  expect(navigations).toBe(2);
  expect(loads).toBe(2);
  await page.unroute(ISLAND_CHUNK);
  await expect(wizard(page)).toBeVisible({ timeout: 15_000 });
  expect(loads).toBe(2);
});

test('after 120 s of failing: a clear message in the page language and a reload button', async ({ page }) => {
  // As if the page had just reloaded for a failed chunk: this failure must not reload again.
  await page.addInitScript(() => sessionStorage.setItem('chunk-reload-at', String(Date.now())));
  await page.clock.install();
  await page.route(ISLAND_CHUNK, (route) => route.abort());
  await page.goto(`/de${ISLAND_PAGE}${ISLAND_ANCHOR}`);
  const alert = page.getByRole('alert').filter({ hasText: siteText('de', 'common:loadFailure.text') });
  // Fake time runs the retry pauses; each failed request is real I/O, so time advances in steps.
  let elapsed = 0;
  for (; elapsed < 200_000 && !(await alert.isVisible()); elapsed += 5_000) {
    await page.clock.runFor(5_000);
    // The attempt these 5 s started has failed and the page has reacted (the next pause set, or the message).
    await expect(page.locator(CHUNK_SCRIPT)).toHaveCount(0);
  }
  await expect(alert).toBeVisible();
  expect(elapsed).toBeGreaterThanOrEqual(115_000);
  expect(elapsed).toBeLessThanOrEqual(130_000);
  const reload = alert.getByRole('button', { name: siteText('de', 'common:loadFailure.reload') });
  await expect(reload).toBeFocused();
  await page.unroute(ISLAND_CHUNK);
  await Promise.all([page.waitForEvent('load'), reload.click()]);
});

/**
 * Resolves once the page has delivered its next intersection observations: a fresh observer's first report comes
 * with or after those of the observers made before it (the prefetch behaviour's, the islands').
 */
const intersectionsDelivered = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body);
      }),
  );

/**
 * Same-site page links prefetched once the links in view after loading `/` have had their chance (the behaviour
 * adds `<link rel="prefetch">` per link in view, from an idle callback with a 2 s timeout). The page runs on
 * Playwright's clock, installed before it loads, so that those callbacks run when the test says.
 */
async function prefetchedAfterIdle(page: Page): Promise<number> {
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
  await intersectionsDelivered(page); // the links in view are known, their idle callbacks requested
  await page.clock.runFor(2_000); // the idle callbacks' timeout: every one of them has run
  return page.locator('link[rel="prefetch"]').count();
}

test('links in view are prefetched on a normal connection, more as the visitor scrolls', async ({ page }) => {
  const atTop = await prefetchedAfterIdle(page);
  expect(atTop).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.locator('link[rel="prefetch"]').count(), { timeout: 5_000 }).toBeGreaterThan(atTop);
});

test('no prefetching on an emulated 2g connection, with data saving on, or offline', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1_500,
    downloadThroughput: 6_000,
    uploadThroughput: 6_000,
    connectionType: 'cellular2g',
  });
  const count2g = await prefetchedAfterIdle(page);
  expect(
    await page.evaluate(() => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType),
  ).toBe('2g');
  expect(count2g).toBe(0);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  expect(await prefetchedAfterIdle(page)).toBe(0);
  await cdp.send('Emulation.setDataSaverOverride', {});

  // Offline after the page loaded: links scrolled into view then are not prefetched (and the island chunks
  // that scrolling starts do not reload the page into the browser's offline error page).
  const before = await prefetchedAfterIdle(page);
  // A navigation the page starts from here on (a reload into the offline error page) is noted at once.
  await page.evaluate(() =>
    (window as Window & { navigation?: EventTarget }).navigation?.addEventListener('navigate', () =>
      document.documentElement.setAttribute('data-e2e-navigating', ''),
    ),
  );
  await context.setOffline(true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await intersectionsDelivered(page); // the links and islands scrolled into view are known
  await page.clock.runFor(2_000); // the links' idle callbacks have run
  // The chunks the islands asked for have failed, and the page has reacted to that.
  await expect(page.locator(CHUNK_SCRIPT)).toHaveCount(0);
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(before);
  await expect(page.locator('html[data-e2e-navigating]')).toHaveCount(0);
  expect(page.url()).toMatch(/^http:\/\/[^/]+\/$/);
  await context.setOffline(false);
});
