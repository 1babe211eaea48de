/**
 * Editors' daily work, in Chromium against the real admin, two of them at once: one starts an article (a
 * title only) while the other changes a finished one, saves and opens the preview — which shows the save within
 * seconds, beside the half-written draft, which previews too with what it lacks; an emoji in the STO guide is
 * refused at *Publish* with the reason under the field, in English and German; after *Publish* the entry's side
 * panel says "Going live…" then "Live since", and a refused build says "Not published" with the reason.
 *
 * This spec runs the preview as `npm start` does (the rebuild service handing saves to the preview server and its
 * renderer, `gatsby develop` on drafts) on the ports the test CMS sends its webhook and preview links to. The
 * public site's build is a stand-in whose outcome the test decides (a real one would rewrite the site the other
 * specs test): the status an editor reads still goes through the real service, the CMS and the admin.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CMS_URL, adminToken, get, request, userWithRole } from '../tests/support/cms';
import { logInToAdmin, useAdminLanguage } from './support/admin';
import { escapeRegExp, siteText } from '../tests/support/catalogues';
import { startPreviewStack, type PreviewStack } from './support/preview-stack';

const POST = 'api::post.post';
/**
 * The admin on `localhost`, like the preview: the preview's session cookie (SameSite=Lax) is only set inside the
 * admin's frame when both are the same site, as cms.example.com and preview.example.com are in production.
 */
const ADMIN = CMS_URL.replace('127.0.0.1', 'localhost');
const CM = `${ADMIN}/admin/content-manager`;
const run = Date.now().toString(36);
const HALF_WRITTEN = `Just started ${run}`;
const SAVED_TITLE = `Revised for the preview ${run}`;
/** The preview bar's "Showing your save of 14:32:05." (the time as the browser formats it). */
const SHOWING_SAVE = new RegExp(
  `^${escapeRegExp(siteText('en', 'preview:bar.showingBefore'))}\\d\\d:\\d\\d:\\d\\d${escapeRegExp(siteText('en', 'preview:bar.showingAfter'))}$`,
);

let stack: PreviewStack;
let token: string;
let editors: Array<{ email: string; password: string; token: string }>;
let translator: { email: string; password: string; token: string };
let post: { documentId: string; slug: string; title: string };
const created: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  token = await adminToken();
  editors = [await userWithRole(token, 'Content editor'), await userWithRole(token, 'Content editor')];
  translator = await userWithRole(token, 'Translator (German)');
  stack = await startPreviewStack({ adminOrigin: new URL(ADMIN).origin });
  const english = (await get('/api/posts?locale=en&sort[0]=date:desc&pagination[pageSize]=1')).body.data[0];
  post = { documentId: english.documentId, slug: english.slug, title: english.title };
});

test.afterAll(async () => {
  if (post) {
    const base = `/content-manager/collection-types/${POST}/${post.documentId}?locale=en`;
    const fields = { ...(await request('GET', base, { token })).body.data };
    delete fields.status;
    await request('PUT', base, { token, body: { ...fields, title: post.title } });
  }
  for (const documentId of created)
    await request('DELETE', `/content-manager/collection-types/${POST}/${documentId}?locale=*`, { token });
  await stack?.stop();
});

/**
 * A signed-in editor in a browser window of their own, the admin in `language` as the profile's "Interface
 * language" sets it: in the account (the CMS answers in it) and in the browser.
 */
async function editorWindow(browser: Browser, account: (typeof editors)[number], language: 'en' | 'de') {
  const profile = await request('PUT', '/admin/users/me', {
    token: account.token,
    body: { preferedLanguage: language },
  });
  expect(profile.status).toBe(200);
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await logInToAdmin(page, { account, language, origin: ADMIN });
  await useAdminLanguage(page, language);
  await page.reload();
  return page;
}

/** Strapi's first-visit tour sits on top of the edit view for new accounts; editors close it. */
async function closeTour(page: Page) {
  const skip = page.getByRole('button', { name: /^(Skip|Überspringen)$/ });
  if (await skip.isVisible().catch(() => false)) await skip.click();
}

