/**
 * Draft preview end to end, against the test CMS: the preview's renderer (`gatsby develop` on drafts,
 * scripts/lib/preview-develop.mjs) behind the preview server, the rebuild service handing it every save. An editor
 * saves (does not publish) a new German title of a published post while another editor's article is half written
 * (a title only): the preview shows the new title at the German path, the half-written article previews too with
 * what it still lacks, the public site is not rebuilt and the public API keeps the published title.
 *
 * Needs: the CMS started with REBUILD_WEBHOOK_URL (this test listens there) and PREVIEW_URL (where this test's
 * preview server listens); SITE_PREVIEW_TOKEN as the CMS has it (the editor's preview token comes from the CMS's
 * preview button, which PREVIEW_SECRET signs); a built site in
 * SITE_PUBLIC_DIR (its island runtime serves the preview pages).
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { Trigger } from '@app/rebuild';
import { releaseIslandScripts } from '../../scripts/lib/preview.mjs';
import { startPreviewDevelop } from '../../scripts/lib/preview-develop.mjs';
import { createAccessCheck } from '../../scripts/lib/preview-access.mjs';
import { REFRESH_PATH, createPreviewServer } from '../../scripts/lib/preview-server.mjs';
import { startRebuildService } from '../../scripts/lib/rebuild.mjs';
import { extractPdfText } from '../../site/test/pdf-text';
import { adminToken, get, request } from '../support/cms';
import { rawRequest } from '../support/raw-http';
import { escapeRegExp, siteText } from '../support/catalogues';

const CMS_URL = process.env.CMS_URL!;
const WEBHOOK_URL = new URL(process.env.REBUILD_WEBHOOK_URL!);
const PREVIEW_URL = new URL(process.env.PREVIEW_URL!);
const SITE_PUBLIC_DIR = process.env.SITE_PUBLIC_DIR!;
const RUN = Date.now().toString(36);
const DRAFT_TITLE = `Entwurf im Vorschau-Test ${RUN}`;
/** A post that was never published: only the preview may show it. */
const NEW_POST = { title: `Never published, preview only ${RUN}`, slug: `preview-only-${RUN}` };
/** Another editor's article, just begun: a title and nothing else. */
const HALF_WRITTEN = { title: `Half written ${RUN}` };
const CM = '/content-manager/collection-types/api::post.post';
const START_TIMEOUT_MS = 600_000;
const SHOW_TIMEOUT_MS = 60_000;

type Rebuild = { service: { status(): { preview?: { lastBuild: { result: string } | null } } }; stop(): Promise<void> };
type Renderer = Awaited<ReturnType<typeof startPreviewDevelop>>;

const siteBuilds: Trigger[][] = [];
let rebuild: Rebuild;
let renderer: Renderer;
let previewServer: http.Server;
let cookie: string;
let post: { documentId: string; slug: string; title: string };
const created: string[] = [];

