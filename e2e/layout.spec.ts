import { expect, test, type Page } from '@playwright/test';
import { EVERY_ROUTE } from './support/pages';
import {
  breadcrumbOffset,
  brokenPhoneNumbers,
  figureGridSlips,
  heroFill,
  markersOffScreen,
  smallTapTargets,
  textOverflow,
  whiteBandAboveFooter,
} from './support/layout';

/**
 * The layout as a designer checks it (issue #25), on every route in both languages at a phone's 390 px and a
 * desktop's 1440 px, for a first visitor (the cookie notice still asking): no text wider than its box, tap
 * targets of at least 44 × 44 px (links inside running text excepted), the breadcrumbs on the heading's left
 * edge, the cookie notice within 35 % of the first phone screen, no hero with an empty half on the desktop, the
 * footer right below the last section (no white band under a tinted one), phone numbers on one line, no list or
 * FAQ marker cut off at the screen's left edge, key figures in even rows across their grid.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

// The newsletter widget stays closed (a visitor who closed it before); it has its own tests.
test.beforeEach(({ page }) =>
  page.addInitScript(() => localStorage.setItem('join-list:suppressed-until', String(Date.now() + 86_400_000))),
);

async function load(page: Page, path: string, viewport: typeof PHONE) {
  await page.setViewportSize(viewport);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
  await page.evaluate(() => document.fonts.ready);
}

const NOTICE = /^(Cookies and similar technologies|Cookies und ähnliche Technologien)$/;

for (const { path } of EVERY_ROUTE) {
  test(`layout of ${path} at 390 and 1440 px`, async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await load(page, path, viewport);
      const at = `at ${viewport.width} px`;
      expect.soft(await page.evaluate(textOverflow), `text wider than its box ${at}`).toEqual([]);
      expect.soft(await page.evaluate(smallTapTargets), `tap targets under 44 × 44 px ${at}`).toEqual([]);
      const offset = await page.evaluate(breadcrumbOffset);
      if (offset !== null) expect.soft(offset, `breadcrumbs off the heading's edge ${at}`).toBe(0);
      expect.soft(await page.evaluate(whiteBandAboveFooter), `white band above the footer ${at}`).toBe(0);
      expect.soft(await page.evaluate(brokenPhoneNumbers), `phone numbers over two lines ${at}`).toEqual([]);
      expect.soft(await page.evaluate(markersOffScreen), `list markers cut off at the left edge ${at}`).toEqual([]);
      expect.soft(await page.evaluate(figureGridSlips), `key figures laid out unevenly ${at}`).toEqual([]);
      if (viewport === PHONE) {
        const notice = page.getByRole('region', { name: NOTICE });
        await expect(notice).toBeVisible();
        const { height } = (await notice.boundingBox())!;
        expect.soft(height, 'cookie notice height on the first phone screen').toBeLessThanOrEqual(0.35 * PHONE.height);
      } else {
        // The hero's parts fill it: text across, or text and an illustration side by side.
        expect.soft(await page.evaluate(heroFill), `share of the hero its parts span ${at}`).toBeGreaterThan(0.9);
      }
    }
  });
}

for (const { path, label } of [
  { path: '/sto/legal/', label: 'Skip to content' },
  { path: '/de/sto/legal/', label: 'Zum Inhalt springen' },
]) {
  test(`the skip link on ${path} brings the content to rest below the sticky header`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: label });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.waitForTimeout(300); // scrolling settles
    const header = (await page.locator('header.site-header').boundingBox())!;
    const title = (await page.locator('main h1').boundingBox())!;
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
