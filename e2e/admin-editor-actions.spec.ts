/**
 * What an editor does with whole entries, in the real admin: the list's bulk "Delete" asks which languages and
 * names them, and "every language" removes the German version too (Strapi's own deleted only the language shown,
 * the other stayed live); the edit view offers an editor no "Edit the model", which only an administrator may use.
 */
import { expect, test } from '@playwright/test';
import { CMS_URL, adminToken, request, userWithRole } from '../tests/support/cms';
import { logInToAdmin } from './support/admin';

const POST = 'api::post.post';
const API_CM = `/content-manager/collection-types/${POST}`;
const RUN = Date.now().toString(36);
const TITLE = `Delete me in every language ${RUN}`;

let token: string;
let documentId: string;

test.beforeAll(async () => {
  token = await adminToken();
  const english = await request('POST', `${API_CM}?locale=en`, {
    token,
    body: { title: TITLE, slug: `delete-me-${RUN}`, date: '2026-11-24', content: 'Text.', pageTitle: TITLE },
  });
  expect(english.status).toBe(201);
  documentId = english.body.data.documentId;
  const german = await request('PUT', `${API_CM}/${documentId}?locale=de`, {
    token,
    body: { title: `Lösch mich ${RUN}`, slug: `loesch-mich-${RUN}`, content: 'Text.', pageTitle: `Lösch mich ${RUN}` },
  });
  expect(german.status).toBe(200);
});

test.afterAll(async () => {
  // What a failed test left (a passing one deleted both languages).
  for (const locale of ['de', 'en']) await request('DELETE', `${API_CM}/${documentId}?locale=${locale}`, { token });
});

test('bulk delete names the languages, and "every language" deletes the German version too', async ({ page }) => {
  test.setTimeout(90_000);
  const editor = await userWithRole(token, 'Content editor', { firstname: 'Dora', lastname: `Delete ${RUN}` });
  await logInToAdmin(page, { account: editor });
  await page.goto(`${CMS_URL}/admin/content-manager/collection-types/${POST}?plugins[i18n][locale]=en&_q=${RUN}`);
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await row.getByRole('checkbox').check({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Which languages of the selected entry do you want to delete?');
  await expect(dialog.getByRole('radio', { name: /^Only English/ })).toBeChecked();
  const every = dialog.getByRole('radio', { name: /^Every language: English.*Deutsch/ });
  // A click, as a person chooses; the dialog shows the choice once the admin has redrawn its actions (throttled).
  await every.click();
  await expect(every).toBeChecked();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Deleted in English.*Deutsch/)).toBeVisible({ timeout: 15_000 });
  for (const locale of ['en', 'de'])
    expect((await request('GET', `${API_CM}/${documentId}?locale=${locale}`, { token })).status).toBe(404);
});

test('an editor sees no "Edit the model"; an administrator does', async ({ browser }) => {
  test.setTimeout(90_000);
  const topics = await request('GET', `/content-manager/collection-types/api::topic.topic?locale=en&pageSize=1`, {
    token,
  });
  const topic = topics.body.results[0].documentId as string;
  const editor = await userWithRole(token, 'Content editor', { firstname: 'Emil', lastname: `Model ${RUN}` });
  const menuOf = async (account?: { email: string; password: string }) => {
    const page = await (await browser.newContext()).newPage();
    await logInToAdmin(page, account ? { account } : {});
    await page.goto(`${CMS_URL}/admin/content-manager/collection-types/api::topic.topic/${topic}`);
    await page.getByRole('button', { name: 'More actions' }).click({ timeout: 20_000 });
    const items = await page.getByRole('menuitem').allInnerTexts();
    await page.context().close();
    return items.join(' | ');
  };
  expect(await menuOf()).toContain('Edit the model');
  const editorsMenu = await menuOf(editor);
  expect(editorsMenu).not.toContain('Edit the model');
  expect(editorsMenu).not.toContain('Configure the view');
});