test('two editors at once: a half-written draft beside a saved change, both in the preview within seconds', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [first, second] = [
    await editorWindow(browser, editors[0]!, 'en'),
    await editorWindow(browser, editors[1]!, 'en'),
  ];

  await test.step('the first editor starts an article: a title, saved, nothing else', async () => {
    await first.goto(`${CM}/collection-types/${POST}/create?plugins[i18n][locale]=en`);
    await closeTour(first);
    await first.getByRole('textbox', { name: /^Title/ }).fill(HALF_WRITTEN);
    await first.getByRole('button', { name: /^Save$/ }).click();
    await expect(first.getByText('Saved document')).toBeVisible({ timeout: 15_000 });
    created.push(/\/api::post\.post\/([a-z0-9]+)/.exec(first.url())![1]!);
  });

  await test.step('the second editor changes a finished article, saves and opens the preview', async () => {
    await second.goto(`${CM}/collection-types/${POST}/${post.documentId}?plugins[i18n][locale]=en`);
    await closeTour(second);
    await second.getByRole('textbox', { name: /^Title/ }).fill(SAVED_TITLE);
    await second.getByRole('button', { name: /^Save$/ }).click();
    await expect(second.getByText('Saved document')).toBeVisible({ timeout: 15_000 });
    await second.getByText('Open preview').click();
    const frame = second.frameLocator('iframe');
    // Seconds, not a build (bench:preview measures it): well within the time a build used to take.
    await expect(frame.getByRole('heading', { level: 1, name: SAVED_TITLE })).toBeVisible({ timeout: 20_000 });
    await expect(frame.getByText(siteText('en', 'preview:bar.label'))).toBeVisible();
  });

  await test.step("the first editor's draft previews too, with what it lacks and its empty parts marked", async () => {
    await first.getByText('Open preview').click();
    const frame = first.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1, name: HALF_WRITTEN })).toBeVisible({ timeout: 20_000 });
    await expect(
      frame.getByText(
        new RegExp(
          escapeRegExp(siteText('en', 'preview:bar.missing', { fields: 'date, content, pageTitle, metaDescription' })),
        ),
      ),
    ).toBeVisible();
    await expect(frame.getByText('⚠ content')).toBeVisible();
  });

  await test.step("the second editor's side panel says the preview shows the last save", async () => {
    await second.goBack();
    await expect(second.getByText(/^The preview shows your last save \(\d{1,2}:\d{2}( [AP]M)?\)\.$/)).toBeVisible({
      timeout: 20_000,
    });
  });
  await first.context().close();
  await second.context().close();
});

test('an emoji in the STO guide is refused at Publish, the reason under the field, in English and German', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const GUIDE = '/content-manager/single-types/api::guide.guide?locale=de&status=';
  const headings = async (status: 'draft' | 'published') =>
    ((await request('GET', GUIDE + status, { token })).body.data.chapters as Array<{ heading: string }>).map(
      (chapter) => chapter.heading,
    );
  const published = await headings('published');
  // The chapter edited is the draft's first (another test may have left the draft changed, unpublished).
  const [chapter] = await headings('draft');
  for (const [language, reason] of [
    ['en', 'The font of the PDF guide cannot show these characters: 🚀. Replace them or remove them.'],
    ['de', 'Die Schrift des PDF-Leitfadens kann diese Zeichen nicht darstellen: 🚀. Ersetzen oder entfernen Sie sie.'],
  ] as const) {
    const page = await editorWindow(browser, editors[0]!, language);
    await page.goto(`${CM}/single-types/api::guide.guide?plugins[i18n][locale]=de`);
    await closeTour(page);
    await page.getByRole('button', { name: chapter!, exact: true }).click();
    const heading = page.getByRole('textbox', { name: language === 'en' ? /^Heading/ : /^Überschrift/ }).first();
    await heading.fill(`${chapter!} 🚀`);
    await page.getByRole('button', { name: language === 'en' ? /^Publish$/ : /^Veröffentlichen$/ }).click();
    await expect(page.getByText(reason)).toBeVisible({ timeout: 15_000 });
    await expect(heading).toHaveAttribute('aria-invalid', 'true');
    await page.context().close();
  }
  // Nothing was published: visitors and the PDF keep the guide as it was.
  expect(await headings('published')).toEqual(published);
});

