/**
 * Editors and translators at work, in Chromium against the real admin: an editor writes an article in English
 * (the slug follows the title as they type), adds the German version and publishes both; a translator sees no
 * subscribers and cannot change the English version; the "Missing in German" button lists an English-only article,
 * in both admin languages. (That the site build's translation summary names such an article is asserted against
 * the same CMS by tests/cms/editors.integration.test.ts, "missing translations": the e2e run does not see build
 * output.)
 */
import { expect, test, type Page } from '@playwright/test';
import { CMS_URL, adminToken, request, userWithRole } from '../tests/support/cms';
import { logInToAdmin } from './support/admin';

const POST = 'api::post.post';
const CM = `${CMS_URL}/admin/content-manager/collection-types`;
const run = Date.now().toString(36);
/** The article the editor writes in this test, in both languages. */
const ARTICLE = {
  en: { title: `Audit & review ${run}`, slug: `audit-and-review-${run}` },
  de: { title: `Prüfung & Überblick ${run}`, slug: `pruefung-und-ueberblick-${run}` },
};
/** An article published in English only, through the API. */
const ENGLISH_ONLY = { title: `Only in English ${run}`, slug: `only-in-english-${run}` };

type Account = { email: string; password: string };
let editor: Account;
let translator: Account;
let token: string;
let englishOnlyId: string;
const created: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  token = await adminToken();
  editor = await userWithRole(token, 'Content editor');
  translator = await userWithRole(token, 'Translator (German)');
  const post = await request('POST', `/content-manager/collection-types/${POST}?locale=en`, {
    token,
    body: {
      title: ENGLISH_ONLY.title,
      slug: ENGLISH_ONLY.slug,
      date: '2026-11-20',
      content: 'Body.',
      pageTitle: ENGLISH_ONLY.title,
      metaDescription: 'A description of the article for search results, long enough to be useful.',
    },
  });
  expect(post.status).toBe(201);
  englishOnlyId = post.body.data.documentId;
  created.push(englishOnlyId);
  const publish = await request(
    'POST',
    `/content-manager/collection-types/${POST}/${englishOnlyId}/actions/publish?locale=en`,
    {
      token,
      body: {},
    },
  );
  expect(publish.status).toBe(200);
});

test.afterAll(async () => {
  for (const documentId of created) {
    for (const locale of ['de', 'en']) {
      await request('DELETE', `/content-manager/collection-types/${POST}/${documentId}?locale=${locale}`, { token });
    }
  }
});

/** Fills the fields of one language version the way an editor does, typing the title key by key. */
async function writeVersion(page: Page, version: { title: string; slug: string }, texts: { body: string }) {
  const title = page.getByRole('textbox', { name: /^Title/ });
  const slug = page.getByRole('textbox', { name: 'URL slug', exact: true });
  await expect(title).toBeEditable({ timeout: 15_000 });
  const [firstWord] = version.title.split(' ');
  await title.pressSequentially(firstWord!, { delay: 40 });
  // The slug follows while the title is typed, not only after saving.
  await expect(slug).toHaveValue(firstWord!.toLowerCase().replace('ü', 'ue'));
  await title.pressSequentially(version.title.slice(firstWord!.length), { delay: 20 });
  await expect(slug).toHaveValue(version.slug);
  await page.locator('.CodeMirror').click();
  await page.keyboard.type(texts.body);
  await page.getByRole('textbox', { name: 'Browser tab title' }).fill(version.title);
  await page
    .getByRole('textbox', { name: 'Search result description' })
    .fill(`${version.title}: ${texts.body} A second sentence for search results.`);
}

async function saveAndPublish(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published document')).toBeVisible({ timeout: 15_000 });
}

test('an editor writes an article in English, adds the German version and publishes both', async ({ page }) => {
  test.setTimeout(120_000);
  await logInToAdmin(page, { account: editor });
  await page.goto(`${CM}/${POST}/create?plugins[i18n][locale]=en`);
  await writeVersion(page, ARTICLE.en, { body: 'How we audit token contracts.' });
  await page.getByRole('combobox', { name: 'Date' }).click();
  await page.keyboard.press('Enter');
  await saveAndPublish(page);
  const documentId = /\/api::post\.post\/([a-z0-9]+)/.exec(page.url())?.[1];
  expect(documentId).toBeTruthy();
  created.push(documentId!);

  await page.goto(`${CM}/${POST}/${documentId}?plugins[i18n][locale]=de`);
  // The German form is ready once it shows the date the languages share (carried over from English).
  await expect(page.getByRole('combobox', { name: 'Date' })).not.toHaveValue('', { timeout: 15_000 });
  await writeVersion(page, ARTICLE.de, { body: 'Wie wir Token-Verträge prüfen.' });
  await saveAndPublish(page);

  for (const locale of ['en', 'de'] as const) {
    // What the site build and visitors get: the public API answers published content only.
    const published = await request('GET', `/api/posts/${documentId}?locale=${locale}`);
    expect([locale, published.status, published.body.data?.slug]).toEqual([locale, 200, ARTICLE[locale].slug]);
  }
});

test('a translator sees no subscribers and cannot change the English version', async ({ page }) => {
  await logInToAdmin(page, { account: translator });
  await page.goto(`${CMS_URL}/admin/content-manager`);
  // The Content Manager's menu lists the content types the role may read: articles, never subscribers.
  await expect(page.getByRole('link', { name: 'Post', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: /Subscriber/ })).toHaveCount(0);
  await page.goto(`${CM}/api::subscriber.subscriber`);
  await expect(page.getByText(/don't have the permissions/i)).toBeVisible({ timeout: 15_000 });

  await page.goto(`${CM}/${POST}/${englishOnlyId}?plugins[i18n][locale]=en`);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(ENGLISH_ONLY.title, {
    timeout: 15_000,
  });
  await expect(page.getByRole('textbox', { name: /^Title/ })).toBeDisabled();
  // No way to publish it either: the button is disabled or not offered.
  await expect(page.getByRole('button', { name: 'Publish', disabled: false })).toHaveCount(0);
});

for (const [language, label] of [
  ['en', 'Missing in German'],
  ['de', 'Noch nicht auf Deutsch'],
] as const) {
  test(`"${label}" lists an English-only article, not a translated one (${language} admin)`, async ({ page }) => {
    await logInToAdmin(page, { account: editor, language });
    await page.goto(`${CM}/${POST}?plugins[i18n][locale]=de`);
    await page.getByRole('button', { name: label }).click();
    await expect(page).toHaveURL(/filters\[\$and\]\[0\]\[languages\]\[\$notContains\]=de/);
    await expect(page).toHaveURL(/plugins\[i18n\]\[locale\]=en/);
    const row = page.getByRole('row').filter({ hasText: ENGLISH_ONLY.title });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('row').filter({ hasText: ARTICLE.en.title })).toHaveCount(0);
  });
}
