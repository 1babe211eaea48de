/**
 * Two editors and a German translator side by side in the real admin (one browser context each): Anna adds a
 * paragraph and saves; Ben, whose form was open before, changes the title and saves — refused, with Anna's name and
 * the time, what she changed and what he changed; "Show their change" shows her paragraph, and "Apply my changes to
 * their version" stores both. The same in the German admin for the translator, who reloads. Each edit view names the
 * others who have the entry open, and the "Versions" panel lists the saves with their authors.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CMS_URL, adminToken, request, userWithRole } from '../tests/support/cms';
import { logInToAdmin, type AdminLanguage } from './support/admin';

const POST = 'api::post.post';
const CM = `${CMS_URL}/admin/content-manager/collection-types/${POST}`;
const API_CM = `/content-manager/collection-types/${POST}`;
const RUN = Date.now().toString(36);
const TITLE = `Saving side by side ${RUN}`;
const TITEL = `Nebeneinander speichern ${RUN}`;

type Account = { email: string; password: string; token: string };
let token: string;
let anna: Account;
let ben: Account;
let tara: Account;
let documentId: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  token = await adminToken();
  anna = await userWithRole(token, 'Content editor', { firstname: 'Anna', lastname: `Schmidt ${RUN}` });
  ben = await userWithRole(token, 'Content editor', { firstname: 'Ben', lastname: `Weber ${RUN}` });
  tara = await userWithRole(token, 'Translator (German)', { firstname: 'Tara', lastname: `Jung ${RUN}` });
  const english = await request('POST', `${API_CM}?locale=en`, {
    token,
    body: {
      title: TITLE,
      slug: `saving-side-by-side-${RUN}`,
      date: '2026-11-24',
      content: 'The first paragraph.',
      pageTitle: TITLE,
      metaDescription: 'A description of the article for search results, long enough to be useful.',
    },
  });
  expect(english.status).toBe(201);
  documentId = english.body.data.documentId;
  const german = await request('PUT', `${API_CM}/${documentId}?locale=de`, {
    token,
    body: {
      title: TITEL,
      slug: `nebeneinander-speichern-${RUN}`,
      content: 'Der erste Absatz.',
      pageTitle: TITEL,
      metaDescription: 'Eine Beschreibung des Beitrags für Suchergebnisse, lang genug, um nützlich zu sein.',
    },
  });
  expect(german.status).toBe(200);
});

test.afterAll(async () => {
  for (const locale of ['de', 'en']) await request('DELETE', `${API_CM}/${documentId}?locale=${locale}`, { token });
});

/** A person in a browser of their own, signed in, with the article open in `locale`. */
async function openAs(browser: Browser, account: Account, language: AdminLanguage, locale: 'en' | 'de') {
  // The interface language as a person sets it in their profile, where the CMS reads it for its own messages.
  const profile = await request('PUT', '/admin/users/me', {
    token: account.token,
    body: { preferedLanguage: language },
  });
  expect(profile.status).toBe(200);
  const page = await (await browser.newContext({ locale: language === 'de' ? 'de-DE' : 'en-GB' })).newPage();
  await logInToAdmin(page, { account, language });
  await page.goto(`${CM}/${documentId}?plugins[i18n][locale]=${locale}`);
  await expect(title(page, language)).toHaveValue(locale === 'en' ? TITLE : TITEL, { timeout: 20_000 });
  return page;
}

/** The title field (by its name: the browser-tab title's label starts with "Title" / "Titel" too). */
const title = (page: Page, language: AdminLanguage) =>
  page.getByRole('textbox', { name: language === 'de' ? /^Titel/ : /^Title/ }).and(page.locator('[name="title"]'));

const stored = async (locale: string) =>
  (await request('GET', `${API_CM}/${documentId}?locale=${locale}`, { token })).body.data;

