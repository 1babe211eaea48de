// The rebuild service with its two targets (scripts/lib/rebuild.mjs): the public site and the draft preview
// share one webhook and never build at the same time. Stand-in builds record when they run.
import { startRebuildService } from './rebuild.mjs';

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