test('after Publish the side panel says going live, then live since; a refused build says why', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await editorWindow(browser, editors[1]!, 'en');
  await page.goto(`${CM}/collection-types/${POST}/${post.documentId}?plugins[i18n][locale]=en`);
  await closeTour(page);

  await test.step('a build that goes through: going live, then live since, with a link to the page', async () => {
    stack.nextSiteBuild('success');
    await page.getByRole('textbox', { name: /^Title/ }).fill(`${SAVED_TITLE}, published`);
    await page.getByRole('button', { name: /^Publish$/ }).click();
    await expect(page.getByText(/^Going live…$|^Live since/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^Live since \d{1,2}:\d{2}/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Open the page' })).toHaveAttribute(
      'href',
      `${process.env.SITE_URL}/insight/${post.slug}/`,
    );
  });

  await test.step('a build the content stops: not published, and the reason in words', async () => {
    stack.nextSiteBuild('refused');
    // The editor comes back to the entry later: the form holds the published version, nothing left to publish.
    await page.reload();
    const title = page.getByRole('textbox', { name: /^Title/ });
    await expect(title).toHaveValue(`${SAVED_TITLE}, published`, { timeout: 15_000 });
    const publish = page.getByRole('button', { name: /^Publish$/ });
    await expect(publish).toBeDisabled();
    await title.fill(`${SAVED_TITLE}, published again`);
    await expect(publish).toBeEnabled();
    await publish.click();
    await expect(
      page.getByText('Not published: the website refused this change and still shows the previous version.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText('Page (German): These pages are not published in this language: imprint (/de/imprint/).'),
    ).toBeVisible();
    await expect(page.locator('body')).not.toContainText('stand-in for a refused build');
  });
  await page.context().close();
});

/** The preview address the admin's "Open preview" opens for an entry (with the secret and the save it is for). */
async function previewLink(account: { token: string }, documentId: string, locale: string): Promise<string> {
  const answer = await request(
    'GET',
    `/content-manager/preview/url/${POST}?documentId=${documentId}&locale=${locale}&status=draft`,
    { token: account.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.data.url as string;
}

test('an open preview follows each save by itself and says which save it shows', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await editorWindow(browser, editors[0]!, 'en');
  const preview = await admin.context().newPage();
  // What the bar says over time, as the editor would see it, across the page's own reloads.
  await preview.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const bar = document.querySelector('[data-preview-state]');
      if (!bar) return;
      new MutationObserver(() => {
        const seen = JSON.parse(sessionStorage.getItem('bar-states') ?? '[]') as string[];
        seen.push(bar.getAttribute('data-preview-state') ?? '');
        sessionStorage.setItem('bar-states', JSON.stringify(seen));
      }).observe(bar, { attributes: true });
    });
  });
  await preview.goto(await previewLink(editors[0]!, post.documentId, 'en'));
  await expect(preview.getByText(SHOWING_SAVE)).toBeVisible({ timeout: 30_000 });
  await admin.goto(`${CM}/collection-types/${POST}/${post.documentId}?plugins[i18n][locale]=en`);
  await closeTour(admin);
  for (const round of [1, 2]) {
    const title = `${SAVED_TITLE}, live ${round}`;
    await admin.getByRole('textbox', { name: /^Title/ }).fill(title);
    await admin.getByRole('button', { name: /^Save$/ }).click();
    await expect(admin.getByText('Saved document').first()).toBeVisible({ timeout: 15_000 });
    // Nobody reloads the preview tab: it follows the save within seconds.
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect(preview.getByText(SHOWING_SAVE)).toBeVisible();
  }
  const seen = await preview.evaluate(() => JSON.parse(sessionStorage.getItem('bar-states') ?? '[]') as string[]);
  expect(seen).toContain('updating');
  await expect(preview.locator('[data-consent-banner], [data-join-list]')).toHaveCount(0);
  await admin.context().close();
});

