/**
 * The admin panel under its own Content-Security-Policy (issue #23: no `'unsafe-inline'` scripts, requests to
 * the CMS and the preview server only), in Chromium: an editor logs in, edits an article, uploads a file to the
 * media library and opens the draft preview, and no page or frame reports a CSP violation. The preview server
 * runs here on PREVIEW_URL (where the test CMS's Preview button points) with a one-page release, served with
 * the site's CSP.
 */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { writeServingConfig } from '../deploy/site-build-config.mjs';
import { ensureCmsSecrets } from '../scripts/lib/env.mjs';
import { createPreviewServer } from '../scripts/lib/preview-server.mjs';
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
let preview: http.Server;
let release: string;
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
  release = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-csp-preview-'));
  const page = path.join(release, 'insight', SLUG);
  fs.mkdirSync(page, { recursive: true });
  fs.writeFileSync(
    path.join(page, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Preview</title></head><body><h1>${DRAFT_HEADING}</h1>` +
      '<script>document.documentElement.dataset.ran = "yes"</script></body></html>',
  );
  writeServingConfig(release, { cmsPublicUrl: CMS_URL });
  preview = createPreviewServer({
    root: release,
    secret: ensureCmsSecrets().PREVIEW_SECRET!,
    frameAncestors: [new URL(CMS_URL).origin],
  });
  await new Promise<void>((resolve) => preview.listen(Number(PREVIEW_URL.port), '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await request('DELETE', `/content-manager/collection-types/${POST}/${documentId}?locale=en`, { token });
  if (uploadedId !== undefined) await request('DELETE', `/upload/files/${uploadedId}`, { token });
  await new Promise((resolve) => preview?.close(resolve));
  fs.rmSync(release, { recursive: true, force: true });
});

/**
 * Collects every CSP violation of every frame: the `securitypolicyviolation` events (reported by an init script
 * that runs in each frame) and Chromium's own "Refused to …" console errors.
 */
function watchViolations(page: Page): string[] {
  const found: string[] = [];
  void page.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.warn(`${mark} ${event.violatedDirective} blocked ${event.blockedURI} in ${event.documentURI}`),
    );
  }, MARK);
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(MARK) || /Content Security Policy|Refused to (load|connect|execute|frame|evaluate)/.test(text))
      found.push(`${message.location().url}: ${text}`);
  });
  return found;
}

test('log in, edit, upload and preview: no CSP violation anywhere', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = watchViolations(page);
  await logInToAdmin(page, { account: editor });

  // Edit the article and save it.
  await page.goto(`${CMS_URL}/admin/content-manager/collection-types/${POST}/${documentId}?plugins[i18n][locale]=en`);
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toBeVisible({ timeout: 15_000 });
  await title.fill(`CSP check, edited ${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible({ timeout: 15_000 });

  // Open the draft preview: the admin frames the preview server, which shows the page under the site's policy.
  await page.getByRole('link', { name: 'Open preview' }).click();
  const frame = page.frameLocator('iframe').first();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(DRAFT_HEADING, { timeout: 15_000 });
  const framed = page.frames().find((f) => f.url().startsWith(PREVIEW_URL.origin));
  expect(await framed?.evaluate(() => document.documentElement.dataset.ran)).toBe('yes');

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
