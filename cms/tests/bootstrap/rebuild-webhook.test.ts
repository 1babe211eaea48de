import type { Core } from '@strapi/strapi';
import {
  REBUILD_EVENTS,
  REBUILD_SECRET_HEADER,
  REBUILD_WEBHOOK_NAME,
  desiredRebuildWebhook,
  ensureRebuildWebhook,
} from '../../src/bootstrap/rebuild-webhook';

type Row = {
  id: number;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
};

const SECRET = 'shared-secret-of-the-tests';
const URL_ = 'http://127.0.0.1:9090/webhook';

/** Strapi's webhook store and runner as far as the bootstrap uses them, in memory. */
function fakeStrapi(rows: Row[]) {
  let nextId = 100;
  const runner = { added: [] as Row[], updated: [] as Row[], removed: [] as Row[] };
  const store = {
    findWebhooks: async () => rows.map((r) => ({ ...r })),
    createWebhook: async (data: Omit<Row, 'id'>) => {
      const row = { ...data, id: (nextId += 1) };
      rows.push(row);
      return row;
    },
    updateWebhook: async (id: number, data: Omit<Row, 'id'>) => {
      const row = rows.find((r) => r.id === id)!;
      Object.assign(row, data);
      return { ...row };
    },
    deleteWebhook: async (id: number) =>
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      ),
  };
  const services: Record<string, unknown> = {
    webhookStore: store,
    webhookRunner: {
      add: (w: Row) => runner.added.push(w),
      update: (w: Row) => runner.updated.push(w),
      remove: (w: Row) => runner.removed.push(w),
    },
  };
  const logs: string[] = [];
  const strapi = {
    get: (name: string) => services[name],
    log: { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(m) },
  } as unknown as Core.Strapi;
  return { strapi, runner, logs };
}

const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
});
const configure = (url: string | undefined, secret: string | undefined) => {
  delete process.env.PREVIEW_URL; // the draft preview is tested on its own below
  if (url === undefined) delete process.env.REBUILD_WEBHOOK_URL;
  else process.env.REBUILD_WEBHOOK_URL = url;
  if (secret === undefined) delete process.env.REBUILD_WEBHOOK_SECRET;
  else process.env.REBUILD_WEBHOOK_SECRET = secret;
};

test('creates the webhook once, with the secret header and the events that change the site', async () => {
  configure(URL_, SECRET);
  const rows: Row[] = [];
  const first = fakeStrapi(rows);
  await ensureRebuildWebhook(first.strapi);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: REBUILD_WEBHOOK_NAME,
    url: URL_,
    headers: { [REBUILD_SECRET_HEADER]: SECRET },
    isEnabled: true,
  });
  expect(rows[0]!.events.sort()).toEqual(
    ['entry.delete', 'entry.publish', 'entry.unpublish', 'media.delete', 'media.update'].sort(),
  );
  expect(first.runner.added).toHaveLength(1);

  // The next start finds it as it should be: nothing to do.
  const second = fakeStrapi(rows);
  await ensureRebuildWebhook(second.strapi);
  expect(rows).toHaveLength(1);
  expect(second.runner).toEqual({ added: [], updated: [], removed: [] });
});

test('puts back a webhook someone changed in the admin, and removes copies of it', async () => {
  configure(URL_, SECRET);
  const rows: Row[] = [
    {
      id: 1,
      name: REBUILD_WEBHOOK_NAME,
      url: 'https://elsewhere.example/hook',
      headers: {},
      events: ['entry.create'],
      isEnabled: false,
    },
    { id: 2, name: REBUILD_WEBHOOK_NAME, url: URL_, headers: {}, events: [...REBUILD_EVENTS], isEnabled: true },
    { id: 3, name: 'Someone else’s webhook', url: 'https://x.example/', headers: {}, events: [], isEnabled: true },
  ];
  const { strapi, runner } = fakeStrapi(rows);
  await ensureRebuildWebhook(strapi);
  expect(rows.map((r) => r.id)).toEqual([1, 3]);
  expect(rows[0]).toMatchObject({ url: URL_, headers: { [REBUILD_SECRET_HEADER]: SECRET }, isEnabled: true });
  expect(runner.updated.map((w) => w.id)).toEqual([1]);
  expect(runner.removed.map((w) => w.id)).toEqual([2]);
});

test('without REBUILD_WEBHOOK_URL the managed webhook is removed and the log says so', async () => {
  configure(undefined, SECRET);
  const rows: Row[] = [
    { id: 1, name: REBUILD_WEBHOOK_NAME, url: URL_, headers: {}, events: [...REBUILD_EVENTS], isEnabled: true },
  ];
  const { strapi, runner, logs } = fakeStrapi(rows);
  await ensureRebuildWebhook(strapi);
  expect(rows).toEqual([]);
  expect(runner.removed).toHaveLength(1);
  expect(logs.join('\n')).toMatch(/REBUILD_WEBHOOK_URL is not set/);
});

test('refuses to start with a missing or short secret, or a URL that is not http(s)', () => {
  expect(() => desiredRebuildWebhook({ REBUILD_WEBHOOK_URL: URL_ })).toThrow(/REBUILD_WEBHOOK_SECRET must be set/);
  expect(() => desiredRebuildWebhook({ REBUILD_WEBHOOK_URL: URL_, REBUILD_WEBHOOK_SECRET: 'short' })).toThrow(
    /at least 16/,
  );
  expect(() =>
    desiredRebuildWebhook({ REBUILD_WEBHOOK_URL: 'file:///etc/passwd', REBUILD_WEBHOOK_SECRET: SECRET }),
  ).toThrow(/http\(s\)/);
  expect(() => desiredRebuildWebhook({ REBUILD_WEBHOOK_URL: 'not a url', REBUILD_WEBHOOK_SECRET: SECRET })).toThrow(
    /not a URL/,
  );
  expect(desiredRebuildWebhook({ REBUILD_WEBHOOK_URL: '  ' })).toBeNull();
});

test('with the draft preview configured, saving a draft is sent too (the rebuild service builds only the preview)', () => {
  configure(URL_, SECRET);
  process.env.PREVIEW_URL = 'http://localhost:9091';
  expect(desiredRebuildWebhook(process.env)?.events.sort()).toEqual(
    [...REBUILD_EVENTS, 'entry.create', 'entry.update'].sort(),
  );
  process.env.PREVIEW_URL = '  ';
  expect(desiredRebuildWebhook(process.env)?.events.sort()).toEqual([...REBUILD_EVENTS].sort());
});
