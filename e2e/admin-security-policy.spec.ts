/**
 * The admin panel under its own Content-Security-Policy (issue #23: no `'unsafe-inline'` scripts, requests to
 * the CMS and the preview server only), in Chromium: an editor logs in, edits an article, uploads a file to the
 * media library and opens the draft preview, and no page or frame reports a CSP violation. The preview server
 * (scripts/preview-server.mjs, as docker-compose runs it) listens here on PREVIEW_URL, where the test CMS's
 * Preview button points, with a one-page release served with the site's CSP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { writeServingConfig } from '../deploy/site-build-config.mjs';
import { CMS_URL, adminToken, request, userWithRole } from '../tests/support/cms';
import { logInToAdmin } from './support/admin';

const PREVIEW_URL = new URL(process.env.PREVIEW_URL ?? 'http://localhost:9103');
const POST = 'api::post.post';
const run = Date.now().toString(36);
const SLUG = `csp-check-${run}`;
const DRAFT_HEADING = `Draft under the site's policy ${run}`;
/** Marks what the init script reports, so the test can tell it from the page's own console. */
const MARK = 'csp-violation:';

let token: string;
let documentId: string;
let editor: { email: string; password: string };
let preview: ChildProcess;
let releases: string;
let uploadedId: number | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  token = await adminToken();
  editor = await userWithRole(token, 'Content editor');
  const created = await request('POST', `/content-manager/collection-types/${POST}?locale=en`, {
    token,
    body: {
      title: `CSP check ${run}`,
      slug: SLUG,
      date: '2026-11-27',
      content: 'Body.',
      pageTitle: 'CSP check',
      metaDescription: 'An article the admin CSP test edits and previews; it is never published.',
    },
  });
  expect(created.status).toBe(201);
  documentId = created.body.data.documentId;
  // A release with the article's page, its inline script allowed by hash like the site's own pages.
  releases = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-policy-preview-'));
  const release = path.join(releases, 'r1');
  const page = path.join(release, 'insight', SLUG);
  fs.mkdirSync(page, { recursive: true });
  fs.writeFileSync(
    path.join(page, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Preview</title></head><body><h1>${DRAFT_HEADING}</h1>` +
      '<script>document.documentElement.dataset.ran = "yes"</script></body></html>',
  );
  writeServingConfig(release, { cmsPublicUrl: CMS_URL });
  fs.symlinkSync(release, path.join(releases, 'current'));
  preview = spawn(process.execPath, [path.join(__dirname, '..', 'scripts', 'preview-server.mjs')], {
    env: {
      ...process.env,
      PREVIEW_URL: PREVIEW_URL.origin,
      PREVIEW_HOST: '127.0.0.1',
      PREVIEW_PORT: PREVIEW_URL.port,
      PREVIEW_RELEASES_DIR: releases,
      CMS_PUBLIC_URL: CMS_URL,
      CMS_ADMIN_URL: CMS_URL,
    },
    stdio: 'inherit',
  });
  // Up when it answers (401 without the secret).
  await expect
    .poll(
      () =>
        fetch(PREVIEW_URL.origin).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 10_000 },
    )
    .toBe(401);
});

test.afterAll(async () => {
  await request('DELETE', `/content-manager/collection-types/${POST}/${documentId}?locale=en`, { token });
  if (uploadedId !== undefined) await request('DELETE', `/upload/files/${uploadedId}`, { token });
  preview?.kill();
  fs.rmSync(releases, { recursive: true, force: true });
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
  await logInToAdmin(page, { account: editor });

  // Edit the article and save it (a field the slug does not follow, so the preview keeps its address).
  await page.goto(`${CMS_URL}/admin/content-manager/collection-types/${POST}/${documentId}?plugins[i18n][locale]=en`);
  const tabTitle = page.getByRole('textbox', { name: 'Browser tab title' });
  await expect(tabTitle).toBeVisible({ timeout: 15_000 });
  await tabTitle.fill(`CSP check, edited ${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible({ timeout: 15_000 });

  // Open the preview: the admin frames the preview server (frame-src), which lets the admin frame it
  // (frame-ancestors). Here the admin is on 127.0.0.1 and the preview on localhost, two sites, so the preview's
  // SameSite cookie does not reach the frame and it shows its "use the Preview button" page (README "Draft
  // preview": in production both are under one domain); the same link opened on its own shows the draft.
  const previewLink = page.waitForRequest((r) => r.url().startsWith(PREVIEW_URL.origin) && r.url().includes('secret='));
  await page.getByRole('link', { name: 'Open preview' }).click();
  const link = (await previewLink).url();
  expect(new URL(link).pathname).toBe(`/insight/${SLUG}/`);
  const framed = page.frameLocator(`iframe[src^="${PREVIEW_URL.origin}"]`);
  await expect(framed.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  const draft = await context.newPage();
  await draft.goto(link);
  await expect(draft.getByRole('heading', { level: 1 })).toHaveText(DRAFT_HEADING);
  // Its inline script ran: allowed by the hash in the site's policy, which the preview keeps.
  expect(await draft.evaluate(() => document.documentElement.dataset.ran)).toBe('yes');
  await draft.close();

  // Upload a file to the media library (a multipart request the CMS parses only after the login check).
  await page.goto(`${CMS_URL}/admin/plugins/upload`);
  await page.getByRole('button', { name: 'New' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'File upload', exact: true }).click();
  const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && /\/upload(\/files)?$/.test(r.url()));
  await (await chooser).setFiles({ name: `csp-${run}.txt`, mimeType: 'text/plain', buffer: Buffer.from('hello') });
  const answer = await uploaded;
  expect(answer.status()).toBe(201);
  const body = (await answer.json()) as { id: number } | Array<{ id: number }>;
  uploadedId = Array.isArray(body) ? body[0]?.id : body.id;
  await expect(page.getByText(`csp-${run}.txt`).first()).toBeVisible({ timeout: 15_000 });

  // Give late requests (widgets, notifications) a moment to run into the policy, then look.
  await page.waitForTimeout(1_500);
  expect(violations).toEqual([]);
});
