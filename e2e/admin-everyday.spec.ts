/**
 * What an editor meets every day in the real admin (Chromium), each as a person sees it —
 * deleting an entry says "Deleted" and nothing red; a new article's slug stays empty until a title is typed; a role
 * user sees no "No permissions to see this field" in a new entry; the list's date column has a name; the German
 * admin names content types and sections in German and logs no missing-translation errors; Markdown the page would
 * drop (a script, an event handler, a javascript: link) is named in the edit view before anyone publishes.
 */
import { expect, test, type Page } from '@playwright/test';
import { CMS_URL, adminToken, request, userWithRole } from '../tests/support/cms';
import { logInToAdmin } from './support/admin';
import { watchRequests } from './support/settle';

const POST = 'api::post.post';
const CM = `${CMS_URL}/admin/content-manager/collection-types`;
const run = Date.now().toString(36);

let token: string;

test.beforeAll(async () => {
  token = await adminToken();
});

test('an editor deletes an article: "Deleted document", no error notice; a new article has an empty slug', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const created = await request('POST', `/content-manager/collection-types/${POST}?locale=en`, {
    token,
    body: { title: `To be deleted ${run}`, slug: `to-be-deleted-${run}`, date: '2026-11-20' },
  });
  expect(created.status).toBe(201);
  const editor = await userWithRole(token, 'Content editor');
  await logInToAdmin(page, { account: editor });
  const requests = watchRequests(page);
  await page.goto(`${CM}/${POST}/${created.body.data.documentId}?plugins[i18n][locale]=en`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page
    .getByRole('menuitem', { name: /Delete/ })
    .first()
    .click();
  await page.getByRole('button', { name: /Confirm/ }).click();
  await expect(page.getByText('Deleted document')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/collection-types/${POST}(\\?|$)`));
  // Once every request the delete set off (the deleted entry's refetch among them) is answered and handled, no
  // notice says the deleted entry was not found.
  await requests.settled();
  await expect(page.getByText('Not Found')).toHaveCount(0);
  expect(
    (
      await request('GET', `/content-manager/collection-types/${POST}/${created.body.data.documentId}?locale=en`, {
        token,
      })
    ).status,
  ).toBe(404);

  await page.goto(`${CM}/${POST}/create?plugins[i18n][locale]=en`);
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).toBeEditable({ timeout: 15_000 });
  const slug = page.getByRole('textbox', { name: 'URL slug', exact: true });
  await requests.settled(); // the slug proposed for a new entry (asked for as the form opens) has arrived and applied
  await expect(slug).toHaveValue('');
  await title.pressSequentially('Fresh', { delay: 30 });
  await expect(slug).toHaveValue('fresh');
  // Views and former slugs are shown (read-only), not "No permissions to see this field".
  await expect(page.getByText('No permissions to see this field')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Views' }).or(page.getByLabel('Views'))).toBeDisabled();
});

test('Markdown the page would drop is named in the edit view, before publishing and without blocking it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const created = await request('POST', `/content-manager/collection-types/${POST}?locale=en`, {
    token,
    body: {
      title: `Pasted markup ${run}`,
      slug: `pasted-markup-${run}`,
      date: '2026-11-20',
      content:
        'Our findings.\n\n<script>alert(1)</script>\n\n<img src="/x.png" alt="" onerror="alert(2)">\n\n' +
        '[Details](javascript:alert(3))',
      pageTitle: 'Pasted markup',
      metaDescription: 'An article whose text carries markup the website does not show, for the editor to see.',
    },
  });
  expect(created.status).toBe(201);
  const documentId: string = created.body.data.documentId;
  try {
    const editor = await userWithRole(token, 'Content editor');
    await logInToAdmin(page, { account: editor });
    await page.goto(`${CM}/${POST}/${documentId}?plugins[i18n][locale]=en`);
    const panel = page.getByTestId('content-checks');
    await expect(panel).toContainText('Worth a look (publishing is allowed):', { timeout: 15_000 });
    await expect(panel).toContainText('The website will not show part of this text');
    await expect(panel).toContainText('script');
    await expect(panel).toContainText('onerror');
    await expect(panel).toContainText('javascript:');
    await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  } finally {
    await request('DELETE', `/content-manager/collection-types/${POST}/${documentId}?locale=en`, { token });
  }
});

/** MISSING_TRANSLATION errors the admin logs while `visit` runs. */
async function missingTranslations(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const missing: string[] = [];
  const listener = (message: { type(): string; text(): string }) => {
    const hit = /MISSING_TRANSLATION\] Missing message: "([^"]+)"/.exec(message.text());
    if (message.type() === 'error' && hit) missing.push(hit[1]!);
  };
  page.on('console', listener);
  await visit();
  page.off('console', listener);
  return [...new Set(missing)];
}

test('the German admin: content types and sections in German, no missing translations', async ({ page }) => {
  test.setTimeout(90_000);
  const editor = await userWithRole(token, 'Content editor');
  await logInToAdmin(page, { account: editor, language: 'de' });
  const requests = watchRequests(page);
  const missing = await missingTranslations(page, async () => {
    await page.goto(`${CM}/${POST}?plugins[i18n][locale]=en`);
    await expect(page.getByRole('heading', { name: 'Beitrag', exact: true })).toBeVisible({ timeout: 15_000 });
    // The menu names the types in German, the list names its date column.
    await expect(page.getByRole('link', { name: 'Fallstudie', exact: true })).toBeVisible();
    const header = page.getByRole('row').first();
    await expect(header).toContainText('Zuletzt geändert');
    await expect(header).toContainText('Vorhanden in');
    await page.goto(`${CM}/${POST}/create?plugins[i18n][locale]=en`);
    await expect(page.getByRole('textbox', { name: 'Titel', exact: true })).toBeVisible({ timeout: 15_000 });
    await page.goto(`${CM}/api::page.page?plugins[i18n][locale]=de`);
    // The STO page (its address column holds the route, /sto/): its first section is the intro.
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell', { name: '/sto/', exact: true }) })
      .getByRole('link')
      .click();
    // A page's sections are named in German.
    await expect(page.getByText(/Einstieg \(Seitenanfang\)/).first()).toBeVisible({ timeout: 15_000 });
    // Everything the edit view loads (its panels' data) has arrived and rendered, with whatever messages it names.
    await requests.settled();
  });
  expect(missing).toEqual([]);
});

test('the English list names its date column', async ({ page }) => {
  await logInToAdmin(page);
  await page.goto(`${CM}/${POST}?plugins[i18n][locale]=en`);
  const header = page.getByRole('row').first();
  await expect(header).toContainText('Last changed', { timeout: 15_000 });
  await expect(header).not.toContainText(/updatedAt/i);
});
