/**
 * Scheduled publishing with two CMS processes on one PostgreSQL database (PG_DATABASE_URL), both polling every
 * half second: twenty language versions scheduled through both processes are each published exactly once — one
 * rebuild webhook per version, counted by a receiver standing in for the rebuild service — also when every CMS was
 * down at the time they fell due (published at the next start); a schedule an editor moves while the schedulers
 * work through the versions due with it is published at its new time, not its old one. `scripts/test.mjs` leaves
 * this file out when there is no PostgreSQL.
 */
import http from 'node:http';
import { adminToken, request } from '../support/cms';
import { openDb } from '../support/db';
import { waitFor } from '../support/wait';
import { CmsInstance, FAULTS_PORT, RUN, databaseEnv } from './support';

const target = { client: 'postgres' as const, url: process.env.PG_DATABASE_URL! };
const POST = 'api::post.post';
const CM = `/content-manager/collection-types/${POST}`;
const WEBHOOK_PORT = FAULTS_PORT + 3;
const SECRET = 'scheduled-publishing-test-secret';

const events: Array<{ event: string; documentId?: string; locale?: string }> = [];
let receiver: http.Server;
const instances: CmsInstance[] = [];

jest.setTimeout(300_000);

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { event, entry } = JSON.parse(body || '{}');
      if (req.headers['x-rebuild-secret'] === SECRET) events.push({ event, ...entry });
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(WEBHOOK_PORT, '127.0.0.1', resolve));
  const env = {
    ...databaseEnv(target),
    SCHEDULED_PUBLISHING_POLL_MS: '500',
    REBUILD_WEBHOOK_URL: `http://127.0.0.1:${WEBHOOK_PORT}/webhook`,
    REBUILD_WEBHOOK_SECRET: SECRET,
    PREVIEW_URL: '',
  };
  for (const name of ['a', 'b']) {
    const instance = new CmsInstance(`schedule-${name}`, FAULTS_PORT + instances.length, env);
    instances.push(instance);
    await instance.start();
  }
}, 400_000);

afterAll(async () => {
  for (const instance of instances) await instance.stop();
  await new Promise((resolve) => receiver.close(resolve));
});

/** Ten English-and-German drafts through the first process; their document ids. */
async function drafts(token: string, label: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const body = (locale: string) => ({
      title: `${label} ${i} ${locale}`,
      slug: `${label}-${i}-${locale}-${RUN}`,
      date: '2026-11-23',
      content: 'Body.',
      pageTitle: `${label} ${i}`,
      metaDescription: 'A description of the article for search results, long enough to be useful.',
    });
    const baseUrl = instances[0]!.url;
    const en = await request('POST', `${CM}?locale=en`, { token, body: body('en'), baseUrl });
    expect(en.status).toBe(201);
    const documentId = en.body.data.documentId;
    expect((await request('PUT', `${CM}/${documentId}?locale=de`, { token, body: body('de'), baseUrl })).status).toBe(
      200,
    );
    ids.push(documentId);
  }
  return ids;
}

/** Schedules every version at `at`, alternating between the two processes. */
async function scheduleAll(token: string, ids: string[], at: Date) {
  let n = 0;
  for (const documentId of ids) {
    for (const locale of ['en', 'de']) {
      const baseUrl = instances[n++ % instances.length]!.url;
      const url = `/admin/scheduled-publishing/${POST}/${documentId}?locale=${locale}`;
      const response = await request('PUT', url, { token, body: { publishAt: at.toISOString() }, baseUrl });
      expect(response.status).toBe(200);
    }
  }
}

