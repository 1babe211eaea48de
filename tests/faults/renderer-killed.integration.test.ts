/**
 * The draft preview's renderer killed in the middle of an editor's session (out of memory, a crash): the preview
 * says "being updated" instead of hanging, its health check says the renderer is being restarted, the renderer is
 * started again by itself, a save made meanwhile reaches it, and the editor's open session shows it. The renderer is
 * the real one (`gatsby develop` on drafts) against a CMS process on the SQLite test database.
 */
import path from 'node:path';
import { createAccessCheck } from '../../scripts/lib/preview-access.mjs';
import { startPreviewDevelop } from '../../scripts/lib/preview-develop.mjs';
import { HEALTH_PATH, REFRESH_PATH, createPreviewServer } from '../../scripts/lib/preview-server.mjs';
import { superviseRenderer } from '../../scripts/lib/preview-supervisor.mjs';
import { adminToken, request } from '../support/cms';
import { waitFor } from '../support/wait';
import { siteText } from '../support/catalogues';
import { CmsInstance, FAULTS_PORT, RUN, databaseEnv } from './support';

const PREVIEW_PORT = FAULTS_PORT + 1;
const RENDERER_PORT = FAULTS_PORT + 2;
const REFRESH_SECRET = 'renderer-killed-refresh-secret';
const POST = 'api::post.post';
const CM = `/content-manager/collection-types/${POST}`;
const START_MS = 600_000;

let cms: CmsInstance;
let supervisor: ReturnType<typeof superviseRenderer>;
let server: ReturnType<typeof createPreviewServer>;
let cookie: string;
let post: { documentId: string; slug: string };

jest.setTimeout(2 * START_MS);

const preview = (target: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${PREVIEW_PORT}${target}`, { redirect: 'manual', ...init });
const page = () => preview(`/insight/${post.slug}/`, { headers: { Cookie: cookie } });

beforeAll(async () => {
  cms = new CmsInstance('renderer-killed', FAULTS_PORT, {
    ...databaseEnv({ client: 'sqlite', file: process.env.CMS_DB_FILE! }),
    PREVIEW_URL: `http://localhost:${PREVIEW_PORT}`,
    REBUILD_WEBHOOK_URL: '',
  });
  await cms.start();
  const token = await adminToken(cms.url);
  const created = await request('POST', `${CM}?locale=en`, {
    token,
    baseUrl: cms.url,
    body: { title: `Before the crash ${RUN}`, slug: `renderer-killed-${RUN}` },
  });
  expect(created.status).toBe(201);
  post = { documentId: created.body.data.documentId, slug: created.body.data.slug };
  supervisor = superviseRenderer(
    () =>
      startPreviewDevelop({
        cmsUrl: cms.url,
        previewUrl: `http://localhost:${PREVIEW_PORT}`,
        token: process.env.SITE_PREVIEW_TOKEN!,
        port: RENDERER_PORT,
        // Pages name the island runtime's files; this test reads their HTML only.
        islandScripts: ['/islands-fault-test.js'],
        logFile: path.join(process.env.PREVIEW_DIR ?? '.preview', 'develop-renderer-killed.log'),
      }),
    {
      log: { info: () => undefined, error: () => undefined },
      backoff: { initialMs: 1_000, maxMs: 4_000, stableMs: START_MS },
    },
  );
  server = createPreviewServer({
    checkAccess: createAccessCheck({ cmsUrl: cms.url, cacheMs: 0 }),
    renderer: () => supervisor.renderer(),
    health: () => supervisor.health(),
    cmsPublicUrl: cms.url,
    refresh: () => supervisor.refresh(),
    refreshSecret: REFRESH_SECRET,
  });
  await new Promise<void>((resolve) => server.listen(PREVIEW_PORT, '127.0.0.1', resolve));
  await supervisor.renderer()!.ready();
  // The editor's preview button: a link with a preview token of theirs, which the preview server swaps for a cookie.
  const link = await request('GET', `/content-manager/preview/url/${POST}?documentId=${post.documentId}&locale=en`, {
    token,
    baseUrl: cms.url,
  });
  const url = new URL(link.body.data.url);
  const opened = await preview(url.pathname + url.search);
  expect(opened.status).toBe(303);
  cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
}, START_MS + 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await supervisor?.stop();
  if (post)
    await request('DELETE', `${CM}/${post.documentId}?locale=*`, {
      token: await adminToken(cms.url),
      baseUrl: cms.url,
    });
  await cms?.stop();
});

test('killed mid-session: "being updated", restarted by itself, and the save made meanwhile is shown', async () => {
  expect(await (await page()).text()).toContain(`Before the crash ${RUN}`);
  expect((await preview(HEALTH_PATH)).status).toBe(200);

  process.kill(-supervisor.renderer()!.pid!, 'SIGKILL');
  await waitFor(
    async () => (await preview(HEALTH_PATH)).status,
    (status) => status === 503,
    { timeoutMs: 10_000 },
  );
  const during = await page();
  expect([502, 503]).toContain(during.status);
  expect(await during.text()).toContain(siteText('en', 'preview:updating.title'));

  // An editor saves while the renderer is down; the rebuild service hands the save in as usual.
  const token = await adminToken(cms.url);
  const saved = await request('PUT', `${CM}/${post.documentId}?locale=en`, {
    token,
    baseUrl: cms.url,
    body: { title: `After the crash ${RUN}`, slug: post.slug },
  });
  expect(saved.status).toBe(200);
  const taken = await preview(REFRESH_PATH, { method: 'POST', headers: { 'x-rebuild-secret': REFRESH_SECRET } });
  expect(taken.status).toBe(200);

  expect(await (await page()).text()).toContain(`After the crash ${RUN}`);
  const health = await (await preview(HEALTH_PATH)).json();
  expect(health).toMatchObject({ renderer: 'ready', restarts: 1, lastExit: 'SIGKILL' });
});