test("Ben's stale save is refused with Anna's name and time; he sees her change and applies his on top", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const annasPage = await openAs(browser, anna, 'en', 'en');
  const bensPage = await openAs(browser, ben, 'en', 'en');
  // Each sees the other in the edit view (the heartbeat runs on opening and every 15 s).
  await expect(bensPage.getByText(`Also open in this language: Anna Schmidt ${RUN}`)).toBeVisible({ timeout: 20_000 });
  await expect(annasPage.getByText(`Also open in this language: Ben Weber ${RUN}`)).toBeVisible({ timeout: 25_000 });

  await annasPage.locator('.CodeMirror').click();
  await annasPage.keyboard.press('Control+End');
  await annasPage.keyboard.type('\n\nAnna adds a paragraph.');
  await annasPage.getByRole('button', { name: 'Save' }).click();
  await expect(annasPage.getByText('Saved document')).toBeVisible({ timeout: 15_000 });
  expect((await stored('en')).content).toContain('Anna adds a paragraph.');

  await title(bensPage, 'en').fill(`${TITLE}, retitled`);
  await bensPage.getByRole('button', { name: 'Save' }).click();
  const panel = bensPage.getByRole('alert').filter({ hasText: 'Not saved:' });
  await expect(panel).toContainText(`Not saved: Anna Schmidt ${RUN} saved a newer version on`, { timeout: 15_000 });
  await expect(panel).toContainText(/at \d{1,2}:\d{2}:\d{2}/);
  await expect(panel).toContainText('They changed: Article text.');
  await expect(panel).toContainText('You changed: Title, URL slug.');
  await expect(bensPage.getByText(`Anna Schmidt ${RUN} saved a newer version of this entry`).first()).toBeVisible();
  // Anna's paragraph is still stored; Ben's title is not.
  expect(await stored('en')).toMatchObject({
    title: TITLE,
    content: expect.stringContaining('Anna adds a paragraph.'),
  });

  await panel.getByRole('button', { name: 'Show their change' }).click();
  await expect(panel.locator('ins', { hasText: 'Anna adds a paragraph.' })).toBeVisible();
  await expect(panel.locator('ins', { hasText: ', retitled' })).toBeVisible();

  await panel.getByRole('button', { name: 'Apply my changes to their version' }).click();
  await expect(panel).toHaveCount(0, { timeout: 15_000 });
  await expect(title(bensPage, 'en')).toHaveValue(`${TITLE}, retitled`, { timeout: 15_000 });
  expect(await stored('en')).toMatchObject({
    title: `${TITLE}, retitled`,
    content: expect.stringContaining('Anna adds a paragraph.'),
  });

  // The versions panel lists both saves with their authors.
  await bensPage.reload();
  const versions = bensPage.getByRole('list').filter({ hasText: `Saved · Anna Schmidt ${RUN}` });
  await expect(versions).toBeVisible({ timeout: 20_000 });
  await expect(versions).toContainText(`Saved · Ben Weber ${RUN}`);

  // The first version: what it held, and restored as a new save; the form shows it, the history says so.
  await versions.getByRole('listitem').last().getByRole('button', { name: 'Changes' }).click();
  const dialog = bensPage.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Version of / })).toBeVisible();
  // The title, as the first version held it (the browser-tab title repeats it).
  await expect(dialog.locator('ins', { hasText: TITLE }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  await expect(bensPage.getByText(/restored as a new save/)).toBeVisible({ timeout: 15_000 });
  await expect(title(bensPage, 'en')).toHaveValue(TITLE, { timeout: 15_000 });
  expect(await stored('en')).toMatchObject({ title: TITLE, content: 'The first paragraph.' });
  await expect(versions.getByRole('listitem').first()).toContainText(`Restored · Ben Weber ${RUN} (current)`);
  await annasPage.context().close();
  await bensPage.context().close();
});

test('in the German admin, the translator’s stale save is refused naming the editor, and reloads his version', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const taraPage = await openAs(browser, tara, 'de', 'de');
  const benPage = await openAs(browser, ben, 'de', 'de');
  await title(benPage, 'de').fill(`${TITEL} (gekürzt)`);
  await benPage.getByRole('button', { name: 'Speichern' }).click();
  await expect.poll(async () => (await stored('de')).title, { timeout: 15_000 }).toBe(`${TITEL} (gekürzt)`);

  await taraPage.locator('.CodeMirror').click();
  await taraPage.keyboard.press('Control+End');
  await taraPage.keyboard.type(' Taras Ergänzung.');
  await taraPage.getByRole('button', { name: 'Speichern' }).click();
  const panel = taraPage.getByRole('alert').filter({ hasText: 'Nicht gespeichert:' });
  await expect(panel).toContainText(`Nicht gespeichert: Ben Weber ${RUN} hat am`, { timeout: 15_000 });
  await expect(panel).toContainText(/um \d{1,2}:\d{2}:\d{2} eine neuere Fassung gespeichert/);
  await expect(panel).toContainText('Dort geändert: Titel, URL-Kürzel (Slug).');
  await expect(panel).toContainText('Von Ihnen geändert: Artikeltext.');
  await expect(taraPage.getByText('Inzwischen gespeichert', { exact: true })).toBeVisible();
  expect((await stored('de')).content).toBe('Der erste Absatz.');

  await panel.getByRole('button', { name: 'Neu laden (meine Änderungen verwerfen)' }).click();
  await expect(panel).toHaveCount(0);
  await expect(title(taraPage, 'de')).toHaveValue(`${TITEL} (gekürzt)`);
  await taraPage.context().close();
  await benPage.context().close();
});
