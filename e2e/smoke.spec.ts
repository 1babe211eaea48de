import { expect, test, type Page } from '@playwright/test';
import { siteText } from '../tests/support/catalogues';

/** Collects console errors of a page so a test can assert there were none. */
function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The header's language list opens from its button; then the language is chosen by its own name. */
async function chooseLanguage(page: Page, listName: string, language: string) {
  const list = page.getByRole('navigation', { name: listName });
  await list.locator('summary').click();
  await list.getByRole('link', { name: language }).click();
}

test('the English home page renders from CMS content', async ({ page }) => {
  const errors = trackErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(/ - Kastell Labs$/);
  await expect(page.getByRole('navigation', { name: siteText('en', 'nav:mainNavigation') })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the language switch keeps the page and remembers the choice', async ({ page, context }) => {
  const errors = trackErrors(page);
  await page.goto('/sto/legal/');
  const englishHeading = await page.getByRole('heading', { level: 1 }).textContent();

  await chooseLanguage(page, siteText('en', 'common:language.label'), 'Deutsch');
  await expect(page).toHaveURL(/\/de\/sto\/legal\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(englishHeading ?? '');
  await expect(page.getByRole('navigation', { name: siteText('de', 'nav:mainNavigation') })).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('de');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.secure).toBe(false);
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await chooseLanguage(page, siteText('de', 'common:language.label'), 'English');
  await expect(page).toHaveURL(/\/sto\/legal\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test('an article links to its German translation with a translated slug', async ({ page }) => {
  // The newest article of the fixtures: on the list's first page whatever the tests published besides.
  await page.goto('/insight/');
  await page.getByRole('link', { name: /^NFT utility beyond collectibles/ }).click();
  await expect(page).toHaveURL(/\/insight\/nft-utility-beyond-collectibles\/$/);
  await chooseLanguage(page, siteText('en', 'common:language.label'), 'Deutsch');
  await expect(page).toHaveURL(/\/de\/insight\/nft-nutzen-jenseits-von-sammlerobjekten\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('unknown paths answer 404 in the language of the path', async ({ page }) => {
  const en = await page.goto('/no-such-page/');
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteText('en', 'common:errors.notFoundTitle'));
  await expect(page.getByText(siteText('en', 'common:errors.notFoundText'))).toBeVisible();

  const de = await page.goto('/de/keine-seite/');
  expect(de?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteText('de', 'common:errors.notFoundTitle'));
  await expect(page.getByRole('link', { name: siteText('de', 'common:errors.toMainPage') })).toHaveAttribute(
    'href',
    '/de/',
  );
});

test('paths without a trailing slash redirect permanently', async ({ request }) => {
  const response = await request.get('/about', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/about/');
});
