/**
 * The scheduler's claim, lease and clean-up against an in-memory table that behaves like the database for the
 * queries it makes (conditional updates match or change nothing). What happens between the scheduler's read and its
 * claim is played by the test: an editor moving the schedule, a second scheduler, a failing delete.
 */
import type { Core } from '@strapi/strapi';
import { SCHEDULE_UID, createScheduler, registerScheduleCleanup } from '../../src/editorial/scheduled-publishing';

type Row = Record<string, unknown> & { id: number };
type Where = Record<string, unknown>;

// Dates may come from another realm (the module under test): compared by their kind, not `instanceof`.
const isDate = (v: unknown): v is Date => Object.prototype.toString.call(v) === '[object Date]';
const time = (v: unknown) => (isDate(v) ? v.getTime() : typeof v === 'string' ? Date.parse(v) : v);

/** Whether `row` matches a where clause of the kinds the scheduler writes. */
function matches(row: Row, where: Where): boolean {
  return Object.entries(where).every(([key, condition]) => {
    if (key === '$or') return (condition as Where[]).some((branch) => matches(row, branch));
    const value = row[key];
    if (condition !== null && typeof condition === 'object' && !isDate(condition)) {
      const ops = condition as Record<string, unknown>;
      if ('$lte' in ops) return value !== null && (time(value) as number) <= (time(ops.$lte) as number);
      if ('$lt' in ops) return value !== null && (time(value) as number) < (time(ops.$lt) as number);
      if ('$gte' in ops) return value !== null && (time(value) as number) >= (time(ops.$gte) as number);
      if ('$ne' in ops) return value !== ops.$ne;
      throw new Error(`unknown condition ${JSON.stringify(ops)}`);
    }
    return isDate(value) || isDate(condition) ? time(value) === time(condition) : value === condition;
  });
}

/** A table of schedule rows and one of published versions; `afterFind` runs between the scheduler's read and claim. */
function fakeStrapi() {
  const schedules: Row[] = [];
  const published: Row[] = [];
  const hooks = { afterFind: async () => undefined as unknown, failDelete: false };
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const scheduleQuery = {
    findMany: async ({ where }: { where: Where }) => {
      const rows = schedules.filter((row) => matches(row, where)).map((row) => ({ ...row }));
      await hooks.afterFind();
      return rows;
    },
    findOne: async ({ where }: { where: Where }) => {
      const row = schedules.find((r) => matches(r, where));
      return row ? { ...row } : null;
    },
    updateMany: async ({ where, data }: { where: Where; data: Record<string, unknown> }) => {
      const rows = schedules.filter((row) => matches(row, where));
      rows.forEach((row) => Object.assign(row, data));
      return { count: rows.length };
    },
    delete: async ({ where }: { where: Where }) => {
      if (hooks.failDelete) throw new Error('database is locked');
      const at = schedules.findIndex((row) => matches(row, where));
      if (at >= 0) schedules.splice(at, 1);
    },
  };
  const versionQuery = {
    count: async ({ where }: { where: Where }) => published.filter((r) => matches(r, where)).length,
  };
  const strapi = {
    db: { query: (uid: string) => (uid === SCHEDULE_UID ? scheduleQuery : versionQuery) },
    log,
  } as unknown as Core.Strapi;
  return { strapi, schedules, published, hooks, log };
}

const due = (fields: Partial<Row> = {}): Row => ({
  id: 1,
  target: 'api::post.post|doc|de',
  contentType: 'api::post.post',
  entryDocumentId: 'doc',
  entryLocale: 'de',
  publishAt: new Date(Date.now() - 1_000),
  state: 'pending',
  claimedBy: null,
  claimedAt: null,
  scheduledBy: 1,
  scheduledByName: 'Anna',
  failure: null,
  ...fields,
});

test('a schedule an editor moved after the scheduler found it due is not published at its old time', async () => {
  const { strapi, schedules, hooks } = fakeStrapi();
  schedules.push(due());
  const publish = jest.fn(async () => undefined);
  const later = new Date(Date.now() + 3_600_000);
  // The editor moves it between the scheduler's read and its claim (what the admin's PUT does to the row).
  hooks.afterFind = async () => {
    Object.assign(schedules[0]!, { publishAt: later });
  };
  await createScheduler(strapi, { publish }).tick();
  expect(publish).not.toHaveBeenCalled();
  expect(schedules).toEqual([expect.objectContaining({ state: 'pending', publishAt: later, claimedBy: null })]);
});

