// The rebuild service with its two targets (scripts/lib/rebuild.mjs): the public site and the draft preview
// share one webhook and never build at the same time. Stand-in builds record when they run.
import { oneAtATime, startRebuildService } from './rebuild.mjs';

const SECRET = 'targets-test-secret-0123456789';
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A release store in memory. */
/** @returns {import('@app/rebuild').ReleaseStore} */
const memoryReleases = () => {
  /** @type {import('@app/rebuild').LiveRelease | null} */
  let live = null;
  const stats = { files: 0, linked: 0, copied: 0, bytesCopied: 0, changed: [], ms: 0 };
  return {
    publish: async () => {
      live = { id: `r${Date.now()}`, dir: '/nonexistent', since: new Date().toISOString() };
      return { ...live, stats, switched: true };
    },
    live: () => live,
    currentPath: '/nonexistent',
    idle: async () => undefined,
  };
};

test('oneAtATime runs tasks one after the other; after stop() waiting tasks do not start', async () => {
  const serial = oneAtATime();
  const events = [];
  const task = (name, ms) => async () => {
    events.push(`${name} start`);
    await wait(ms);
    events.push(`${name} end`);
  };
  await Promise.all([serial(task('a', 30)), serial(task('b', 5))]);
  expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);

  const running = serial(task('c', 30));
  const waiting = serial(task('d', 5));
  await wait(5); // c has started, d waits for it
  serial.stop();
  await running;
  await expect(waiting).rejects.toThrow(/stopping/);
  expect(events).not.toContain('d start');
});

test('a task passed first goes ahead of waiting tasks, never ahead of the running one', async () => {
  const serial = oneAtATime();
  const events = [];
  const task = (name, ms) => async () => {
    events.push(`${name} start`);
    await wait(ms);
    events.push(`${name} end`);
  };
  const all = [serial(task('preview 1', 30)), serial(task('preview 2', 5))];
  await wait(5); // preview 1 is building, preview 2 waits
  all.push(serial(task('site', 5), { first: true }), serial(task('site again', 5), { first: true }));
  await Promise.all(all);
  expect(events).toEqual([
    'preview 1 start',
    'preview 1 end',
    'site start',
    'site end',
    'site again start',
    'site again end',
    'preview 2 start',
    'preview 2 end',
  ]);
});

test('a draft save builds the preview only; a publish builds both, never two at once', async () => {
  const log = [];
  let active = 0;
  let overlapped = false;
  const build = (name) => async () => {
    active += 1;
    overlapped ||= active > 1;
    log.push(name);
    await wait(40);
    active -= 1;
    return { outputDir: '/nonexistent' };
  };
  const rebuild = await startRebuildService({
    host: '127.0.0.1',
    port: 0,
    site: { cmsUrl: 'http://127.0.0.1:9', siteUrl: 'http://localhost:9' },
    secret: SECRET,
    build: build('site'),
    releases: memoryReleases(),
    preview: { build: build('preview'), releases: memoryReleases() },
    timing: { debounceMs: 20, maxWaitMs: 200 },
    log: { info: () => {}, error: () => {} },
  });
  const send = (event) =>
    fetch(rebuild.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Rebuild-Secret': SECRET },
      body: JSON.stringify({ event, model: 'post', entry: { locale: 'de' } }),
    });
  try {
    expect((await send('entry.update')).status).toBe(202);
    await wait(50);
    await rebuild.service.settled();
    expect(log).toEqual(['preview']);

    expect((await send('entry.publish')).status).toBe(202);
    await wait(50);
    await rebuild.service.settled();
    expect(log.slice(1).sort()).toEqual(['preview', 'site']);
    expect(overlapped).toBe(false);
    const status = await (await fetch(`${rebuild.url}/status`, { headers: { 'X-Rebuild-Secret': SECRET } })).json();
    expect(status.totals.succeeded).toBe(1);
    expect(status.preview.totals.succeeded).toBe(2);
  } finally {
    await rebuild.stop();
  }
});