/** Waits until every version is published (in the database), then counts the publish webhooks per version. */
async function publishedOnce(ids: string[]) {
  const db = openDb(target);
  try {
    await waitFor(
      async () =>
        (await db.get<{ n: number }>(
          'SELECT COUNT(*)::int AS n FROM posts WHERE document_id = ANY(?) AND published_at IS NOT NULL',
          ids,
        ))!.n,
      (n) => n === ids.length * 2,
      { timeoutMs: 60_000, message: 'not every scheduled version was published' },
    );
    // A process deletes its schedule row right after the publication it made: every row goes, none is left failed.
    const rows = () =>
      db.all<{ state: string }>('SELECT state FROM scheduled_publications WHERE entry_document_id = ANY(?)', ids);
    expect(await waitFor(rows, (left) => left.length === 0 || left.some((r) => r.state === 'failed'))).toEqual([]);
  } finally {
    await db.close();
  }
  // Late webhooks would arrive within a second or two.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const perVersion = new Map<string, number>();
  for (const e of events.filter((e) => e.event === 'entry.publish' && ids.includes(e.documentId ?? ''))) {
    const key = `${e.documentId}:${e.locale}`;
    perVersion.set(key, (perVersion.get(key) ?? 0) + 1);
  }
  return perVersion;
}

test('twenty versions scheduled through two processes: each published once, by one of them', async () => {
  const token = await adminToken(instances[0]!.url);
  const ids = await drafts(token, 'two-processes');
  await scheduleAll(token, ids, new Date(Date.now() + 4_000));
  const perVersion = await publishedOnce(ids);
  expect(perVersion.size).toBe(20);
  expect([...new Set(perVersion.values())]).toEqual([1]);
});

test('due while every CMS was down: published once at the next start', async () => {
  const token = await adminToken(instances[0]!.url);
  const ids = await drafts(token, 'after-restart');
  await scheduleAll(token, ids, new Date(Date.now() + 6_000));
  for (const instance of instances) await instance.stop();
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  const db = openDb(target);
  const pending = await db.get<{ n: number }>(
    "SELECT COUNT(*)::int AS n FROM scheduled_publications WHERE entry_document_id = ANY(?) AND state = 'pending'",
    ids,
  );
  await db.close();
  expect(pending!.n).toBe(20);
  await Promise.all(instances.map((instance) => instance.start()));
  const perVersion = await publishedOnce(ids);
  expect(perVersion.size).toBe(20);
  expect([...new Set(perVersion.values())]).toEqual([1]);
});

test('a schedule moved while both schedulers publish the versions due with it: not published at its old time', async () => {
  const token = await adminToken(instances[0]!.url);
  const ids = await drafts(token, 'moved');
  const at = new Date(Date.now() + 5_000);
  await scheduleAll(token, ids, at);
  // The last version falls due a moment after the others: both schedulers read it due with them and come to it last.
  const moved = { documentId: ids.at(-1)!, locale: 'de' };
  const url = `/admin/scheduled-publishing/${POST}/${moved.documentId}?locale=${moved.locale}`;
  const last = await request('PUT', url, {
    token,
    body: { publishAt: new Date(at.getTime() + 1).toISOString() },
    baseUrl: instances[1]!.url,
  });
  expect(last.status).toBe(200);
  const db = openDb(target);
  try {
    const publishedCount = async () =>
      (await db.get<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM posts WHERE document_id = ANY(?) AND published_at IS NOT NULL',
        ids,
      ))!.n;
    // The first publications are out: the schedulers are working through the list. The editor moves the last one.
    await waitFor(publishedCount, (n) => n >= 1, { timeoutMs: 30_000, intervalMs: 10, message: 'nothing published' });
    const later = new Date(Date.now() + 3_600_000);
    const movedAnswer = await request('PUT', url, {
      token,
      body: { publishAt: later.toISOString() },
      baseUrl: instances[0]!.url,
    });
    expect(movedAnswer.status).toBe(200);
    await waitFor(publishedCount, (n) => n === ids.length * 2 - 1, {
      timeoutMs: 60_000,
      message: 'the versions due were not all published',
    });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await publishedCount()).toBe(ids.length * 2 - 1);
    const row = await db.get<{ state: string; publish_at: Date }>(
      'SELECT state, publish_at FROM scheduled_publications WHERE entry_document_id = ? AND entry_locale = ?',
      moved.documentId,
      moved.locale,
    );
    expect(row?.state).toBe('pending');
    expect(new Date(row!.publish_at).getTime()).toBe(later.getTime());
  } finally {
    await db.close();
  }
});