jest.setTimeout(START_TIMEOUT_MS + 60_000);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const previewGet = (target: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${PREVIEW_URL.port}${target}`, { redirect: 'manual', headers });
/** The preview page at `target` once it contains `text` (a save is re-sourced within seconds). */
async function previewPage(target: string, text: string): Promise<string> {
  const deadline = Date.now() + SHOW_TIMEOUT_MS;
  let html = '';
  while (Date.now() < deadline) {
    const answer = await previewGet(target, { Cookie: cookie });
    html = await answer.text();
    if (answer.status === 200 && html.includes(text)) return html;
    await wait(250);
  }
  throw new Error(`${target} did not show "${text}" within ${SHOW_TIMEOUT_MS / 1000} s:\n${html.slice(0, 2_000)}`);
}

beforeAll(async () => {
  rebuild = (await startRebuildService({
    host: WEBHOOK_URL.hostname,
    port: Number(WEBHOOK_URL.port),
    site: { cmsUrl: CMS_URL, cmsPublicUrl: CMS_URL, siteUrl: 'http://localhost:9' },
    // The public site's build is a stand-in: this test proves it is not asked for.
    build: async ({ triggers }: { triggers: Trigger[] }) => {
      siteBuilds.push(triggers);
      throw new Error('the public site must not be rebuilt for a draft');
    },
    preview: { refreshUrl: `http://127.0.0.1:${PREVIEW_URL.port}${REFRESH_PATH}` },
  })) as Rebuild;
  renderer = startPreviewDevelop({
    cmsUrl: CMS_URL,
    previewUrl: PREVIEW_URL.origin,
    token: process.env.SITE_PREVIEW_TOKEN!,
    port: Number(PREVIEW_URL.port) + 100,
    islandScripts: releaseIslandScripts(SITE_PUBLIC_DIR),
    logFile: path.join(process.env.PREVIEW_DIR ?? '.preview', 'develop-test.log'),
  });
  previewServer = createPreviewServer({
    checkAccess: createAccessCheck({ cmsUrl: CMS_URL }),
    frameAncestors: [new URL(CMS_URL).origin],
    renderer: () => renderer,
    assetsRoot: SITE_PUBLIC_DIR,
    cmsPublicUrl: CMS_URL,
    refresh: () => renderer.refresh(),
    refreshSecret: process.env.REBUILD_WEBHOOK_SECRET,
  });
  await new Promise<void>((resolve) => previewServer.listen(Number(PREVIEW_URL.port), '127.0.0.1', resolve));
  await renderer.ready();

  const german = (await get('/api/posts?locale=de&sort[0]=date:desc&pagination[pageSize]=1&populate[image]=true')).body
    .data[0];
  post = { documentId: german.documentId, slug: german.slug, title: german.title };
  const token = await adminToken();
  // The editor's preview button: a link with a preview token of theirs, which the preview server swaps for a cookie.
  const link = await request(
    'GET',
    `/content-manager/preview/url/api::post.post?documentId=${post.documentId}&locale=de`,
    {
      token,
    },
  );
  const opened = await previewGet(new URL(link.body.data.url).pathname + new URL(link.body.data.url).search);
  expect(opened.status).toBe(303);
  cookie = opened.headers.get('set-cookie')!.split(';')[0]!;

  const half = await request('POST', `${CM}?locale=en`, { token, body: HALF_WRITTEN });
  expect(half.status).toBe(201);
  created.push(half.body.data.documentId);
  const base = `${CM}/${post.documentId}?locale=de`;
  const fields = { ...(await request('GET', base, { token })).body.data };
  delete fields.status;
  expect((await request('PUT', base, { token, body: { ...fields, title: DRAFT_TITLE } })).status).toBe(200);
  const fresh = await request('POST', `${CM}?locale=en`, {
    token,
    body: {
      ...NEW_POST,
      date: '2026-11-20',
      content: 'Written, saved, not published.',
      pageTitle: NEW_POST.title,
      metaDescription: 'Preview only.',
      image: german.image?.id,
    },
  });
  expect(fresh.status).toBe(201);
  created.push(fresh.body.data.documentId);
}, START_TIMEOUT_MS + 60_000);

afterAll(async () => {
  // Later tests may publish this post: its draft gets the published title back.
  if (post) {
    const token = await adminToken();
    const base = `${CM}/${post.documentId}?locale=de`;
    const fields = { ...(await request('GET', base, { token })).body.data };
    delete fields.status;
    expect((await request('PUT', base, { token, body: { ...fields, title: post.title } })).status).toBe(200);
  }
  for (const documentId of created)
    await request('DELETE', `${CM}/${documentId}?locale=*`, { token: await adminToken() });
  previewServer?.closeAllConnections();
  await new Promise((resolve) => previewServer?.close(resolve));
  await renderer?.stop();
  await rebuild?.stop();
});

const germanPath = () => `/de/insight/${encodeURIComponent(post.slug)}/`;