test('two schedulers on one row: one publishes it, once', async () => {
  const { strapi, schedules } = fakeStrapi();
  schedules.push(due());
  const publish = jest.fn(async () => undefined);
  await Promise.all([createScheduler(strapi, { publish }).tick(), createScheduler(strapi, { publish }).tick()]);
  expect(publish).toHaveBeenCalledTimes(1);
  expect(schedules).toEqual([]);
});

test('a slow publication keeps its claim: the lease is renewed, a second scheduler does not take it over', async () => {
  const { strapi, schedules } = fakeStrapi();
  schedules.push(due());
  let calls = 0;
  const publish = async () => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 900));
  };
  const first = createScheduler(strapi, { publish, leaseMs: 300 }).tick();
  const second = createScheduler(strapi, { publish, leaseMs: 300 });
  for (const wait of [350, 350]) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    await second.tick();
  }
  await first;
  expect(calls).toBe(1);
});

test('published, but the row could not be deleted: not marked failed, and never published twice', async () => {
  const { strapi, schedules, published, hooks, log } = fakeStrapi();
  schedules.push(due());
  const publish = jest.fn(async () => {
    published.push({ id: 7, documentId: 'doc', locale: 'de', publishedAt: new Date() });
  });
  hooks.failDelete = true;
  await createScheduler(strapi, { publish, leaseMs: 200 }).tick();
  expect(publish).toHaveBeenCalledTimes(1);
  expect(schedules[0]).toMatchObject({ state: 'publishing', failure: null });
  expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('could not be removed yet'));
  // The claim runs out; the next scheduler finds the version published since that claim and only removes the row.
  hooks.failDelete = false;
  await new Promise((resolve) => setTimeout(resolve, 250));
  await createScheduler(strapi, { publish, leaseMs: 200 }).tick();
  expect(publish).toHaveBeenCalledTimes(1);
  expect(schedules).toEqual([]);
});

test('a refused publication is stored as its reason, to be said in each editor’s language', async () => {
  const { strapi, schedules } = fakeStrapi();
  schedules.push(due());
  const publish = jest.fn(async () => {
    throw new Error('boom');
  });
  await createScheduler(strapi, { publish }).tick();
  expect(schedules[0]).toMatchObject({ state: 'failed' });
  expect(JSON.parse(String(schedules[0]!.failure))).toEqual({ kind: 'reason', reason: 'other', detail: 'boom' });
});

describe('a deleted language version takes only its own schedules with it', () => {
  /** The clean-up middleware with a document service, i18n and database that record what it deletes. */
  function cleanup() {
    let middleware: (context: unknown, next: () => Promise<unknown>) => Promise<unknown> = async () => undefined;
    const deleted: Where[] = [];
    const strapi = {
      documents: { use: (fn: typeof middleware) => (middleware = fn) },
      contentTypes: { 'api::post.post': {} },
      plugin: () => ({
        service: (name: string) =>
          name === 'locales' ? { getDefaultLocale: async () => 'en' } : { isLocalizedContentType: () => true },
      }),
      db: { query: () => ({ deleteMany: async ({ where }: { where: Where }) => deleted.push(where) }) },
    } as unknown as Core.Strapi;
    registerScheduleCleanup(strapi);
    const remove = (locale?: unknown) =>
      middleware(
        { action: 'delete', uid: 'api::post.post', params: { documentId: 'doc', ...(locale ? { locale } : {}) } },
        async () => ({}),
      ).then(() => deleted.at(-1));
    return remove;
  }

  it.each([
    ['no language named (the document service deletes the default one)', undefined, { entryLocale: { $in: ['en'] } }],
    ['German', 'de', { entryLocale: { $in: ['de'] } }],
    ['a list', ['de', 'en'], { entryLocale: { $in: ['de', 'en'] } }],
    ['every language', '*', {}],
  ])('%s', async (_what, locale, languages) => {
    const remove = cleanup();
    expect(await remove(locale)).toEqual({ contentType: 'api::post.post', entryDocumentId: 'doc', ...languages });
  });
});
