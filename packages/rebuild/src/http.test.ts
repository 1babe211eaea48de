import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_BODY_BYTES, SECRET_HEADER, createRebuildServer, secretMatches, triggerFromPayload } from './http';
import type { Trigger } from './scheduler';
import type { RebuildService } from './service';
import type { RebuildStatus } from './status';

const SECRET = 'a-long-enough-webhook-secret-for-tests';
const STATUS: RebuildStatus = {
  state: 'idle',
  queued: false,
  live: { release: '20260101-120000-abcdef', since: '2026-01-01T12:00:00.000Z' },
  current: null,
  lastBuild: null,
  lastSuccess: null,
  totals: { succeeded: 0, failed: 0 },
  recent: [],
};

let server: http.Server;
let base: string;
let notified: Trigger[];

beforeAll(async () => {
  const service: RebuildService = {
    notify: (trigger) => notified.push(trigger),
    status: () => STATUS,
    settled: async () => undefined,
    stop: async () => undefined,
  };
  server = createRebuildServer(service, { secret: SECRET });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (notified = []));

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
const strapiPayload = JSON.stringify({ event: 'entry.publish', model: 'post', uid: 'api::post.post', entry: null });

test('refuses a webhook without the secret or with a wrong one: 401, and no build', async () => {
  const attempts: Record<string, string>[] = [
    {},
    { [SECRET_HEADER]: '' },
    { [SECRET_HEADER]: 'wrong' },
    { [SECRET_HEADER]: SECRET.slice(0, -1) },
    { [SECRET_HEADER]: `${SECRET}x` },
    { [SECRET_HEADER]: SECRET.toUpperCase() },
    { Authorization: `Bearer ${SECRET}` },
  ];
  for (const headers of attempts) {
    const response = await post(strapiPayload, headers);
    expect(response.status).toBe(401);
  }
  expect(notified).toEqual([]);
});

test('accepts a webhook with the secret (202) and records what it could read', async () => {
  const response = await post(
    JSON.stringify({ event: 'entry.publish', model: 'post', entry: { locale: 'de', title: 'x' } }),
    { [SECRET_HEADER]: SECRET },
  );
  expect(response.status).toBe(202);
  expect(notified).toHaveLength(1);
  expect(notified[0]).toMatchObject({ reason: 'webhook', event: 'entry.publish', model: 'post', locale: 'de' });
});

test('a payload of any shape still triggers a build (never trusted, never needed)', async () => {
  for (const body of ['null', '[]', '42', '"text"', 'not json', '', strapiPayload]) {
    expect((await post(body, { [SECRET_HEADER]: SECRET })).status).toBe(202);
  }
  expect(notified).toHaveLength(7);
  expect(notified.slice(0, 6).every((t) => t.event === undefined && t.model === undefined)).toBe(true);
});

test('hostile fields are left out of the record rather than passed on to the admin', () => {
  const at = new Date('2026-01-01T00:00:00Z');
  const trigger = triggerFromPayload(
    {
      event: '<script>alert(1)</script>',
      model: ['post'],
      entry: { locale: { $ne: 1 }, documentId: '../../etc/passwd' },
    },
    at,
  );
  expect(trigger).toEqual({ reason: 'webhook', at: at.toISOString() });
  expect(triggerFromPayload({ event: 'entry.publish'.repeat(10), model: 'x'.repeat(100) }, at)).toEqual({
    reason: 'webhook',
    at: at.toISOString(),
  });
  expect(triggerFromPayload({ entry: { documentId: 'a'.repeat(41) } }, at)).toEqual({
    reason: 'webhook',
    at: at.toISOString(),
  });
  expect(
    triggerFromPayload({ event: 'entry.publish', entry: { documentId: 'qk2v9x7w0e8m3n5b6c1d4f7g' } }, at),
  ).toMatchObject({ documentId: 'qk2v9x7w0e8m3n5b6c1d4f7g' });
  expect(triggerFromPayload({ event: 'media.update', model: 'file', entry: { locale: 'de-DE' } }, at)).toMatchObject({
    event: 'media.update',
    model: 'file',
    locale: 'de-DE',
  });
});

test('refuses a body over the limit with 413 and no build, announced or not', async () => {
  const big = 'x'.repeat(MAX_BODY_BYTES + 1);
  expect((await post(big, { [SECRET_HEADER]: SECRET })).status).toBe(413);
  // Sent in chunks without a length: counted as it arrives.
  const chunked = new ReadableStream({
    start(controller) {
      for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode('y'.repeat(MAX_BODY_BYTES / 10)));
      controller.close();
    },
  });
  const response = await fetch(`${base}/webhook`, {
    method: 'POST',
    headers: { [SECRET_HEADER]: SECRET },
    body: chunked,
    duplex: 'half',
  } as RequestInit);
  expect(response.status).toBe(413);
  expect(notified).toEqual([]);
});

test('answers the status only with the secret: 401 and nothing else without it', async () => {
  const attempts: Record<string, string>[] = [{}, { [SECRET_HEADER]: `${SECRET}x` }, { [SECRET_HEADER]: '' }];
  for (const headers of attempts) {
    const refused = await fetch(`${base}/status`, { headers });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'missing or wrong secret' });
  }
  const head = await fetch(`${base}/status`, { method: 'HEAD' });
  expect(head.status).toBe(401);
});

test('answers the status as JSON, and only GET and POST where they belong', async () => {
  const response = await fetch(`${base}/status`, { headers: { [SECRET_HEADER]: SECRET } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual(STATUS);
  expect((await fetch(`${base}/webhook`)).status).toBe(405);
  expect((await fetch(`${base}/status`, { method: 'POST', headers: { [SECRET_HEADER]: SECRET } })).status).toBe(405);
  expect((await fetch(`${base}/other`)).status).toBe(404);
  expect((await fetch(`${base}/webhook/`, { method: 'POST' })).status).toBe(404);
  expect(notified).toEqual([]);
});

test('secretMatches compares whole values only', () => {
  expect(secretMatches(SECRET, SECRET)).toBe(true);
  expect(secretMatches([SECRET], SECRET)).toBe(false);
  expect(secretMatches(undefined, SECRET)).toBe(false);
  expect(secretMatches('', SECRET)).toBe(false);
  expect(() => createRebuildServer({} as RebuildService, { secret: 'short' })).toThrow(/at least 16/);
});
