import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** One page per template in each language: no serious or critical accessibility violation (axe-core). */
const PAGES = [
  '/',
  '/software-development/',
  '/sto/legal/',
  '/about/',
  '/insight/',
  '/insight/sto-vs-ico/',
  '/case-studies/',
  '/case-studies/projects/',
  '/view-icons/',
  '/de/',
  '/de/dx/',
  '/de/career/',
  '/de/insight/',
  '/de/keine-seite/',
];

for (const path of PAGES) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
    expect(blocking).toEqual([]);
  });
}

test('a case study opened from the list passes axe too', async ({ page }) => {
  await page.goto('/case-studies/');
  await page.locator('.card h2 a').first().click();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
});
