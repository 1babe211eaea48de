import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { siteText } from '../tests/support/catalogues';

/**
 * The cookie notice and the consent-gated tag manager. The test build has a container id
 * (scripts/test.mjs sets GTM_CONTAINER_ID); the container script is answered here by a local stub, so the page
 * runs under its real CSP and the real URL without reaching Google.
 */
const CONTAINER_ID = 'GTM-KSTL0TEST';
const TAG_MANAGER = 'https://www.googletagmanager.com';
const STUB = 'window.__tagManagerStub = (window.__tagManagerStub || 0) + 1;';

// A returning visitor who closed the newsletter widget: it does not pop up over what these tests look at.
test.beforeEach(({ page }) =>
  page.addInitScript(() => localStorage.setItem('join-list:suppressed-until', String(Date.now() + 86_400_000))),
);

type Layer = Array<Record<string, unknown> | { 0?: unknown; 1?: unknown; 2?: unknown }>;

/** Every request the browser makes to a host other than the site (and the CMS the site may call). */
async function watchThirdParty(context: BrowserContext, siteUrl: string): Promise<string[]> {
  const own = new Set([new URL(siteUrl).origin, ...(process.env.CMS_URL ? [new URL(process.env.CMS_URL).origin] : [])]);
  const seen: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (!own.has(new URL(url).origin)) seen.push(url);
  });
  await context.route(`${TAG_MANAGER}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STUB }),
  );
  return seen;
}

/** The data layer as plain data: gtag commands (`arguments` objects) become arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  ) as Promise<Layer>;

const consentCommands = async (page: Page, kind: 'default' | 'update') =>
  (await dataLayer(page)).filter((e) => Array.isArray(e) && e[0] === 'consent' && e[1] === kind) as unknown[][];

const pageViews = async (page: Page) =>
  (await dataLayer(page)).filter((e) => !Array.isArray(e) && (e as { event?: string }).event === 'page_view');

/**
 * Resolves once the runtime has done what it does by itself on a page load: applied a stored choice (as it
 * starts), pushed the page view (250 ms later), and loaded every chunk it asked for (webpack's script element for
 * a chunk stays until the chunk has run) — a tag manager started without consent would be in the page by then.
 */
async function startupDone(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
  await expect.poll(async () => (await pageViews(page)).length).toBeGreaterThan(0);
  await expect(page.locator('script[data-webpack]')).toHaveCount(0);
}

test('rejecting: the notice in English, nothing leaves for a third party, the choice is kept 12 months', async ({
  page,
  context,
  baseURL,
}) => {
  const thirdParty = await watchThirdParty(context, baseURL!);
  await page.goto('/');
  const notice = page.getByRole('region', { name: siteText('en', 'common:consent.title') });
  await expect(notice).toBeVisible();
  const accept = notice.getByRole('button', { name: siteText('en', 'common:consent.acceptAll') });
  const reject = notice.getByRole('button', { name: siteText('en', 'common:consent.rejectAll') });
  await expect(notice.getByRole('button', { name: siteText('en', 'common:consent.settings') })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(notice.getByRole('link', { name: siteText('en', 'common:consent.privacyLink') })).toHaveAttribute(
    'href',
    '/privacy/',
  );
  // Equally prominent: the same size and the same colours.
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(Math.round(a!.width)).toBe(Math.round(r!.width));
  expect(Math.round(a!.height)).toBe(Math.round(r!.height));
  const colours = (el: HTMLElement) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color].join();
  expect(await accept.evaluate(colours)).toBe(await reject.evaluate(colours));
  // It covers nothing: the language button is the topmost element where it is drawn.
  const language = page.getByRole('navigation', { name: siteText('en', 'common:language.label') }).locator('summary');
  const box = (await language.boundingBox())!;
  expect(
    await language.evaluate((link, [x, y]) => link.contains(document.elementFromPoint(x, y)), [
      box.x + box.width / 2,
      box.y + box.height / 2,
    ] as const),
  ).toBe(true);
  // Consent Mode: denied before anything; the tag manager is not there before a choice.
  expect(await consentCommands(page, 'default')).toEqual([
    ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })],
  ]);

  await reject.click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(siteText('en', 'common:consent.saved'));
  expect((await consentCommands(page, 'update')).at(-1)?.[2]).toEqual({
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  expect(cookie?.value).toBe('v1.a0.m0');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
  await expect(notice).toBeHidden();
  await startupDone(page);
  // The stored choice was applied as the page started: the decision about the tag manager has been made.
  expect((await consentCommands(page, 'update')).at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied' });
  expect(await page.evaluate(() => 'google_tag_manager' in window || '__tagManagerStub' in window)).toBe(false);
  expect(await page.locator(`script[src^="${TAG_MANAGER}"]`).count()).toBe(0);
  expect(thirdParty).toEqual([]);
});

test('accepting in German loads the container only after the click, under the CSP, and again on the next page', async ({
  page,
  context,
  baseURL,
}) => {
  const thirdParty = await watchThirdParty(context, baseURL!);
  await page.goto('/de/');
  const notice = page.getByRole('region', { name: siteText('de', 'common:consent.title') });
  await expect(notice.getByRole('link', { name: siteText('de', 'common:consent.privacyLink') })).toBeVisible();
  await expect(notice.getByRole('button', { name: siteText('de', 'common:consent.rejectAll') })).toBeVisible();
  await startupDone(page);
  expect(await page.locator(`script[src^="${TAG_MANAGER}"]`).count()).toBe(0);
  expect(thirdParty).toEqual([]);

  await notice.getByRole('button', { name: siteText('de', 'common:consent.acceptAll') }).click();
  await expect(notice).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as { __tagManagerStub?: number }).__tagManagerStub)).toBe(1);
  expect(thirdParty).toEqual([`${TAG_MANAGER}/gtm.js?id=${CONTAINER_ID}`]);
  expect((await consentCommands(page, 'update')).at(-1)?.[2]).toEqual({
    analytics_storage: 'granted',
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  });
  // The container's start event precedes its script; the defaults came before both.
  const layer = await dataLayer(page);
  const defaultsAt = layer.findIndex((e) => Array.isArray(e) && e[1] === 'default');
  const startAt = layer.findIndex((e) => !Array.isArray(e) && (e as { event?: string }).event === 'gtm.js');
  expect(defaultsAt).toBeGreaterThanOrEqual(0);
  expect(startAt).toBeGreaterThan(defaultsAt);

  await page.goto('/de/privacy/');
  await expect(notice).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as { __tagManagerStub?: number }).__tagManagerStub)).toBe(1);
  expect(thirdParty).toHaveLength(2);
});

/** A consent category's label in the English notice. */
const category = (name: 'necessary' | 'analytics' | 'marketing') =>
  siteText('en', `common:consent.categories.${name}.label`);

test('keyboard: settings with three categories, reopened from the footer, no focus trap', async ({
  page,
  context,
  baseURL,
}) => {
  const thirdParty = await watchThirdParty(context, baseURL!);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
  const notice = page.getByRole('region', { name: siteText('en', 'common:consent.title') });
  // Tab order: skip link, the notice's privacy link and buttons, then on into the header (nothing traps).
  const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  const order: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    order.push(await focusedName());
  }
  expect(order.slice(1, 5)).toEqual(
    ['privacyLink', 'acceptAll', 'rejectAll', 'settings'].map((key) => siteText('en', `common:consent.${key}`)),
  );
  expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(true);

  await notice.getByRole('button', { name: siteText('en', 'common:consent.settings') }).focus();
  await page.keyboard.press('Enter');
  await expect(notice.getByRole('button', { name: siteText('en', 'common:consent.settings') })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const group = notice.getByRole('group', { name: siteText('en', 'common:consent.categoriesLegend') });
  await expect(group.getByRole('checkbox', { name: category('necessary') })).toBeChecked();
  await expect(group.getByRole('checkbox', { name: category('necessary') })).toBeDisabled();
  await expect(group.getByRole('checkbox', { name: category('analytics') })).not.toBeChecked();
  await expect(group.getByRole('checkbox', { name: category('marketing') })).not.toBeChecked();
  await group.getByRole('checkbox', { name: category('analytics') }).focus();
  await page.keyboard.press('Space');
  await notice.getByRole('button', { name: siteText('en', 'common:consent.save') }).focus();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('v1.a1.m0');
  await expect.poll(() => thirdParty.length).toBe(1);
  expect((await consentCommands(page, 'update')).at(-1)?.[2]).toMatchObject({
    analytics_storage: 'granted',
    ad_storage: 'denied',
  });

  const reopen = page.getByRole('contentinfo').getByRole('button', { name: siteText('en', 'common:consent.reopen') });
  await reopen.focus();
  await page.keyboard.press('Enter');
  await expect(notice).toBeVisible();
  await expect(reopen).toHaveAttribute('aria-expanded', 'true');
  await expect(group.getByRole('checkbox', { name: category('analytics') })).toBeChecked();
  await expect(group.getByRole('checkbox', { name: category('marketing') })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await expect(reopen).toBeFocused();
  expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('v1.a1.m0');
});

/**
 * Before any page script: records when parsing ends (`interactive`, before the deferred runtime runs and
 * schedules the page view) and when the page view is pushed (the head script keeps this list, as it keeps any
 * data layer already there).
 */
const TIMING_PROBE = `
  window.__timing = {};
  window.dataLayer = [];
  const push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = (...events) => {
    for (const e of events) if (e && e.event === 'page_view') window.__timing.pageView = performance.now();
    return push(...events);
  };
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.__timing.interactive = performance.now();
  });
`;

test('page_view 250 ms after each page load, with path (no query), locale and title', async ({ page }) => {
  await page.addInitScript(TIMING_PROBE);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  expect((await pageViews(page))[0]).toEqual({
    event: 'page_view',
    page_path: '/',
    page_locale: 'en',
    page_title: await page.title(),
  });
  const timing = await page.evaluate(() => (window as unknown as { __timing: Record<string, number> }).__timing);
  expect(timing.pageView! - timing.interactive!).toBeGreaterThanOrEqual(245);
  expect(timing.pageView! - timing.interactive!).toBeLessThan(1000);

  // A query string may carry a token or an address: it is not part of the path sent.
  await page.goto('/de/privacy/?token=secret#top');
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  expect((await pageViews(page))[0]).toEqual({
    event: 'page_view',
    page_path: '/de/privacy/',
    page_locale: 'de',
    page_title: await page.title(),
  });
  expect(JSON.stringify(await dataLayer(page))).not.toContain('secret');
});
