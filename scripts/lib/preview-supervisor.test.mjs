import { superviseRenderer } from './preview-supervisor.mjs';

const BACKOFF = { initialMs: 40, maxMs: 160, stableMs: 10_000 };
const quiet = { info: () => undefined, error: () => undefined };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stand-ins for `gatsby develop`: each can be made ready, made to exit, and counts the saves it took in. */
function renderers() {
  const started = [];
  const start = () => {
    let ready;
    let exit;
    const renderer = {
      url: `http://127.0.0.1:${9000 + started.length}`,
      at: Date.now(),
      saves: 0,
      exited: new Promise((resolve) => (exit = resolve)),
      /** @type {() => void} */
      readyNow: () => undefined,
      /** @type {Promise<unknown>} */
      readyPromise: Promise.resolve(),
      ready: () => renderer.readyPromise,
      isReady: () => false,
      refresh: async () => {
        await renderer.readyPromise;
        renderer.saves += 1;
        return { sourcings: renderer.saves };
      },
      stop: async () => exit('SIGTERM'),
      die: (reason) => exit(reason),
    };
    renderer.readyPromise = new Promise((resolve) => (ready = resolve));
    renderer.readyNow = () => ready({ sourcings: 1 });
    started.push(renderer);
    return renderer;
  };
  return { started, start };
}

test('a renderer that exits is started again; the health check says restarting, then ready', async () => {
  const { started, start } = renderers();
  const supervisor = superviseRenderer(start, { log: quiet, backoff: BACKOFF });
  expect(supervisor.health()).toEqual({ renderer: 'starting', restarts: 0, lastExit: null });
  started[0].readyNow();
  await sleep(5);
  expect(supervisor.health().renderer).toBe('ready');
  started[0].die('SIGKILL');
  await sleep(5);
  expect(supervisor.health()).toEqual({ renderer: 'restarting', restarts: 1, lastExit: 'SIGKILL' });
  await sleep(BACKOFF.initialMs + 20);
  expect(started).toHaveLength(2);
  expect(supervisor.renderer()).toBe(started[1]);
  started[1].readyNow();
  await sleep(5);
  expect(supervisor.health()).toEqual({ renderer: 'ready', restarts: 1, lastExit: 'SIGKILL' });
  await supervisor.stop();
});

test('a renderer that keeps failing is restarted after pauses that double, up to the longest', async () => {
  const { started, start } = renderers();
  const supervisor = superviseRenderer(start, { log: quiet, backoff: BACKOFF });
  for (let i = 0; i < 4; i += 1) {
    await sleep(2);
    started[i].die('exit 1');
    await new Promise((resolve) => {
      const wait = setInterval(() => {
        if (started.length > i + 1) resolve(clearInterval(wait));
      }, 2);
    });
  }
  const gaps = started.slice(1).map((r, i) => r.at - started[i].at);
  expect(gaps[0]).toBeGreaterThanOrEqual(BACKOFF.initialMs);
  expect(gaps[1]).toBeGreaterThanOrEqual(2 * BACKOFF.initialMs);
  expect(gaps[2]).toBeGreaterThanOrEqual(BACKOFF.maxMs - 5);
  expect(gaps[2]).toBeLessThan(BACKOFF.maxMs * 2);
  await supervisor.stop();
});

test('a save handed in while the renderer dies reaches the restarted one', async () => {
  const { started, start } = renderers();
  const supervisor = superviseRenderer(start, { log: quiet, backoff: BACKOFF });
  started[0].refresh = async () => {
    started[0].die('SIGKILL');
    throw new Error('the preview renderer stopped (SIGKILL)');
  };
  const taken = supervisor.refresh();
  await sleep(BACKOFF.initialMs + 30);
  started[1].readyNow();
  await expect(taken).resolves.toEqual({ sourcings: 1 });
  expect(started[1].saves).toBe(1);
  await supervisor.stop();
});

test('stopped on purpose: not started again', async () => {
  const { started, start } = renderers();
  const supervisor = superviseRenderer(start, { log: quiet, backoff: BACKOFF });
  const stopping = supervisor.stop();
  started[0].die('SIGTERM');
  await stopping;
  await sleep(BACKOFF.initialMs + 20);
  expect(started).toHaveLength(1);
  expect(supervisor.health().renderer).toBe('stopped');
});
