/**
 * Draft preview end to end, against the test CMS: an editor saves (does not publish) a new German title of a
 * published post; Strapi's webhook reaches the real rebuild service, which rebuilds the draft preview (a real
 * Gatsby build in its own workspace) and not the public site; the preview server shows the new title at the
 * German path, behind the secret, marked `noindex` and "not published"; the public API still has the old one.
 *
 * Needs: the CMS started with REBUILD_WEBHOOK_URL (this test listens there) and PREVIEW_URL (where this test's
 * preview server listens); SITE_PREVIEW_TOKEN and PREVIEW_SECRET as the CMS has them. One preview build:
 * ≈ 150 s cold, less warm (docs/architecture.md "Draft preview").
 */
import type http from 'node:http';
import type { Trigger } from '@app/rebuild';
import { createPreviewServer } from '../../scripts/lib/preview-server.mjs';
import { startRebuildService } from '../../scripts/lib/rebuild.mjs';
import { adminToken, get, request } from '../support/cms';

const CMS_URL = process.env.CMS_URL!;
const WEBHOOK_URL = new URL(process.env.REBUILD_WEBHOOK_URL!);
const PREVIEW_URL = new URL(process.env.PREVIEW_URL!);
const SECRET = process.env.PREVIEW_SECRET!;
const RUN = Date.now().toString(36);
const DRAFT_TITLE = `Entwurf im Vorschau-Test ${RUN}`;
/** A post that was never published: only the preview may show it (a warm preview build lists drafts too). */
const NEW_POST = { title: `Never published, preview only ${RUN}`, slug: `preview-only-${RUN}` };
const CM = '/content-manager/collection-types/api::post.post';
const BUILD_TIMEOUT_MS = 600_000;

type TargetStatus = { state: string; lastBuild: { result: string; error: string | null } | null };
type Rebuild = {
  service: { status(): { preview?: TargetStatus } };
  previewService: { settled(): Promise<void> };
  previewReleases: { currentPath: string };
  stop(): Promise<void>;
};

const siteBuilds: Trigger[][] = [];
let rebuild: Rebuild;
let previewServer: http.Server;
let post: { documentId: string; slug: string; title: string };
let newPostId: string | undefined;

jest.setTimeout(BUILD_TIMEOUT_MS + 60_000);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const previewBuilding = () => ['waiting', 'building'].includes(rebuild.service.status().preview?.state ?? 'idle');

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
    preview: { previewUrl: PREVIEW_URL.origin },
    timing: { debounceMs: 1_500, maxWaitMs: 30_000 },
  })) as Rebuild;
  previewServer = createPreviewServer({
    root: rebuild.previewReleases.currentPath,
    secret: SECRET,
    frameAncestors: [new URL(CMS_URL).origin],
  });
  await new Promise<void>((resolve) => previewServer.listen(Number(PREVIEW_URL.port), '127.0.0.1', resolve));

  const german = (await get('/api/posts?locale=de&sort[0]=date:desc&pagination[pageSize]=1&populate[image]=true')).body
    .data[0];
  post = { documentId: german.documentId, slug: german.slug, title: german.title };
  const token = await adminToken();
  const base = `/content-manager/collection-types/api::post.post/${post.documentId}?locale=de`;
  const current = await request('GET', base, { token });
  const fields = { ...current.body.data };
  delete fields.status;
  const saved = await request('PUT', base, { token, body: { ...fields, title: DRAFT_TITLE } });
  expect(saved.status).toBe(200);
  const created = await request('POST', `${CM}?locale=en`, {
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
  expect(created.status).toBe(201);
  newPostId = created.body.data.documentId;
  // Strapi's webhook runner and the quiet time; then the preview build must have started, and is awaited.
  const started = Date.now();
  while (rebuild.service.status().preview?.lastBuild == null && !previewBuilding()) {
    if (Date.now() - started > 20_000) throw new Error('saving the draft started no preview build');
    await wait(250);
  }
  await rebuild.previewService.settled();
  console.log(`preview build after the draft save: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, BUILD_TIMEOUT_MS + 60_000);

afterAll(async () => {
  // Later tests may publish this post: its draft gets the published title back (rebuilding the preview once more
  // is cut short by stopping the service).
  if (post) {
    const token = await adminToken();
    const base = `/content-manager/collection-types/api::post.post/${post.documentId}?locale=de`;
    const fields = { ...(await request('GET', base, { token })).body.data };
    delete fields.status;
    expect((await request('PUT', base, { token, body: { ...fields, title: post.title } })).status).toBe(200);
  }
  if (newPostId) await request('DELETE', `${CM}/${newPostId}?locale=*`, { token: await adminToken() });
  previewServer?.closeAllConnections();
  await new Promise((resolve) => previewServer?.close(resolve));
  await rebuild?.stop();
});

const germanPath = () => `/de/insight/${encodeURIComponent(post.slug)}/`;
const previewGet = (target: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${PREVIEW_URL.port}${target}`, { redirect: 'manual', headers });

test('the preview build ran for the draft and succeeded; the public site was not rebuilt', () => {
  expect(rebuild.service.status().preview?.lastBuild).toMatchObject({ result: 'success', error: null });
  expect(siteBuilds).toEqual([]);
});

test('the preview shows the draft title at the German path, behind the secret, noindex, marked as preview', async () => {
  expect((await previewGet(germanPath())).status).toBe(401);
  const opened = await previewGet(`${germanPath()}?secret=${SECRET}`);
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toBe(germanPath());
  const cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
  const page = await previewGet(germanPath(), { Cookie: cookie });
  expect(page.status).toBe(200);
  expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  const html = await page.text();
  expect(html).toContain(DRAFT_TITLE);
  expect(html).toContain('Vorschau – nicht veröffentlicht');
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
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
  const opened = await previewGet(`/insight/${NEW_POST.slug}/?secret=${SECRET}`);
  const cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
  const page = await previewGet(`/insight/${NEW_POST.slug}/`, { Cookie: cookie });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(NEW_POST.title);
  expect(html).toContain('Preview — not published');
  expect((await get(`/api/posts/${newPostId}?locale=en`)).status).toBe(404);
  expect((await get(`/api/posts/${newPostId}?locale=en`, process.env.SITE_BUILD_TOKEN)).status).toBe(404);
});
