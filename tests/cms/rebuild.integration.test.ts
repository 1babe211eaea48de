/**
 * Publish → rebuild, against the test CMS: scripts/test.mjs starts it with REBUILD_WEBHOOK_URL pointing here
 * (REBUILD_WEBHOOK_SECRET from cms/.env or the environment). This test listens there with the real rebuild
 * service (packages/rebuild) and a stand-in build, so it sees what Strapi sends and what would be built. With
 * the draft preview configured (PREVIEW_URL, as scripts/test.mjs sets it), the service has its two targets,
 * the public site and the preview, each with its own stand-in build.
 */
import type http from 'node:http';
import { combineTargets, createRebuildServer, createRebuildService, type Trigger } from '@app/rebuild';
import { adminToken, get, request } from '../support/cms';

const WEBHOOK_URL = process.env.REBUILD_WEBHOOK_URL;
const SECRET = process.env.REBUILD_WEBHOOK_SECRET;
const DEBOUNCE_MS = 1_000;
/** Long enough for Strapi's webhook runner and the quiet time. */
const SETTLE_MS = 4_000;

const PREVIEW = Boolean(process.env.PREVIEW_URL?.trim());
const builds: Trigger[][] = [];
const previewBuilds: Trigger[][] = [];
let server: http.Server;
let service: ReturnType<typeof createRebuildService>;
let token: string;

/** The builds that include a notification about `documentId`. */
const buildsOf = (documentId: string, of = builds) =>
  of.filter((triggers) => triggers.some((t) => t.documentId === documentId));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settle = async () => {
  await wait(SETTLE_MS);
  await service.settled();
};

/** A rebuild service whose build only records what it was asked to build. */
function standIn(record: Trigger[][]) {
  const released: string[] = [];
  return createRebuildService({
    build: async ({ triggers }) => {
      record.push(triggers);
      return { outputDir: '/nonexistent' };
    },
    releases: {
      publish: async () => {
        released.push(`r${released.length + 1}`);
        return {
          id: released.at(-1)!,
          dir: '/nonexistent',
          stats: { files: 0, linked: 0, copied: 0, bytesCopied: 0, changed: [], ms: 0 },
          switched: true,
        };
      },
      live: () =>
        released.length ? { id: released.at(-1)!, dir: '/nonexistent', since: new Date().toISOString() } : null,
      currentPath: '/nonexistent',
    },
    debounceMs: DEBOUNCE_MS,
    maxWaitMs: 10_000,
    log: { info: () => {}, error: () => {} },
  });
}

beforeAll(async () => {
  if (!WEBHOOK_URL || !SECRET) throw new Error('REBUILD_WEBHOOK_URL and REBUILD_WEBHOOK_SECRET must be set');
  service = standIn(builds);
  if (PREVIEW) service = combineTargets(service, standIn(previewBuilds));
  server = createRebuildServer(service, { secret: SECRET });
  const url = new URL(WEBHOOK_URL);
  await new Promise<void>((resolve) => server.listen(Number(url.port), url.hostname, resolve));
  token = await adminToken();
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await service?.stop();
});

test('the CMS registers the webhook with the secret header and the events that change the site', async () => {
  const { status, body } = await get('/admin/webhooks', token);
  expect(status).toBe(200);
  const managed = body.data.filter((w: { name: string }) => w.name.startsWith('Site rebuild'));
  expect(managed).toHaveLength(1);
  expect(managed[0]).toMatchObject({ url: WEBHOOK_URL, headers: { 'X-Rebuild-Secret': SECRET }, isEnabled: true });
  const siteEvents = ['entry.delete', 'entry.publish', 'entry.unpublish', 'media.delete', 'media.update'];
  const draftEvents = PREVIEW ? ['entry.create', 'entry.update'] : [];
  expect([...managed[0].events].sort()).toEqual([...siteEvents, ...draftEvents].sort());
});

test('saving a draft builds nothing; publishing the German version builds once, naming it', async () => {
  const post = (await get('/api/posts?locale=de&pagination[pageSize]=1')).body.data[0];
  const base = `/content-manager/collection-types/api::post.post/${post.documentId}`;
  await settle();
  builds.length = 0;
  previewBuilds.length = 0;

  const saved = await request('PUT', `${base}?locale=de`, { token, body: { title: post.title } });
  expect(saved.status).toBe(200);
  await settle();
  // Other test files publish on the same CMS meanwhile: only builds caused by this document count.
  expect(buildsOf(post.documentId)).toHaveLength(0);
  // The draft preview rebuilds on the saved draft, once for the burst Strapi sends.
  if (PREVIEW) expect(buildsOf(post.documentId, previewBuilds)).toHaveLength(1);

  const published = await request('POST', `${base}/actions/publish?locale=de`, { token, body: {} });
  expect(published.status).toBe(200);
  await settle();
  expect(buildsOf(post.documentId)).toHaveLength(1);
  expect(buildsOf(post.documentId)[0]).toContainEqual(
    expect.objectContaining({
      reason: 'webhook',
      event: 'entry.publish',
      model: 'post',
      locale: 'de',
      documentId: post.documentId,
    }),
  );
});

test('the admin reads the build status through its own route, for signed-in users only', async () => {
  const anonymous = await get('/admin/site-build/status');
  expect(anonymous.status).toBe(401);
  const signedIn = await get('/admin/site-build/status', token);
  expect(signedIn.status).toBe(200);
  expect(signedIn.body).toMatchObject({
    configured: true,
    reachable: true,
    status: {
      state: 'idle',
      lastBuild: { result: 'success' },
      live: { since: expect.any(String), builtFrom: expect.any(String) },
    },
  });
  // What editors see, not the service's internals: no release ids, build logs or paths.
  expect(JSON.stringify(signedIn.body)).not.toMatch(/"release"|"error"|"recent"/);
});
