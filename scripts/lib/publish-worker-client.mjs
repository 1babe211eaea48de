// The publish worker seen from the rebuild service (docs/architecture.md, "Publishing"): starts the worker process
// (publish-worker.mjs) in the site folder, hands it one publish at a time and stops it before a full build, which
// changes Gatsby's cache under it. A worker that is not there, not ready in time or that fails declines the publish:
// the full build takes it over.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_DIR } from './env.mjs';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'publish-worker.mjs');
/**
 * Pages a publish may re-render before it is the full build's work: the worker renders about 50 pages a second in
 * one process (docs/benchmarks.md, bench:publish), so 200 pages stay within the publish target; a change every page
 * shows (the global settings) renders thousands, which the full build does in parallel.
 */
export const FAST_PATH_MAX_PAGES = 200;
/** A worker that is still starting when a publish arrives is waited for this long (its start takes 5–15 s). */
const READY_WAIT_MS = 60_000;

/** What the worker needs from the last full build: its compiled page renderer (no renderer, no fast path). */
export const rendererOf = (siteDir = SITE_DIR) => path.join(siteDir, '.cache', 'page-ssr', 'routes', 'render-page.js');

/**
 * @typedef {import('./publish-worker.mjs').WorkerMessage} WorkerMessage
 * @typedef {Exclude<WorkerMessage, { type: 'ready' }>} PublishAnswer
 */

/**
 * Starts a worker; resolves at once (see `ready`). `env` is the site build's environment (`siteBuildEnv`); the
 * worker's output (Gatsby's log) goes to this process's (`inherit`), nowhere (`ignore`) or into a file (its path).
 * @param {{ siteDir?: string, env: NodeJS.ProcessEnv, output?: string }} options
 */
export function startPublishWorker({ siteDir = SITE_DIR, env, output = 'ignore' }) {
  const file = output === 'inherit' || output === 'ignore' ? null : fs.openSync(output, 'a');
  const stream = file ?? /** @type {'inherit' | 'ignore'} */ (output);
  const child = fork(WORKER, [], { cwd: siteDir, env, stdio: ['ignore', stream, stream, 'ipc'] });
  if (file !== null) fs.closeSync(file);
  /** @type {string | null} */
  let exited = null;
  /** @type {Array<(message: WorkerMessage | null) => void>} */
  let listeners = [];
  const deliver = (/** @type {WorkerMessage | null} */ message) => {
    const waiting = listeners;
    listeners = [];
    for (const listener of waiting) listener(message);
  };
  const ANSWERS = new Set(['ready', 'published', 'declined', 'failed']);
  child.on('message', (/** @type {WorkerMessage} */ message) => {
    if (ANSWERS.has(message?.type)) deliver(message);
  });
  // A send to a worker that has just ended fails (EPIPE); its end is reported by `exit` below.
  child.on('error', () => undefined);
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = signal ?? `exit ${code}`;
      deliver(null);
      resolve(undefined);
    });
  });
  /** The next message, or null when the worker exits first. */
  const next = () =>
    exited === null
      ? new Promise((/** @type {(message: WorkerMessage | null) => void} */ resolve) => listeners.push(resolve))
      : Promise.resolve(null);
  const ready = next().then((message) => message?.type === 'ready');
  let busy = Promise.resolve();

  return {
    pid: child.pid,
    /** Resolves true once the worker has bootstrapped, false when it exited or failed first. */
    ready,
    /** Whether the process has ended. */
    get exited() {
      return exited !== null;
    },
    /**
     * One publish (see `publish-worker.mjs`); resolves with the worker's answer, or a refusal saying why it had
     * none. Publishes never overlap.
     * @param {{ maxPages?: number, readyWaitMs?: number }} [options]
     * @returns {Promise<PublishAnswer>}
     */
    publish({ maxPages = FAST_PATH_MAX_PAGES, readyWaitMs = READY_WAIT_MS } = {}) {
      const run = busy.then(async () => {
        const timeout = new Promise((resolve) => setTimeout(resolve, readyWaitMs, 'timeout')).then(() => 'timeout');
        const isReady = await Promise.race([ready, timeout]);
        /** @type {(error: string) => PublishAnswer} */
        const failed = (error) => ({ type: 'failed', error });
        if (isReady !== true) {
          return failed(
            isReady === 'timeout' ? 'the publish worker is not ready yet' : `the publish worker ended (${exited})`,
          );
        }
        if (exited !== null) return failed(`the publish worker ended (${exited})`);
        const answer = next();
        child.send({ type: 'publish', maxPages });
        const message = await answer;
        if (message === null || message.type === 'ready') return failed(`the publish worker ended (${exited})`);
        return message;
      });
      busy = run.then(() => undefined);
      return run;
    },
    /** Ends the worker after the publish it is running (Gatsby's state is saved by then); resolves when it has exited. */
    async stop() {
      await busy;
      if (exited === null) {
        await Promise.race([ready, exit]);
        if (exited === null) child.send({ type: 'stop' });
      }
      await exit;
    },
  };
}

