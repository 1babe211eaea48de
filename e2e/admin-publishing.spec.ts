/**
 * Publishing through the real admin in Chromium, with the real publishing pipeline (webhook → rebuild service →
 * Gatsby build → live release, e2e/support/site-rebuild.ts):
 * - old links survive a rename: the title changed with the slug kept and published, then a new slug typed and
 *   published — in English and in German; after the rebuild the old address answers 301 to the new one;
 * - scheduled publishing: an editor schedules the English version one minute ahead, a translator the German one
 *   (and may not schedule the English one), a second editor sees who scheduled it and cancels another schedule; the
 *   CMS publishes both versions on time and the pages go live on the site.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CMS_URL, adminToken, request, userWithRole } from '../tests/support/cms';
import { logInToAdmin } from './support/admin';
import { type LiveSite, startLiveSite } from './support/site-rebuild';

const POST = 'api::post.post';
const CM = `${CMS_URL}/admin/content-manager/collection-types/${POST}`;
const API_CM = `/content-manager/collection-types/${POST}`;
const run = Date.now().toString(36);
/** A build may wait for the one before it; a cold first build of the site takes a few minutes on two cores. */
const BUILD_MS = 600_000;
const LIVE_PORT = Number(new URL(process.env.SITE_URL ?? 'http://localhost:9101').port) + 4;

type Account = { email: string; password: string; token: string };
let token: string;
let live: LiveSite;
const created: string[] = [];

test.describe.configure({ mode: 'serial' });

const fields = (title: string, slug: string) => ({
  title,
  slug,
  date: '2026-11-21',
  content: 'What changes for our clients.',
  pageTitle: title,
  metaDescription: `${title}: a description long enough for search results and the layout of the page.`,
});

/** An article in both languages as drafts (published too when `publish`), through the admin API. */
async function article(versions: Record<'en' | 'de', { title: string; slug: string }>, publish: boolean) {
  const en = await request('POST', `${API_CM}?locale=en`, { token, body: fields(versions.en.title, versions.en.slug) });
  expect(en.status).toBe(201);
  const documentId: string = en.body.data.documentId;
  created.push(documentId);
  const de = await request('PUT', `${API_CM}/${documentId}?locale=de`, {
    token,
    body: fields(versions.de.title, versions.de.slug),
  });
  expect(de.status).toBe(200);
  for (const locale of publish ? ['en', 'de'] : []) {
    const published = await request('POST', `${API_CM}/${documentId}/actions/publish?locale=${locale}`, {
      token,
      body: {},
    });
    expect(published.status).toBe(200);
  }
  return documentId;
}

test.beforeAll(async () => {
  token = await adminToken();
  live = await startLiveSite(LIVE_PORT);
});

test.afterAll(async () => {
  await live?.stop();
  for (const documentId of created) {
    for (const locale of ['de', 'en']) await request('DELETE', `${API_CM}/${documentId}?locale=${locale}`, { token });
  }
});

async function publishForm(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published document')).toBeVisible({ timeout: 15_000 });
  // The toast stays a while; the next publish must show its own.
  await page
    .getByText('Published document')
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

test('a renamed article keeps its old address: 301 after the rebuild, in English and in German', async ({ page }) => {
  test.setTimeout(2 * BUILD_MS + 180_000);
  const before = {
    en: { title: `Rename walkthrough ${run}`, slug: `rename-walkthrough-${run}` },
    de: { title: `Umbenennen im Test ${run}`, slug: `umbenennen-im-test-${run}` },
  };
  const after = { en: `renamed-walkthrough-${run}`, de: `umbenannt-im-test-${run}` };
  const beforePublish = Date.now();
  const documentId = await article(before, true);
  // The site is built with the article, as it is when an editor renames one: the rename is a warm rebuild.
  await live.settled(beforePublish, BUILD_MS);
  for (const locale of ['en', 'de'] as const) {
    const prefix = locale === 'en' ? '' : '/de';
    expect((await fetch(`${live.url}${prefix}/insight/${before[locale].slug}/`)).status).toBe(200);
  }
  const editor = await userWithRole(token, 'Content editor');
  await logInToAdmin(page, { account: editor });

  for (const locale of ['en', 'de'] as const) {
    await page.goto(`${CM}/${documentId}?plugins[i18n][locale]=${locale}`);
    const title = page.getByRole('textbox', { name: /^Title/ });
    const slug = page.getByRole('textbox', { name: 'URL slug', exact: true });
    await expect(title).toHaveValue(before[locale].title, { timeout: 15_000 });
    // 1. A new title, the slug kept (a published slug never follows the title), published.
    await title.fill(`${before[locale].title} (updated)`);
    await expect(slug).toHaveValue(before[locale].slug);
    await publishForm(page);
    // 2. A new slug typed, published.
    await slug.fill(after[locale]);
    await publishForm(page);
  }
  // The rebuild that starts after the last publish (the webhook waits for a quiet moment of 1.5 s first).
  const lastPublish = Date.now() - 1_000;

  for (const locale of ['en', 'de'] as const) {
    const published = await request('GET', `/api/posts/${documentId}?locale=${locale}`);
    expect([locale, published.body.data?.slug]).toEqual([locale, after[locale]]);
    // What the build reads: the published version carries the slug it had before.
    const stored = await request('GET', `${API_CM}/${documentId}?locale=${locale}&status=published`, { token });
    expect([locale, stored.body.data.formerSlugs]).toEqual([locale, [before[locale].slug]]);
  }
  await live.settled(lastPublish, BUILD_MS);
  for (const locale of ['en', 'de'] as const) {
    const prefix = locale === 'en' ? '' : '/de';
    const old = await fetch(`${live.url}${prefix}/insight/${before[locale].slug}/`, { redirect: 'manual' });
    expect([locale, old.status, old.headers.get('location')]).toEqual([
      locale,
      301,
      `${prefix}/insight/${after[locale]}/`,
    ]);
    const page2 = await fetch(`${live.url}${prefix}/insight/${after[locale]}/`);
    expect(page2.status).toBe(200);
    expect(await page2.text()).toContain(`${before[locale].title} (updated)`);
  }
});

/** `datetime-local` value of the minute that starts at least `ms` from now (the browser runs in this machine's zone). */
function localMinute(ms: number): { value: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const value = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return { value, at };
}

async function signedIn(browser: Browser, account: Account) {
  const page = await (await browser.newContext()).newPage();
  await logInToAdmin(page, { account });
  return page;
}

async function schedule(page: Page, documentId: string, locale: 'en' | 'de', value: string) {
  await page.goto(`${CM}/${documentId}?plugins[i18n][locale]=${locale}`);
  const when = page.getByLabel('Date and time');
  await expect(when).toBeVisible({ timeout: 15_000 });
  await when.fill(value);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText(/^Goes live on .+ at .+\./)).toBeVisible({ timeout: 15_000 });
}

