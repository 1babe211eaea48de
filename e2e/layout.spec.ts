import { expect, test, type Page } from '@playwright/test';
import { siteText } from '../tests/support/catalogues';
import { atRest } from './support/settle';
import { JOIN_LIST_CLOSED, SWEEP_WIDTHS, builtRoutes, sweepRoute } from './support/sweep';

/**
 * The layout as a designer checks it, on every page the build wrote (both languages) at every width of
 * SWEEP_WIDTHS (320–1920 px), for a first visitor (the cookie notice still asking): no sideways scroll, a one-row
 * header with its full logo mark, no text wider than its box, no word broken without a hyphen, balanced card
 * grids, tap targets of at least 44 × 44 px (links inside running text excepted), the breadcrumbs on the heading's
 * edge, the footer right below the last section, phone numbers on one line, no list marker cut off, key figures
 * in even rows, the cookie notice within 35 % of a phone's first screen (360–430 px), and on a desktop a hero its parts fill.
 * One browser page is reused: each route loads once and is resized through the widths, every check of a width
 * in one round trip (support/sweep.ts).
 */
const PUBLIC = process.env.SITE_PUBLIC_DIR ?? `${__dirname}/../site/public`;
const ROUTES = builtRoutes(PUBLIC);

let shared: Page;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addInitScript(JOIN_LIST_CLOSED);
  shared = await context.newPage();
});
test.afterAll(() => shared.context().close());

test('the sweep covers every page of the build in every language', () => {
  expect(ROUTES).toContain('/');
  expect(ROUTES).toContain('/de/');
  expect(ROUTES.length).toBeGreaterThan(80);
});

for (const path of ROUTES) {
  test(`layout of ${path} at ${SWEEP_WIDTHS.join(', ')} px`, async () => {
    test.setTimeout(90_000);
    expect(await sweepRoute(shared, path)).toEqual([]);
  });
}

// The newsletter widget stays closed in the tests below (a visitor who closed it before).
test.beforeEach(({ page }) => page.addInitScript(JOIN_LIST_CLOSED));
const PHONE = { width: 390, height: 844 };

for (const { path, label } of [
  { path: '/sto/legal/', label: siteText('en', 'common:skipToContent') },
  { path: '/de/sto/legal/', label: siteText('de', 'common:skipToContent') },
]) {
  test(`the skip link on ${path} brings the content to rest below the sticky header`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: label });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    const heading = page.locator('main h1');
    await atRest(heading); // the jump to the content has ended
    const header = (await page.locator('header.site-header').boundingBox())!;
    const title = (await heading.boundingBox())!;
    expect(title.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
}

test('on the career page each position title is larger than the headings inside its card', async ({ page }) => {
  for (const path of ['/career/', '/de/career/']) {
    await page.goto(path);
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll('.job-openings__opening')].map((card) => ({
        title: parseFloat(getComputedStyle(card.querySelector('h3')!).fontSize),
        inside: [...card.querySelectorAll('.prose :is(h2, h3, h4)')].map((h) =>
          parseFloat(getComputedStyle(h).fontSize),
        ),
      })),
    );
    expect(sizes.length).toBeGreaterThan(0);
    for (const { title, inside } of sizes) for (const size of inside) expect(size).toBeLessThan(title);
  }
});