const secondsOf = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * A fast publish in a log line: what it re-rendered and where the time went.
 * @param {Extract<PublishAnswer, { type: 'published' }>} answer
 * @param {number} servingMs the serving configuration's time (after the worker's steps)
 */
export function describePublish({ pages, deleted, deferred, queries, ms }, servingMs) {
  const shown = pages.slice(0, 4).join(' ') + (pages.length > 4 ? ' …' : '');
  const steps = [
    `sourcing ${secondsOf(ms.source)}`,
    `pages ${secondsOf(ms.pages)}`,
    `${queries} queries ${secondsOf(ms.queries)}`,
    `page data ${secondsOf(ms.pageData)}`,
    `HTML ${secondsOf(ms.html)}`,
    `post-build ${secondsOf(ms.postBuild)}`,
    `state ${secondsOf(ms.saveState)}`,
    `serving config ${secondsOf(servingMs)}`,
  ];
  const removed = deleted.length > 0 ? `, ${deleted.length} removed` : '';
  const left = deferred.length > 0 ? `, ${deferred.length} that show it left to the full build` : '';
  return `${pages.length} pages re-rendered (${shown || 'none'})${removed}${left} in ${secondsOf(ms.total + servingMs)}: ${steps.join(', ')}`;
}

/**
 * The site's fast path for the rebuild service (`FastPath` of @app/rebuild): a publish worker kept ready between
 * publishes, its output made servable (CSP per page, redirects) like a full build's. `aroundFullBuild` runs a full
 * build with the worker stopped (Gatsby's cache is the full build's while it runs) and starts a new worker after
 * it, which bootstraps from what that build left.
 * @param {{
 *   siteDir?: string, env: () => NodeJS.ProcessEnv, cmsPublicUrl: string, output?: string,
 *   writeServingConfig: (publicDir: string) => void, lock: () => () => void, log?: (line: string) => void,
 *   maxPages?: number,
 * }} options
 */
export function siteFastPath({
  siteDir = SITE_DIR,
  maxPages = FAST_PATH_MAX_PAGES,
  env,
  cmsPublicUrl,
  output = 'ignore',
  writeServingConfig,
  lock,
  log = console.log,
}) {
  /** @type {ReturnType<typeof startPublishWorker> | null} */
  let worker = null;
  let stopped = false;
  // The checkout's build lock while the worker writes Gatsby's cache or the output (its bootstrap, a publish): no
  // other build of this checkout meanwhile. Both may overlap (a publish waits for the bootstrap).
  let holders = 0;
  /** @type {() => void} */
  let unlock = () => undefined;
  const hold = () => {
    if (holders++ === 0) unlock = lock();
    let held = true;
    return () => {
      if (held && --holders === 0) unlock();
      held = false;
    };
  };
  const start = () => {
    if (stopped || !fs.existsSync(rendererOf(siteDir))) return null;
    const release = hold();
    worker = startPublishWorker({ siteDir, env: env(), output });
    void worker.ready.finally(release);
    return worker;
  };
  const stop = async () => {
    const ending = worker;
    worker = null;
    await ending?.stop();
  };
  return {
    cmsPublicUrl,
    /** Starts the worker (after a full build); no-op without one (nothing to render with yet). */
    start,
    /** Resolves once the current worker has bootstrapped (true) or ended first (false); false without a worker. */
    ready: () => worker?.ready ?? Promise.resolve(false),
    stop: async () => {
      stopped = true;
      await stop();
    },
    /** @returns {ReturnType<import('@app/rebuild').FastPath['publish']>} */
    async publish() {
      const current = worker && !worker.exited ? worker : start();
      if (!current) return { declined: 'no full build has left a page renderer yet' };
      const release = hold();
      try {
        const answer = await current.publish({ maxPages });
        if (answer.type !== 'published') {
          // Its state is saved (or it has ended): the full build takes the change over.
          await stop();
          return { declined: answer.type === 'declined' ? answer.reason : answer.error.split('\n')[0] };
        }
        const outputDir = path.join(siteDir, 'public');
        const started = performance.now();
        writeServingConfig(outputDir);
        log(`[rebuild] fast path: ${describePublish(answer, performance.now() - started)}`);
        const { deferred, deferredFiles, renderedFiles } = answer;
        if (deferred.length === 0) return { outputDir };
        return { outputDir, partial: { deferredPages: deferred.length, deferredFiles, renderedFiles } };
      } finally {
        release();
      }
    },
    /**
     * @template T
     * @param {() => Promise<T>} build
     * @returns {Promise<T>}
     */
    async aroundFullBuild(build) {
      await stop();
      try {
        return await build();
      } finally {
        start();
      }
    },
  };
}