test('scheduled one minute ahead: an editor and a translator schedule, the pages go live on time', async ({
  browser,
}) => {
  test.setTimeout(BUILD_MS + 240_000);
  const versions = {
    en: { title: `Scheduled launch ${run}`, slug: `scheduled-launch-${run}` },
    de: { title: `Geplanter Start ${run}`, slug: `geplanter-start-${run}` },
  };
  const documentId = await article(versions, false);
  const other = await article(
    {
      en: { title: `Not yet ${run}`, slug: `not-yet-${run}` },
      de: { title: `Noch nicht ${run}`, slug: `noch-nicht-${run}` },
    },
    false,
  );
  const [editor, secondEditor, translator] = [
    await userWithRole(token, 'Content editor'),
    await userWithRole(token, 'Content editor'),
    await userWithRole(token, 'Translator (German)'),
  ];
  const { value, at } = localMinute(60_000);

  const editorPage = await signedIn(browser, editor);
  await schedule(editorPage, documentId, 'en', value);
  await expect(editorPage.getByText('Scheduled by Content editor Test.', { exact: false })).toBeVisible();

  const translatorPage = await signedIn(browser, translator);
  await schedule(translatorPage, documentId, 'de', value);
  // The English version is not the translator's: the admin API refuses to schedule it.
  const refused = await request('PUT', `/admin/scheduled-publishing/${POST}/${documentId}?locale=en`, {
    token: translator.token,
    body: { publishAt: at.toISOString() },
  });
  expect(refused.status).toBe(403);

  // A second editor sees the schedule and who set it; cancels the schedule of another article.
  const secondPage = await signedIn(browser, secondEditor);
  await secondPage.goto(`${CM}/${documentId}?plugins[i18n][locale]=en`);
  await expect(secondPage.getByText(/^Goes live on .+ at .+\. Scheduled by Content editor Test\.$/)).toBeVisible({
    timeout: 15_000,
  });
  await schedule(secondPage, other, 'en', value);
  await secondPage.getByRole('button', { name: 'Cancel schedule' }).click();
  await expect(secondPage.getByLabel('Date and time')).toBeVisible();
  const cancelled = await request('GET', `/admin/scheduled-publishing/${POST}/${other}?locale=en`, { token });
  expect(cancelled.body).toEqual({ schedule: null });

  // Nothing is public before the minute.
  expect((await request('GET', `/api/posts/${documentId}?locale=en`)).status).toBe(404);
  await expect
    .poll(async () => (await request('GET', `/api/posts/${documentId}?locale=de`)).status, {
      timeout: at.getTime() - Date.now() + 60_000,
      intervals: [2_000],
    })
    .toBe(200);
  // Found within 2 s of the publication; its rebuild starts at least 1.5 s after it.
  const publishedAt = Date.now() - 5_000;
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  expect((await request('GET', `/api/posts/${documentId}?locale=en`)).status).toBe(200);
  expect((await request('GET', `/api/posts/${other}?locale=en`)).status).toBe(404);
  await editorPage.reload();
  await expect(editorPage.getByLabel('Date and time')).toBeVisible({ timeout: 15_000 });

  await live.settled(publishedAt, BUILD_MS);
  for (const locale of ['en', 'de'] as const) {
    const prefix = locale === 'en' ? '' : '/de';
    const response = await fetch(`${live.url}${prefix}/insight/${versions[locale].slug}/`);
    expect([locale, response.status]).toEqual([locale, 200]);
    expect(await response.text()).toContain(versions[locale].title);
  }
});
