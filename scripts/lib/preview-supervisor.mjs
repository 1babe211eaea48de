// Keeps the draft preview's renderer (`gatsby develop` on drafts, preview-develop.mjs) running: when it exits without
// being asked to (out of memory, a crash, killed), the preview says "being updated" and the renderer is started again
// after a pause that doubles with every exit in a row, so a renderer that cannot start does not spin. Its state is
// what the preview's health check reports (docs/operations.md, "Draft preview").

const pauseFor = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pause before the first restart; it doubles up to the longest, and starts over after a renderer ran stably. */
export const RESTART_BACKOFF = { initialMs: 1_000, maxMs: 60_000, stableMs: 5 * 60_000 };

/**
 * @typedef {{
 *   url: string, pid?: number, headers?: Record<string, string>, ready(): Promise<unknown>, isReady(): boolean,
 *   refresh(): Promise<unknown>, exited: Promise<string>, stop(): Promise<void>,
 * }} Renderer
 */

/**
 * Starts `startRenderer()` and restarts it whenever it exits on its own. `renderer()` is the current one (for the
 * preview server), `health()` its state: `starting` (first start), `ready`, `restarting` (it exited; the next start
 * is on its way) or `stopped`. `refresh()` hands a save to the renderer; when the renderer dies meanwhile, to the
 * next one (a new renderer sources every draft, the save included).
 * @param {() => Renderer} startRenderer
 * @param {{ log?: { info(m: string): void, error(m: string): void }, backoff?: typeof RESTART_BACKOFF,
 *   refreshTimeoutMs?: number }} [options]
 */
export function superviseRenderer(
  startRenderer,
  { log = console, backoff = RESTART_BACKOFF, refreshTimeoutMs = 11 * 60_000 } = {},
) {
  /** @type {Renderer | null} */
  let current = null;
  let state = 'starting';
  let restarts = 0;
  /** @type {string | null} */
  let lastExit = null;
  let stopped = false;
  /** @type {() => void} */
  let wake = () => undefined;
  const pause = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve(undefined);
      };
    });

  const run = async () => {
    let delay = backoff.initialMs;
    while (!stopped) {
      const startedAt = Date.now();
      const renderer = startRenderer();
      current = renderer;
      renderer.ready().then(
        () => {
          if (current === renderer && !stopped) state = 'ready';
        },
        () => undefined,
      );
      const reason = await renderer.exited;
      if (stopped) return;
      await renderer.stop(); // its workers and its log
      restarts += 1;
      lastExit = reason;
      state = 'restarting';
      delay = Date.now() - startedAt >= backoff.stableMs ? backoff.initialMs : delay;
      log.error(`✖ The preview renderer stopped (${reason}); starting it again in ${Math.round(delay / 1000)} s`);
      await pause(delay);
      delay = Math.min(delay * 2, backoff.maxMs);
    }
  };
  const running = run().catch((error) => {
    state = 'stopped';
    log.error(`✖ The preview renderer cannot be started: ${error.message}`);
  });

  return {
    renderer: () => current,
    health: () => ({ renderer: state, restarts, lastExit }),
    /** Hands the latest saves to the renderer; waits for a restarted one when the current one dies. */
    async refresh() {
      const deadline = Date.now() + refreshTimeoutMs;
      for (;;) {
        const renderer = current;
        try {
          if (!renderer) throw new Error('the preview is starting');
          return await renderer.refresh();
        } catch (error) {
          // Only a renderer that died (or none yet) sends the save on to the next one; any other failure is the answer.
          const died =
            renderer === null ||
            current !== renderer ||
            (await Promise.race([renderer.exited.then(() => true), pauseFor(50).then(() => false)]));
          if (stopped || Date.now() > deadline || !died) throw error;
          await pauseFor(250);
        }
      }
    },
    async stop() {
      stopped = true;
      state = 'stopped';
      wake();
      await current?.stop();
      await running;
    },
  };
}
