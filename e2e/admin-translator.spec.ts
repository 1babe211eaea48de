/**
 * In Chromium against the real admin: a translator works next to an editor. In the German
 * version of an article the fields all languages share (date, topics, image) are read-only for the translator —
 * also while the German version is being created — and the translator's own fields are not; the German version is
 * created and saved; a shared field changed anyway (the admin API, as a modified form would send it) is refused
 * with 403 and the English version stays as the editor left it. The editor changes the shared date from the
 * German form.
 */
import { expect, test, type Page } from '@playwright/test';
import { CMS_URL, adminToken, formValues, request, userWithRole } from '../tests/support/cms';
import { logInToAdmin } from './support/admin';

const POST = 'api::post.post';
const CM = `${CMS_URL}/admin/content-manager/collection-types/${POST}`;
const API_CM = `/content-manager/collection-types/${POST}`;
const run = Date.now().toString(36);

let token: string;
let documentId: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  token = await adminToken();
  const topics = await request('GET', `/content-manager/collection-types/api::topic.topic?locale=en&pageSize=1`, {
    token,
  });
  const english = await request('POST', `${API_CM}?locale=en`, {
    token,
    body: {
      title: `Shared fields walkthrough ${run}`,
      slug: `shared-fields-walkthrough-${run}`,
      date: '2026-11-24',
      topics: [topics.body.results[0].documentId],
      content: 'An article the translator translates.',
      pageTitle: `Shared fields walkthrough ${run}`,
      metaDescription: 'A description of the article for search results, long enough to be useful.',
    },
  });
  expect(english.status).toBe(201);
  documentId = english.body.data.documentId;
  expect((await request('POST', `${API_CM}/${documentId}/actions/publish?locale=en`, { token, body: {} })).status).toBe(
    200,
  );
});

test.afterAll(async () => {
  for (const locale of ['de', 'en']) await request('DELETE', `${API_CM}/${documentId}?locale=${locale}`, { token });
});

const field = (page: Page, name: RegExp | string) =>
  page.getByRole('textbox', { name, exact: typeof name === 'string' });

test('the translator creates the German version with the shared fields read-only, and cannot change them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const translator = await userWithRole(token, 'Translator (German)');
  await logInToAdmin(page, { account: translator });
  await page.goto(`${CM}/${documentId}?plugins[i18n][locale]=de`);
  const date = page.getByRole('combobox', { name: 'Date' });
  // The new German version shows the date the languages share, read-only; the translator's fields are editable.
  await expect(date).toHaveValue(/\S/, { timeout: 15_000 });
  await expect(date).toBeDisabled();
  await expect(field(page, /^Title/)).toBeEditable();
  await expect(page.getByText('No permissions to see this field')).toHaveCount(0);
  await field(page, /^Title/).fill(`Gemeinsame Felder ${run}`);
  await page.locator('.CodeMirror').click();
  await page.keyboard.type('Ein Beitrag, den die Übersetzerin übersetzt.');
  await field(page, 'Browser tab title').fill(`Gemeinsame Felder ${run}`);
  await field(page, 'Search result description').fill(
    'Eine Beschreibung des Beitrags für Suchergebnisse, lang genug, um nützlich zu sein.',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible({ timeout: 15_000 });

  // The saved German version: date, image and topics read-only, title editable.
  await page.reload();
  await expect(field(page, /^Title/)).toHaveValue(`Gemeinsame Felder ${run}`, { timeout: 15_000 });
  await expect(field(page, /^Title/)).toBeEditable();
  await expect(page.getByRole('combobox', { name: 'Date' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Topics' })).toBeDisabled();

  // What a form with a changed date would send: refused, with the reason.
  const german = await request('GET', `${API_CM}/${documentId}?locale=de`, { token: translator.token });
  const form = formValues(german.body.data);
  const refused = await request('PUT', `${API_CM}/${documentId}?locale=de`, {
    token: translator.token,
    body: { ...form, date: '2030-01-01' },
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error.message).toContain('only an editor can change them: date.');
  const english = await request('GET', `${API_CM}/${documentId}?locale=en`, { token });
  expect([english.body.data.date, english.body.data.status]).toEqual(['2026-11-24', 'published']);
});

test('an editor changes the shared date from the German version; English has it too', async ({ page }) => {
  test.setTimeout(60_000);
  const editor = await userWithRole(token, 'Content editor');
  await logInToAdmin(page, { account: editor });
  await page.goto(`${CM}/${documentId}?plugins[i18n][locale]=de`);
  const date = page.getByRole('combobox', { name: 'Date' });
  await expect(date).toBeEnabled({ timeout: 15_000 });
  // The date picker: the shared date moves one day on (24 → 25 November), as an editor picks it.
  await date.click();
  await page.getByRole('gridcell', { name: '25' }).first().click();
  await expect(date).toHaveValue('11/25/2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible({ timeout: 15_000 });
  const english = await request('GET', `${API_CM}/${documentId}?locale=en`, { token });
  expect(english.body.data.date).toBe('2026-11-25');
});
