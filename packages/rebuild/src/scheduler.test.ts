import { createBuildScheduler, type Trigger } from './scheduler';

const DEBOUNCE = 2_000;
const MAX_WAIT = 10_000;

/** A build the test finishes by hand, so "a change during a build" can be arranged exactly. */
function controllableBuilds() {
  const builds: Array<{ triggers: Trigger[]; finish: () => void; fail: (error: Error) => void }> = [];
  const run = (triggers: Trigger[]) =>
    new Promise<void>((resolve, reject) => builds.push({ triggers, finish: resolve, fail: reject }));
  return { builds, run };
}

const publish = (locale: string): Trigger => ({
  reason: 'webhook',
  event: 'entry.publish',
  model: 'post',
  locale,
  at: new Date().toISOString(),
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a burst of notifications becomes one build after the quiet time, with every notification', async () => {
  const { builds, run } = controllableBuilds();
  const scheduler = createBuildScheduler({ debounceMs: DEBOUNCE, maxWaitMs: MAX_WAIT, run });
  scheduler.notify(publish('en'));
  jest.advanceTimersByTime(500);
  scheduler.notify(publish('de'));
  scheduler.notify({ reason: 'webhook', event: 'entry.publish', at: new Date().toISOString() }); // entry: null
  jest.advanceTimersByTime(DEBOUNCE - 1);
  expect(builds).toHaveLength(0);
  expect(scheduler.state()).toBe('waiting');
  jest.advanceTimersByTime(1);
  expect(builds).toHaveLength(1);
  expect(builds[0]!.triggers.map((t) => t.locale)).toEqual(['en', 'de', undefined]);
  expect(scheduler.state()).toBe('building');
  builds[0]!.finish();
  await scheduler.settled();
  expect(scheduler.state()).toBe('idle');
  jest.advanceTimersByTime(MAX_WAIT * 2);
  expect(builds).toHaveLength(1);
});

test('a steady stream of notifications is still built once the longest wait is over', () => {
  const { builds, run } = controllableBuilds();
  const scheduler = createBuildScheduler({ debounceMs: DEBOUNCE, maxWaitMs: MAX_WAIT, run });
  for (let elapsed = 0; elapsed < MAX_WAIT; elapsed += 1_000) {
    scheduler.notify(publish('en'));
    jest.advanceTimersByTime(1_000);
  }
  expect(builds).toHaveLength(1);
  expect(builds[0]!.triggers).toHaveLength(10);
});

test('never runs two builds at once: changes during a build queue exactly one more', async () => {
  const { builds, run } = controllableBuilds();
  const scheduler = createBuildScheduler({ debounceMs: DEBOUNCE, maxWaitMs: MAX_WAIT, run });
  scheduler.notify(publish('en'));
  jest.advanceTimersByTime(DEBOUNCE);
  expect(builds).toHaveLength(1);

  for (const locale of ['en', 'de', 'en', 'de']) {
    scheduler.notify(publish(locale));
    jest.advanceTimersByTime(DEBOUNCE * 3); // long past the quiet time: still no second build while one runs
  }
  expect(builds).toHaveLength(1);
  expect(scheduler.queued()).toBe(true);

  builds[0]!.finish();
  await Promise.resolve(); // let the build's promise settle
  await Promise.resolve();
  jest.advanceTimersByTime(0); // the last notification is long quiet: the next build starts at once
  expect(builds).toHaveLength(2);
  expect(builds[1]!.triggers).toHaveLength(4);
  builds[1]!.finish();
  await scheduler.settled();
  expect(builds).toHaveLength(2);
});

test('after a build, a notification that is still fresh gets its full quiet time', async () => {
  const { builds, run } = controllableBuilds();
  const scheduler = createBuildScheduler({ debounceMs: DEBOUNCE, maxWaitMs: MAX_WAIT, run });
  scheduler.notify(publish('en'), { immediate: true });
  jest.advanceTimersByTime(0);
  expect(builds).toHaveLength(1);
  scheduler.notify(publish('de'));
  builds[0]!.finish();
  await Promise.resolve();
  await Promise.resolve();
  jest.advanceTimersByTime(DEBOUNCE - 1);
  expect(builds).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(builds).toHaveLength(2);
});

test('a failed build does not stop the queue', async () => {
  const { builds, run } = controllableBuilds();
  const scheduler = createBuildScheduler({ debounceMs: DEBOUNCE, maxWaitMs: MAX_WAIT, run });
  scheduler.notify(publish('en'), { immediate: true });
  jest.advanceTimersByTime(0);
  scheduler.notify(publish('de'));
  builds[0]!.fail(new Error('gatsby build failed'));
  await Promise.resolve();
  await Promise.resolve();
  await Promise.resolve();
  jest.advanceTimersByTime(DEBOUNCE);
  expect(builds).toHaveLength(2);
});

test('stop drops waiting notifications and starts nothing more', async () => {
  const { builds, run } = controllableBuilds();
  const scheduler = createBuildScheduler({ debounceMs: DEBOUNCE, maxWaitMs: MAX_WAIT, run });
  scheduler.notify(publish('en'));
  await scheduler.stop();
  scheduler.notify(publish('de'));
  jest.advanceTimersByTime(MAX_WAIT);
  expect(builds).toHaveLength(0);
  expect(scheduler.state()).toBe('idle');
});
