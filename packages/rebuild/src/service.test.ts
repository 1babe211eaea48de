import { setTimeout as realDelay } from 'node:timers/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createReleaseStore } from './releases';
import { createRebuildService, type Logger } from './service';
import type { Trigger } from './scheduler';

let tmp: string;
let output: string;
let lines: string[];
const log: Logger = { info: (m) => lines.push(m), error: (m) => lines.push(m) };

const webhook = (locale: string): Trigger => ({
  reason: 'webhook',
  event: 'entry.publish',
  model: 'post',
  locale,
  at: new Date().toISOString(),
});

/** A build that writes the given title into its output folder, or fails with the given message. */
function fakeBuild(plan: Array<string | Error>) {
  let builds = 0;
  const build = async () => {
    const step = plan[builds++];
    if (step === undefined) throw new Error('no more builds planned');
    if (step instanceof Error) throw step;
    fs.mkdirSync(output, { recursive: true });
    fs.writeFileSync(path.join(output, 'index.html'), `<h1>${step}</h1>`);
    return { outputDir: output };
  };
  return { build, count: () => builds };
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'performance'] });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-service-'));
  output = path.join(tmp, 'public');
  lines = [];
});
afterEach(() => {
  jest.useRealTimers();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const live = (dir: string) => fs.readFileSync(path.join(dir, 'current', 'index.html'), 'utf8');

/**
 * Advances the fake clock in steps, letting real file system work complete in between, until `condition`
 * holds; gives up after 10 s of real time (a busy machine can be slow to copy a file). Each step waits a real
 * millisecond, so the fake clock runs at most 100 times faster than the real one: while a busy machine copies a
 * release for a second, less than two fake minutes pass, not a quiet time that starts a build of its own.
 */
async function advanceUntil(condition: () => boolean, stepMs = 100) {
  const deadline = performance.now() + 10_000;
  while (!condition() && performance.now() < deadline) {
    await jest.advanceTimersByTimeAsync(stepMs);
    await realDelay(1);
  }
  expect(condition()).toBe(true);
}

/** Until every build is done, the backstop after its quiet time included (so in steps of a fake second). */
async function runUntilSettled(service: { settled(): Promise<void> }) {
  let done = false;
  void service.settled().then(() => (done = true));
  await advanceUntil(() => done, 1_000);
}

test('a burst of webhooks publishes one release and reports it', async () => {
  const releases = createReleaseStore({ dir: path.join(tmp, 'releases') });
  const { build, count } = fakeBuild(['Hello']);
  const service = createRebuildService({ build, releases, debounceMs: 2_000, maxWaitMs: 20_000, log });
  for (const locale of ['en', 'de', 'de']) service.notify(webhook(locale));
  expect(service.status().state).toBe('waiting');
  await runUntilSettled(service);

  expect(count()).toBe(1);
  expect(live(path.join(tmp, 'releases'))).toBe('<h1>Hello</h1>');
  const status = service.status();
  expect(status).toMatchObject({
    state: 'idle',
    queued: false,
    current: null,
    totals: { succeeded: 1, failed: 0 },
    lastBuild: { result: 'success', error: null, trigger: { reason: 'webhook', count: 3 } },
  });
  expect(status.lastBuild!.trigger.events).toEqual([
    { event: 'entry.publish', model: 'post', locale: 'en' },
    { event: 'entry.publish', model: 'post', locale: 'de' },
    { event: 'entry.publish', model: 'post', locale: 'de' },
  ]);
  expect(status.live!.release).toBe(status.lastBuild!.release);
  expect(status.lastBuild!.durationMs).toBeGreaterThanOrEqual(0);
  expect(Date.parse(status.lastBuild!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(status.lastBuild!.startedAt));
  expect(lines.some((l) => l.includes('entry.publish post en and 2 more'))).toBe(true);
});

test('a failed build keeps the previous release live and reports the error', async () => {
  const dir = path.join(tmp, 'releases');
  const releases = createReleaseStore({ dir });
  const { build } = fakeBuild(['Before', new Error('\u001b[31mERROR\u001b[39m #11321 Failed to fetch CMS data')]);
  const service = createRebuildService({ build, releases, debounceMs: 1_000, maxWaitMs: 5_000, log });
  service.notify({ reason: 'startup', at: new Date().toISOString() }, { immediate: true });
  await runUntilSettled(service);
  const before = service.status().live!;

  service.notify(webhook('de'));
  await runUntilSettled(service);
  expect(live(dir)).toBe('<h1>Before</h1>');
  const status = service.status();
  expect(status.live).toEqual(before);
  expect(status.lastBuild).toMatchObject({
    result: 'failed',
    error: 'ERROR #11321 Failed to fetch CMS data',
    release: null,
  });
  expect(status.lastSuccess!.release).toBe(before.release);
  expect(status.totals).toEqual({ succeeded: 1, failed: 1 });
  expect(lines.find((l) => l.includes('build failed'))).toMatch(
    new RegExp(`Failed to fetch CMS data — the live site is unchanged \\(release ${before.release}\\)`),
  );
});

test('shows the running build and a queued one while it runs', async () => {
  const releases = createReleaseStore({ dir: path.join(tmp, 'releases') });
  let finish!: () => void;
  const build = () =>
    new Promise<{ outputDir: string }>((resolve) => {
      fs.mkdirSync(output, { recursive: true });
      fs.writeFileSync(path.join(output, 'index.html'), 'x');
      finish = () => resolve({ outputDir: output });
    });
  const service = createRebuildService({ build, releases, debounceMs: 1_000, maxWaitMs: 5_000, log });
  service.notify(webhook('en'));
  await jest.advanceTimersByTimeAsync(1_000);
  expect(service.status()).toMatchObject({ state: 'building', queued: false, current: { result: 'running' } });
  service.notify(webhook('de'));
  expect(service.status()).toMatchObject({ state: 'building', queued: true });
  finish();
  // The queued build starts: it covers the change that arrived during the first one.
  await advanceUntil(() => service.status().current?.trigger.events[0]?.locale === 'de');
  expect(service.status()).toMatchObject({ state: 'building', queued: false, totals: { succeeded: 1 } });
  finish();
  await runUntilSettled(service);
  expect(service.status().totals.succeeded).toBe(2);
});

test('a failing switch hook is a warning: the new release stays live', async () => {
  const dir = path.join(tmp, 'releases');
  const { build } = fakeBuild(['New']);
  const service = createRebuildService({
    build,
    releases: createReleaseStore({ dir }),
    debounceMs: 100,
    maxWaitMs: 1_000,
    afterSwitch: async () => {
      throw new Error('nginx -s reload exited with 1');
    },
    log,
  });
  service.notify(webhook('en'));
  await runUntilSettled(service);
  expect(live(dir)).toBe('<h1>New</h1>');
  expect(service.status().lastBuild).toMatchObject({
    result: 'success',
    warning: 'after the switch: nginx -s reload exited with 1',
  });
});

test('a target without files (the draft preview: a refresh, no release folder) succeeds with no file list', async () => {
  let refreshes = 0;
  const service = createRebuildService({
    build: async () => ({ outputDir: '' }),
    releases: {
      currentPath: '',
      live: () => (refreshes > 0 ? { id: `refresh-${refreshes}`, dir: '', since: new Date().toISOString() } : null),
      publish: async () => ({ id: `refresh-${++refreshes}`, dir: '', switched: true }),
    },
    debounceMs: 100,
    maxWaitMs: 1_000,
    log,
    target: 'the draft preview',
  });
  service.notify(webhook('de'));
  await runUntilSettled(service);
  expect(service.status().lastBuild).toMatchObject({ result: 'success', release: 'refresh-1', changes: null });
});

describe('with a fast path', () => {
  /** A fast path that writes `title` into the output, or declines with the given reason. */
  function fakeFastPath(plan: Array<string | { declined: string } | Error>) {
    let publishes = 0;
    const publish = async () => {
      const step = plan[publishes++];
      if (step === undefined) throw new Error('no more fast publishes planned');
      if (step instanceof Error) throw step;
      if (typeof step !== 'string') return step;
      fs.mkdirSync(output, { recursive: true });
      fs.writeFileSync(path.join(output, 'index.html'), `<h1>${step}</h1>`);
      return { outputDir: output };
    };
    return { fastPath: { publish }, count: () => publishes };
  }

  /** The service's parts but the build and the fast path; the check waits minutes, unless a test says otherwise. */
  const options = () => ({
    releases: createReleaseStore({ dir: path.join(tmp, 'releases') }),
    log,
    debounceMs: 300,
    maxWaitMs: 5_000,
    // Minutes, not seconds: the fake clock runs on while the release copy waits for the disk.
    backstopDelayMs: 5 * 60_000,
  });

  test('a publish goes live from the fast path; the whole build after it confirms the release and switches nothing', async () => {
    const dir = path.join(tmp, 'releases');
    const { fastPath } = fakeFastPath(['Fast title']);
    const { build, count } = fakeBuild(['Fast title']);
    const service = createRebuildService({ ...options(), build, fastPath });
    service.notify(webhook('de'));
    await advanceUntil(() => service.status().lastBuild !== null);
    // Live before any whole build ran: what editors see as "Live since".
    expect(live(dir)).toBe('<h1>Fast title</h1>');
    expect(count()).toBe(0);
    const fast = service.status();
    expect(fast.lastBuild).toMatchObject({ result: 'success', path: 'fast', declined: null });
    expect(fast.live!.release).toBe(fast.lastBuild!.release);
    expect(fast.backstop).toEqual({ state: 'waiting', last: null });

    await runUntilSettled(service);
    expect(count()).toBe(1);
    const after = service.status();
    expect(after.live).toEqual(fast.live); // the same release, live since the fast publish
    expect(after.lastBuild).toEqual(fast.lastBuild);
    expect(after.backstop).toMatchObject({
      state: 'idle',
      last: { result: 'success', path: 'full', release: fast.live!.release, changes: { count: 0, files: [] } },
    });
    expect(lines.some((l) => l.includes(`confirms release ${fast.live!.release}`))).toBe(true);
  });

  test('the whole build publishes what the fast path got wrong and says in which files', async () => {
    const dir = path.join(tmp, 'releases');
    const { fastPath } = fakeFastPath(['Stale title']);
    const { build } = fakeBuild(['Right title']);
    const service = createRebuildService({ ...options(), build, fastPath });
    service.notify(webhook('de'));
    await runUntilSettled(service);
    expect(live(dir)).toBe('<h1>Right title</h1>');
    const { backstop, live: current } = service.status();
    expect(backstop!.last).toMatchObject({
      result: 'success',
      release: current!.release,
      changes: { count: 1, files: ['/index.html'] },
      warning: "the whole build differs from the fast path's release in 1 files (/index.html)",
    });
  });

  test('publishes during the quiet time each go live fast and are checked by one whole build', async () => {
    const dir = path.join(tmp, 'releases');
    const { fastPath, count: fastCount } = fakeFastPath(['One', 'Two', 'Three']);
    const { build, count } = fakeBuild(['Three']);
    const service = createRebuildService({ ...options(), build, fastPath });
    for (const [index, title] of ['One', 'Two', 'Three'].entries()) {
      service.notify(webhook('en'));
      await advanceUntil(() => service.status().totals.succeeded === index + 1);
      expect(live(dir)).toBe(`<h1>${title}</h1>`);
      await jest.advanceTimersByTimeAsync(2 * 60_000); // less than the backstop's quiet time
      expect(count()).toBe(0);
    }
    await runUntilSettled(service);
    expect(fastCount()).toBe(3);
    expect(count()).toBe(1);
    expect(service.status().totals).toEqual({ succeeded: 3, failed: 0 });
  });

  test('a change the fast path declines is built in full at once, in the same build record', async () => {
    const dir = path.join(tmp, 'releases');
    const { fastPath } = fakeFastPath([{ declined: 'the change touches about 4104 pages (more than 200)' }]);
    const { build, count } = fakeBuild(['Global change']);
    const service = createRebuildService({ ...options(), build, fastPath });
    service.notify(webhook('de'));
    await runUntilSettled(service);
    expect(count()).toBe(1);
    expect(live(dir)).toBe('<h1>Global change</h1>');
    const status = service.status();
    expect(status.totals).toEqual({ succeeded: 1, failed: 0 });
    expect(status.lastBuild).toMatchObject({
      result: 'success',
      path: 'full',
      declined: 'the change touches about 4104 pages (more than 200)',
    });
    // Nothing to check afterwards: the whole build was the build.
    expect(status.backstop).toEqual({ state: 'idle', last: null });
  });

  test('a fast path that fails hands the change to the whole build', async () => {
    const dir = path.join(tmp, 'releases');
    const { fastPath } = fakeFastPath([new Error('the publish worker ended (exit 1)')]);
    const { build, count } = fakeBuild(['Built in full']);
    const service = createRebuildService({ ...options(), build, fastPath });
    service.notify(webhook('en'));
    await runUntilSettled(service);
    expect(count()).toBe(1);
    expect(live(dir)).toBe('<h1>Built in full</h1>');
    expect(service.status().lastBuild).toMatchObject({ path: 'full', declined: 'the publish worker ended (exit 1)' });
  });

  describe('a change shown on more pages than a publish renders in seconds', () => {
    const put = (files: Record<string, string>) => {
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(output, file)), { recursive: true });
        fs.writeFileSync(path.join(output, file), text);
      }
    };
    /** The live site before the change: the article, a page that shows it as related, the service worker. */
    const before = async (releases: ReturnType<typeof createReleaseStore>) => {
      put({ 'index.html': 'Old title', 'related/index.html': 'Related: Old title', 'sw.js': 'version 1' });
      await releases.publish(output);
    };
    /** Its own page and the service worker at once; the page that shows it is left to the whole build. */
    const partialFastPath = {
      publish: async () => {
        put({ 'index.html': 'New title', 'sw.js': 'version 2' });
        return {
          outputDir: output,
          partial: { deferredPages: 1, deferredFiles: ['/related/index.html'], renderedFiles: ['/index.html'] },
        };
      },
    };
    const wholeBuild = (files: Record<string, string>) => async () => {
      put(files);
      return { outputDir: output };
    };

    test('its own page goes live first, the whole build starts at once and brings the rest without a warning', async () => {
      const { releases, ...rest } = options();
      await before(releases);
      const bringRest = wholeBuild({ 'related/index.html': 'Related: New title', 'sw.js': 'version 3' });
      let builtAt = Number.NaN;
      const build = jest.fn(() => {
        builtAt = Date.now(); // the fake clock's time
        return bringRest();
      });
      const service = createRebuildService({ ...rest, releases, build, fastPath: partialFastPath });
      service.notify(webhook('de'));
      await advanceUntil(() => service.status().lastBuild !== null);
      expect(service.status().lastBuild).toMatchObject({ result: 'success', path: 'fast', deferred: 1 });
      const liveAt = Date.now();
      await runUntilSettled(service);
      // Started at once, not after the quiet time (minutes here) a check of a complete fast publish waits for. (The
      // fake clock runs on while files are copied, so "at once" is well under that time, not zero.)
      expect(builtAt - liveAt).toBeLessThan(60_000);
      expect(build).toHaveBeenCalledTimes(1);
      expect(fs.readFileSync(path.join(releases.currentPath, 'related/index.html'), 'utf8')).toBe('Related: New title');
      expect(service.status().backstop!.last).toMatchObject({
        result: 'success',
        warning: null,
        changes: { count: 2, files: ['/related/index.html', '/sw.js'] },
      });
      expect(lines).toContain('[rebuild] 1 more pages show the change: building the site in full for them now …');
    });

    test('a difference the whole build finds on a page the fast path rendered is still reported', async () => {
      const { releases, ...rest } = options();
      await before(releases);
      const build = wholeBuild({ 'index.html': 'New title, rendered otherwise', 'related/index.html': 'Related: New' });
      const service = createRebuildService({ ...rest, releases, build, fastPath: partialFastPath });
      service.notify(webhook('de'));
      await runUntilSettled(service);
      expect(service.status().backstop!.last).toMatchObject({
        warning: "the whole build differs from the fast path's release in 1 files (/index.html)",
      });
    });
  });
});
