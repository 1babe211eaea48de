import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { EVERY_ROUTE } from './support/pages';

/**
 * Every route of product rules §2 (docs/product-rules.md) in both languages (an article and a case study standing for their templates, the
 * German 404 too): no serious or critical accessibility finding by axe-core under the WCAG 2.2 AA rules, with
 * `label-content-name-mismatch` (WCAG 2.5.3, "experimental" in axe, so off unless asked for) switched on.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const PAGES = [...EVERY_ROUTE.map((route) => route.path), '/de/keine-seite/'];

/** The serious and critical findings on the page as it is now, one line each with up to three elements. */
async function blockingFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_22_AA },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

for (const pagePath of PAGES) {
  test(`axe: ${pagePath}`, async ({ page }) => {
    await page.goto(pagePath);
    await page.waitForLoadState('networkidle');
    expect(await blockingFindings(page)).toEqual([]);
  });
}

test('a case study opened from the list passes axe too', async ({ page }) => {
  await page.goto('/case-studies/');
  await page.locator('.card h2 a').first().click();
  await page.waitForLoadState('networkidle');
  expect(await blockingFindings(page)).toEqual([]);
});

test('the phone menu, open, passes axe in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [pagePath, open] of [
    ['/sto/legal/', 'Open menu'],
    ['/de/sto/legal/', 'Menü öffnen'],
  ] as const) {
    await page.goto(pagePath);
    await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
    await page.getByLabel(open, { exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await blockingFindings(page)).toEqual([]);
  }
});