test('Open preview right after Save shows that save, never an older one without saying so', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await editorWindow(browser, editors[1]!, 'en');
  await admin.goto(`${CM}/collection-types/${POST}/${post.documentId}?plugins[i18n][locale]=en`);
  await closeTour(admin);
  const title = `${SAVED_TITLE}, opened at once`;
  await admin.getByRole('textbox', { name: /^Title/ }).fill(title);
  await admin.getByRole('button', { name: /^Save$/ }).click();
  await expect(admin.getByText('Saved document').first()).toBeVisible({ timeout: 15_000 });
  const first = admin.waitForResponse(
    (r) => r.url().includes('/insight/') && r.request().resourceType() === 'document' && r.status() === 200,
  );
  await admin.getByText('Open preview').click();
  const opened = await first;
  // The link names the save it was opened for; the page shows that save, or says it still shows an older one.
  expect(new URL(opened.url()).searchParams.get('saved')).toMatch(/^\d{4}-\d\d-\d\dT/);
  if (!(await opened.text()).includes(title)) {
    await expect(
      admin.frameLocator('iframe').getByText(new RegExp(escapeRegExp(siteText('en', 'preview:bar.stale')))),
    ).toBeVisible();
  }
  await expect(admin.frameLocator('iframe').getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 30_000,
  });
  await admin.context().close();
});

test('an unpublish that would leave a route without its page is refused at once, with the reason', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The German pages as the build reads them (the public API takes no filter on pages), the imprint among them.
  const germanImprints = async () =>
    (
      (await get('/api/pages?locale=de&pagination[pageSize]=100', process.env.SITE_BUILD_TOKEN)).body.data as Array<{
        key: string;
        documentId: string;
      }>
    ).filter((candidate) => candidate.key === 'imprint');
  const [imprint] = await germanImprints();
  const page = await editorWindow(browser, editors[0]!, 'en');
  await page.goto(`${CM}/collection-types/api::page.page/${imprint!.documentId}?plugins[i18n][locale]=de`);
  await closeTour(page);
  // The entry's own actions: the side panel's "More document actions" (the header has a "More actions" menu, and each of
  // a page's sections one more inside the form).
  await expect(page.getByRole('button', { name: /^Publish$/ })).toBeVisible();
  await page.getByRole('button', { name: 'More document actions', exact: true }).click();
  await page.getByRole('menuitem', { name: /^Unpublish$/ }).click();
  await expect(
    page.getByText(/The website needs a page with the key “imprint” \(\/de\/imprint\/\) in German/),
  ).toBeVisible({
    timeout: 15_000,
  });
  // Nothing changed: visitors and the build keep the German imprint page.
  expect(await germanImprints()).toHaveLength(1);
  await page.context().close();
});

test('a schedule of an incomplete draft is refused in the panel, naming the fields, in English and German', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const draft = await request('POST', `/content-manager/collection-types/${POST}?locale=en`, {
    token,
    body: { title: `Not ready to schedule ${run}` },
  });
  created.push(draft.body.data.documentId);
  await request('PUT', `/content-manager/collection-types/${POST}/${draft.body.data.documentId}?locale=de`, {
    token,
    body: { title: `Noch nicht planbar ${run}` },
  });
  const soon = new Date(Date.now() + 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const value = `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}T${pad(soon.getHours())}:${pad(soon.getMinutes())}`;
  for (const [account, language, locale, expected] of [
    [
      editors[1]!,
      'en',
      'en',
      /^Not scheduled: this version could not be published yet\. .*Date: This field is required before publishing\./,
    ],
    [
      translator,
      'de',
      'de',
      /^Nicht geplant: Diese Version kann noch nicht veröffentlicht werden\. .*Datum: Dieses Feld muss vor dem Veröffentlichen ausgefüllt sein\./,
    ],
  ] as const) {
    const page = await editorWindow(browser, account, language);
    await page.goto(`${CM}/collection-types/${POST}/${draft.body.data.documentId}?plugins[i18n][locale]=${locale}`);
    await closeTour(page);
    const when = page.getByLabel(language === 'en' ? 'Date and time' : /Datum und Uhrzeit/);
    await expect(when).toBeVisible({ timeout: 15_000 });
    await when.fill(value);
    await page.getByRole('button', { name: language === 'en' ? 'Schedule' : 'Planen', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: expected })).toBeVisible({ timeout: 15_000 });
    await page.context().close();
  }
  const left = await request('GET', `/admin/scheduled-publishing/${POST}/${draft.body.data.documentId}?locale=en`, {
    token,
  });
  expect(left.body.schedule).toBeNull();
});
