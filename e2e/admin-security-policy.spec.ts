/**
 * The admin panel under its own Content-Security-Policy (no `'unsafe-inline'` scripts, requests to
 * the CMS and the preview server only), in Chromium: an editor logs in, edits an article, uploads a file to the
 * media library and opens the draft preview, and no page or frame reports a CSP violation. The draft preview runs
 * as `npm start` runs it (e2e/support/preview-stack: the preview server and its renderer on PREVIEW_URL, where the
 * test CMS's Preview button points); its pages keep the site's policy, with the admin as the only frame ancestor.
 */
import { expect, test } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';
import { samples } from '../cms/tests/support/upload-samples';
import { CMS_URL, adminToken, request, userWithRole } from '../tests/support/cms';
import { logInToAdmin } from './support/admin';
import { startPreviewStack, type PreviewStack } from './support/preview-stack';
import { watchRequests } from './support/settle';

const PREVIEW_URL = new URL(process.env.PREVIEW_URL ?? 'http://localhost:9103');
/** The admin on `localhost`, like the preview: one site, so the preview's SameSite cookie reaches the admin's frame. */
const ADMIN = CMS_URL.replace('127.0.0.1', 'localhost');
const POST = 'api::post.post';
const run = Date.now().toString(36);
const SLUG = `csp-check-${run}`;
const TITLE = `CSP check ${run}`;
/** Marks what the init script reports, so the test can tell it from the page's own console. */
const MARK = 'csp-violation:';

let token: string;
let documentId: string;
let editor: { email: string; password: string };
let stack: PreviewStack;
let uploadedId: number | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  token = await adminToken();
  editor = await userWithRole(token, 'Content editor');
  const created = await request('POST', `/content-manager/collection-types/${POST}?locale=en`, {
    token,
    body: {
      title: TITLE,
      slug: SLUG,
      date: '2026-11-27',
      content: 'Body.',
      pageTitle: 'CSP check',
      metaDescription: 'An article the admin CSP test edits and previews; it is never published.',
    },
  });
  expect(created.status).toBe(201);
  documentId = created.body.data.documentId;
  stack = await startPreviewStack({ adminOrigin: new URL(ADMIN).origin });
});

test.afterAll(async () => {
  await request('DELETE', `/content-manager/collection-types/${POST}/${documentId}?locale=en`, { token });
  if (uploadedId !== undefined) await request('DELETE', `/upload/files/${uploadedId}`, { token });
  await stack?.stop();
});

/**
 * Collects every CSP violation of every page and frame of the browser context: the `securitypolicyviolation`
 * events (reported by an init script that runs in each frame) and Chromium's own "Refused to …" console errors.
 */
function watchViolations(context: BrowserContext): string[] {
  const found: string[] = [];
  void context.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.warn(`${mark} ${event.violatedDirective} blocked ${event.blockedURI} in ${event.documentURI}`),
    );
  }, MARK);
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(MARK) || /Content Security Policy|Refused to (load|connect|execute|frame|evaluate)/.test(text))
      found.push(`${message.location().url}: ${text}`);
  });
  return found;
}

test('log in, edit, upload and preview: no CSP violation anywhere', async ({ context, page }) => {
  test.setTimeout(120_000);
  const violations = watchViolations(context);
  await logInToAdmin(page, { account: editor, origin: ADMIN });

  // Edit the article and save it (a field the slug does not follow, so the preview keeps its address).
  await page.goto(`${ADMIN}/admin/content-manager/collection-types/${POST}/${documentId}?plugins[i18n][locale]=en`);
  const tabTitle = page.getByRole('textbox', { name: 'Browser tab title' });
  await expect(tabTitle).toBeVisible({ timeout: 15_000 });
  await tabTitle.fill(`CSP check, edited ${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible({ timeout: 15_000 });

  // Open the preview: the admin frames the preview server (frame-src), which lets the admin frame it
  // (frame-ancestors); the draft page inside carries the site's script policy, not only frame-ancestors.
  const previewLink = page.waitForRequest((r) => r.url().startsWith(PREVIEW_URL.origin) && r.url().includes('token='));
  const draftPage = page.waitForResponse(
    // (The link names the save it opens the preview for: `?saved=…` stays on the page's address.)
    (r) => r.url().startsWith(`${PREVIEW_URL.origin}/insight/${SLUG}/`) && r.status() === 200,
    { timeout: 60_000 },
  );
  await page.getByRole('link', { name: 'Open preview' }).click();
  expect(new URL((await previewLink).url()).pathname).toBe(`/insight/${SLUG}/`);
  const policy = (await (await draftPage).headerValue('content-security-policy')) ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1) ?? [];
  const scripts = directive('script-src');
  expect(scripts[0]).toBe("'self'");
  expect(scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(true);
  expect(directive('frame-ancestors')).toContain(new URL(ADMIN).origin);
  const framed = page.frameLocator(`iframe[src^="${PREVIEW_URL.origin}"]`);
  await expect(framed.getByRole('heading', { level: 1 })).toHaveText(TITLE, { timeout: 60_000 });

  // Upload a file to the media library (a multipart request the CMS parses only after the login check).
  const requests = watchRequests(page);
  await page.goto(`${ADMIN}/admin/plugins/upload`);
  await page.getByRole('button', { name: 'New' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'File upload', exact: true }).click();
  const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && /\/upload(\/files)?$/.test(r.url()));
  await (await chooser).setFiles({ name: `csp-${run}.png`, mimeType: 'image/png', buffer: samples['.png']! });
  const answer = await uploaded;
  expect(answer.status()).toBe(201);
  const body = (await answer.json()) as { id: number } | Array<{ id: number }>;
  uploadedId = Array.isArray(body) ? body[0]?.id : body.id;
  await expect(page.getByText(`csp-${run}.png`).first()).toBeVisible({ timeout: 15_000 });

  // Late requests (widgets, notifications, the new file's preview) have been answered or refused, and the page has
  // then been idle, so each violation they ran into has been reported; then look.
  await requests.settled();
  expect(violations).toEqual([]);
});