test("the saved title shows at the German path beside another editor's half-written draft, marked as preview", async () => {
  const html = await previewPage(germanPath(), DRAFT_TITLE);
  expect(html).toContain(siteText('de', 'preview:bar.label'));
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
  const page = await previewGet(germanPath(), { Cookie: cookie });
  expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${new URL(CMS_URL).origin}`);
  expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[^']+')*; /);
});

test('the preview page has no cookie notice and no join-list widget, and says which save it shows', async () => {
  const html = await previewPage(germanPath(), DRAFT_TITLE);
  expect(html).not.toContain('data-consent-banner');
  expect(html).not.toContain('data-join-list');
  expect(html).toMatch(/data-preview-state="showing" data-preview-saved="\d{4}-\d\d-\d\dT[^"]+"/);
  const [before, after] = [siteText('de', 'preview:bar.showingBefore'), siteText('de', 'preview:bar.showingAfter')];
  expect(html).toMatch(
    new RegExp(`${escapeRegExp(before)}<time datetime="[^"]+">\\d\\d:\\d\\d:\\d\\d</time>${escapeRegExp(after)}`, 'i'),
  );
  expect(html).toContain('<script src="/__preview/live.js" defer></script>');
});

test('an open page hears that the preview took a save in, and then shows it', async () => {
  await previewPage(germanPath(), DRAFT_TITLE);
  const stream = await previewGet('/__preview/events', { Cookie: cookie });
  const reader = stream.body!.getReader();
  let events = '';
  const heard = (async () => {
    while (!/^event: ready$/m.test(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      events += Buffer.from(value).toString('utf8');
    }
  })();
  const token = await adminToken();
  const base = `${CM}/${post.documentId}?locale=de`;
  const fields = { ...(await request('GET', base, { token })).body.data };
  delete fields.status;
  const again = `${DRAFT_TITLE} (zweite Speicherung)`;
  expect((await request('PUT', base, { token, body: { ...fields, title: again } })).status).toBe(200);
  await Promise.race([heard, wait(SHOW_TIMEOUT_MS).then(() => Promise.reject(new Error('no ready event')))]);
  await reader.cancel();
  expect(events).toMatch(/^event: updating$[\s\S]*^event: ready$/m);
  const html = await (await previewGet(germanPath(), { Cookie: cookie })).text();
  expect(html).toContain(again);
  // Back to the draft title, from the version just saved (a save from an older one is refused as a conflict).
  const saved = { ...(await request('GET', base, { token })).body.data };
  delete saved.status;
  expect((await request('PUT', base, { token, body: { ...saved, title: DRAFT_TITLE } })).status).toBe(200);
});

test('the half-written draft previews too, saying what it still lacks, with the empty parts marked', async () => {
  const slug = (await request('GET', `${CM}/${created[0]}?locale=en`, { token: await adminToken() })).body.data.slug;
  expect(slug).toMatch(/^half-written-/);
  const html = await previewPage(`/insight/${slug}/`, HALF_WRITTEN.title);
  const bar = /<div role="status" data-preview-bar[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
  expect(bar).toContain(siteText('en', 'preview:bar.missing', { fields: 'date, content, pageTitle, metaDescription' }));
  expect(html).toContain('<p>⚠ content</p>');
});

test('the list of what is missing follows the draft: a date filled in leaves it', async () => {
  const token = await adminToken();
  const base = `${CM}/${created[0]}?locale=en`;
  const fields = { ...(await request('GET', base, { token })).body.data };
  delete fields.status;
  expect((await request('PUT', base, { token, body: { ...fields, date: '2026-11-27' } })).status).toBe(200);
  const missing = siteText('en', 'preview:bar.missing', { fields: 'content, pageTitle, metaDescription' });
  const deadline = Date.now() + SHOW_TIMEOUT_MS;
  let bar = '';
  while (Date.now() < deadline) {
    const html = await (await previewGet(`/insight/${fields.slug}/`, { Cookie: cookie })).text();
    bar = /<div role="status" data-preview-bar[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    if (bar.includes(missing)) break;
    await wait(250);
  }
  expect(bar).toContain(missing);
  expect(bar).not.toMatch(/missing[^<]*date/);
});

test('the preview took the saves in without rebuilding the public site', () => {
  expect(rebuild.service.status().preview?.lastBuild).toMatchObject({ result: 'success' });
  expect(siteBuilds).toEqual([]);
});

test('the public API still answers the published title, to the public and to the build token', async () => {
  for (const token of [undefined, process.env.SITE_BUILD_TOKEN]) {
    const answer = await get(`/api/posts/${post.documentId}?locale=de`, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.title).toBe(post.title);
    expect(JSON.stringify(answer.body)).not.toContain(DRAFT_TITLE);
  }
});

test('a post never published is in the preview and nowhere public', async () => {
  const html = await previewPage(`/insight/${NEW_POST.slug}/`, NEW_POST.title);
  expect(html).toContain(siteText('en', 'preview:bar.label'));
  expect((await get(`/api/posts/${created[1]}?locale=en`)).status).toBe(404);
  expect((await get(`/api/posts/${created[1]}?locale=en`, process.env.SITE_BUILD_TOKEN)).status).toBe(404);
});

test("the STO guide's PDF in the preview is made from the draft, the published one keeps its text", async () => {
  const token = await adminToken();
  const GUIDE = '/content-manager/single-types/api::guide.guide?locale=de';
  const fields = { ...(await request('GET', GUIDE, { token })).body.data };
  delete fields.status;
  const heading = `Entwurfskapitel ${RUN}`;
  const chapters = fields.chapters.map((chapter: { heading: string }, i: number) =>
    i === 0 ? { ...chapter, heading } : chapter,
  );
  expect((await request('PUT', GUIDE, { token, body: { ...fields, chapters } })).status).toBe(200);
  try {
    await previewPage('/de/sto/', siteText('de', 'preview:bar.label'));
    const deadline = Date.now() + SHOW_TIMEOUT_MS;
    let text = '';
    while (Date.now() < deadline && !text.includes(heading)) {
      const pdf = await previewGet('/downloads/sto-guide-de.pdf', { Cookie: cookie });
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      text = (await extractPdfText(Buffer.from(await pdf.arrayBuffer()))).text;
      if (!text.includes(heading)) await wait(500);
    }
    expect(text).toContain(heading);
    expect(fs.readFileSync(`${SITE_PUBLIC_DIR}/downloads/sto-guide-de.pdf`).includes(heading)).toBe(false);
  } finally {
    await request('PUT', GUIDE, { token, body: fields });
  }
});

test("the renderer's own routes stay closed, even with a preview session", async () => {
  for (const target of ['/___graphql', '/__refresh', '/__kastell/preview-status', '/dev-404-page/']) {
    const answer = await previewGet(target, { Cookie: cookie });
    expect(answer.status).toBe(404);
  }
  expect(fs.existsSync(SITE_PUBLIC_DIR)).toBe(true);
});

test('the renderer answers nobody but the preview server: no token, another Host or another origin gets nothing', async () => {
  const direct = (target: string, headers: Record<string, string> = {}) =>
    fetch(`${renderer.url}${target}`, { headers: { Origin: 'https://evil.example', ...headers } });
  const pageData = `/page-data${germanPath()}page-data.json`;
  for (const target of ['/___graphql?query=%7BallStrapiPost%7Bnodes%7Btitle%7D%7D%7D', pageData, '/dev-404-page/']) {
    const answer = await direct(target);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(await answer.text()).not.toContain(DRAFT_TITLE);
  }
  // The right token under a rebinding name: refused before develop sees it.
  const rebound = await rawRequest(
    Number(new URL(renderer.url).port),
    `GET ${pageData} HTTP/1.1\r\nHost: rebind.evil.example\r\nx-preview-renderer-token: ${renderer.headers['x-preview-renderer-token']}\r\nConnection: close\r\n\r\n`,
  );
  expect(rebound).toMatch(/^HTTP\/1\.1 421 /);
  expect(rebound).not.toContain(DRAFT_TITLE);
  // With the token and its own Host (as the preview server asks): the drafts, without any CORS grant.
  const allowed = await direct(pageData, renderer.headers);
  expect(allowed.status).toBe(200);
  expect(await allowed.text()).toContain(DRAFT_TITLE);
  expect([...allowed.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
});
