import { expect, test } from '@playwright/test';
import { LOCALE_CODES, STATIC_ROUTES, localizePath } from '../packages/routing/src/index';
import { isInternalPage } from '../site/src/seo/internal-pages';

/** Every product rules §2 route in every locale: the basics a visitor and a crawler rely on. */
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:9101';
const routes = LOCALE_CODES.flatMap((locale) =>
  Object.entries(STATIC_ROUTES).map(([key, route]) => ({ key, locale, route, path: localizePath(route, locale) })),
);

for (const { key, locale, route, path } of routes) {
  test(`${path} renders in ${locale}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(/\S - Kastell Labs$/);
    if (isInternalPage(key)) {
      // A page for the team: kept out of search engines, with no canonical address or translations named.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]')).toHaveCount(0);
    } else {
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
      for (const other of LOCALE_CODES) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
          'href',
          `${SITE_URL}${localizePath(route, other)}`,
        );
      }
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${SITE_URL}${route}`,
      );
    }
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}
