/**
 * The CMS admin in Chromium: an English-only article shows the "not yet in German" notice beside
 * Publish, and the German admin interface shows the German field labels and help texts.
 */
import { expect, test } from '@playwright/test';
import { CMS_URL, adminToken, request } from '../tests/support/cms';
import { logInToAdmin } from './support/admin';

const POST = 'api::post.post';
let documentId: string;
/** One API login for setup and clean-up: the admin login is rate limited per address and e-mail. */
let token: string;

test.beforeAll(async () => {
  token = await adminToken();
  const created = await request('POST', `/content-manager/collection-types/${POST}?locale=en`, {
    token,
    body: {
      title: `Admin e2e ${Date.now()}`,
      date: '2026-11-20',
      content: 'Body.',
      pageTitle: 'Admin e2e',
      metaDescription: 'A description of the article for search results, long enough to be useful.',
    },
  });
  expect(created.status).toBe(201);
  documentId = created.body.data.documentId;
});

test.afterAll(async () => {
  await request('DELETE', `/content-manager/collection-types/${POST}/${documentId}?locale=en`, { token });
});

test('an English-only article shows the missing-German notice next to Publish, in the admin language', async ({
  page,
}) => {
  await logInToAdmin(page);
  await page.goto(`${CMS_URL}/admin/content-manager/collection-types/${POST}/${documentId}?plugins[i18n][locale]=en`);
  await expect(page.getByRole('textbox', { name: 'Browser tab title' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('" - Kastell Labs" is added automatically')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Views (counted by the site)' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Not yet in German' })).toBeVisible({ timeout: 15_000 });
});

test('the German admin shows German field labels and help texts', async ({ page }) => {
  await logInToAdmin(page, { language: 'de' });
  await page.goto(`${CMS_URL}/admin/content-manager/collection-types/${POST}/${documentId}?plugins[i18n][locale]=en`);
  await expect(page.getByRole('textbox', { name: 'Titel im Browser-Tab' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Bildbeschreibung (Alt-Text)' })).toBeVisible();
  // Help texts too, not only labels (the Content Manager shows them as stored; the admin swaps them).
  await expect(page.getByText('„ - Kastell Labs“ wird automatisch angehängt')).toBeVisible();
  await expect(page.getByText('" - Kastell Labs" is added automatically')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Noch nicht auf Deutsch vorhanden' })).toBeVisible({
    timeout: 15_000,
  });
});
