/**
 * Uploads by allow-list in Chromium. A Content editor who picks a file the media library does not take reads why,
 * in the admin language of their profile (English and German). And no uploaded or stored file runs script in the
 * CMS's origin: a page whose script reads the signed-in admin (`/admin/users/me`, with the session's token) does so
 * when it runs in the admin's tab — and does nothing when it is opened as an uploaded file, whether it was put into
 * the upload folder by hand (HTML, SHTML, XHTML script in an XSD) or uploaded as an SVG drawing.
 */
import fs from 'fs';
import path from 'path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CMS_URL, EDITOR, adminToken, request, userWithRole } from '../tests/support/cms';
import { logInToAdmin, type AdminLanguage } from './support/admin';
import { watchRequests } from './support/settle';

const UPLOADS_DIR = path.resolve(__dirname, '..', 'cms', 'public', 'uploads');
const RUN = Date.now().toString(36);

/** What an attacker's file runs: find the session's token (storage, cookie, or a refresh) and read the admin. */
const STEAL = `(async () => {
  const stored = localStorage.getItem('jwtToken') || sessionStorage.getItem('jwtToken')
    || (document.cookie.match(/jwtToken=([^;]+)/) || [])[1];
  const raw = stored ? decodeURIComponent(stored) : '';
  let token = raw.startsWith('"') ? JSON.parse(raw) : raw;
  if (!token) {
    const refreshed = await fetch('/admin/access-token', { method: 'POST', credentials: 'include',
      headers: { 'Content-Type': 'application/json' }, body: '{}' });
    token = (await refreshed.json()).data?.token;
  }
  const me = await fetch('/admin/users/me', { headers: { Authorization: 'Bearer ' + token } });
  document.title = 'read: ' + (await me.text());
  return document.title;
})();`;

/** Hostile files, put into the upload folder by hand (none of them could be uploaded). */
const HANDMADE: Record<string, string> = {
  [`steal-${RUN}.html`]: `<!doctype html><title>page</title><script>${STEAL}</script>`,
  [`steal-${RUN}.shtml`]: `<!doctype html><title>page</title><script>${STEAL}</script>`,
  [`steal-${RUN}.xsd`]: `<?xml version="1.0"?><schema xmlns="http://www.w3.org/2001/XMLSchema"><x:script xmlns:x="http://www.w3.org/1999/xhtml">${STEAL.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</x:script></schema>`,
};
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>drawing</title><script>${STEAL.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</script><rect width="10" height="10"/></svg>`;

let admin: string;
let svgUrl: string;
let svgId: number | undefined;

test.beforeAll(async () => {
  admin = await adminToken();
  for (const [name, content] of Object.entries(HANDMADE)) fs.writeFileSync(path.join(UPLOADS_DIR, name), content);
  const form = new FormData();
  form.append('files', new Blob([SVG], { type: 'image/svg+xml' }), `drawing-${RUN}.svg`);
  const uploaded = await fetch(`${CMS_URL}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const [file] = (await uploaded.json()) as Array<{ id: number; url: string }>;
  svgId = file!.id;
  svgUrl = new URL(file!.url, CMS_URL).toString();
});

test.afterAll(async () => {
  for (const name of Object.keys(HANDMADE)) fs.rmSync(path.join(UPLOADS_DIR, name), { force: true });
  if (svgId !== undefined) await request('DELETE', `/upload/files/${svgId}`, { token: admin });
});

/** Opens `url` in a new tab of the signed-in context; returns what the tab asked of the admin API and its title. */
async function openInTab(context: BrowserContext, url: string) {
  const tab = await context.newPage();
  const asked: string[] = [];
  tab.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/admin/')) asked.push(new URL(r.url()).pathname);
  });
  const requests = watchRequests(tab);
  await tab.goto(url).catch(() => undefined); // a download ends the navigation
  // A script in the file would have asked the admin API while the file loaded: every request the tab made has
  // been answered (the tab is not asked to be idle: a sandboxed file may not run the test's script either).
  await expect.poll(() => requests.inFlight()).toEqual([]);
  const title = await tab.title().catch(() => '');
  await tab.close();
  return { asked, title };
}

test('no uploaded or stored file runs script in the CMS origin of a signed-in super admin', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await logInToAdmin(page, { account: EDITOR });
  // The attack works where script does run in the origin: the admin's own tab.
  // (Its result is read from the script: the admin sets its own title again as it renders.)
  expect(await page.evaluate(STEAL)).toMatch(new RegExp(`^read: .*${EDITOR.email.replace('.', '\\.')}`));

  const urls = [...Object.keys(HANDMADE).map((name) => `${CMS_URL}/uploads/${name}`), svgUrl];
  for (const url of urls) {
    const { asked, title } = await openInTab(context, url);
    expect({ url, asked, read: title.startsWith('read:') }).toEqual({ url, asked: [], read: false });
  }
});

/** The media library's upload dialog, a file picked: the answer of the upload request. */
async function uploadThroughMediaLibrary(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto(`${CMS_URL}/admin/plugins/upload`);
  await page.getByRole('button', { name: /^(New|Neu)$/ }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: /^(File upload|Dateien hochladen)$/ }).click();
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && /\/upload(\/files)?$/.test(r.url()));
  await (await chooser).setFiles(file);
  return answer;
}

const REFUSALS: Record<AdminLanguage, (name: string) => string> = {
  en: (name) =>
    `“${name}” cannot be uploaded: the media library takes images (JPEG, PNG, GIF, WebP, or AVIF), SVG drawings, ` +
    'PDF documents and videos (MP4 or WebM), not .shtml files.',
  de: (name) =>
    `„${name}“ kann nicht hochgeladen werden: Die Medienbibliothek nimmt Bilder (JPEG, PNG, GIF, WebP oder AVIF), ` +
    'SVG-Grafiken, PDF-Dokumente und Videos (MP4 oder WebM) an, aber keine .shtml-Dateien.',
};

for (const language of ['en', 'de'] as const) {
  test(`a Content editor reads why a file is refused, in the admin language (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    const editor = await userWithRole(admin, 'Content editor');
    const profile = await request('PUT', '/admin/users/me', {
      token: editor.token,
      body: { preferedLanguage: language },
    });
    expect(profile.status).toBe(200);
    await logInToAdmin(page, { account: editor, language });
    const name = `poc-${language}-${RUN}.shtml`;
    const answer = await uploadThroughMediaLibrary(page, {
      name,
      mimeType: 'text/html',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    expect(answer.status()).toBe(400);
    await expect(page.getByText(REFUSALS[language](name))).toBeVisible({ timeout: 15_000 });
    const stored = await request('GET', `/upload/files?filters[name][$eq]=${encodeURIComponent(name)}`, {
      token: admin,
    });
    expect(stored.body.results).toEqual([]);
  });
}
