// The draft preview's renderer (docs/architecture.md, "Draft preview"): one long-running `gatsby develop` in the preview workspace,
// sourcing drafts through the preview token. It keeps the data layer in memory: a save in the CMS re-sources only
// what changed (Gatsby's refresh endpoint; the Strapi plugin fetches only entries changed since the last sourcing)
// and a page is rendered by the site's own templates when it is asked for (develop's server-side rendering). It
// listens on loopback only: the preview server in front of it is the only way in (scripts/lib/preview-server.mjs).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './env.mjs';
import { PREVIEW_DIR, ensurePreviewWorkspace } from './preview.mjs';
import { RENDERER_HOST_ENV, RENDERER_TOKEN_ENV, RENDERER_TOKEN_HEADER } from './renderer-guard.mjs';

const GATSBY_BIN = path.join(ROOT, 'node_modules', 'gatsby', 'cli.js');
/** The gate every process of the renderer loads before Gatsby (renderer-guard.mjs). */
const GUARD_PRELOAD = pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'renderer-guard-preload.mjs')).href;
/** Where develop reports when it last finished sourcing (site/src/build/preview/data-layer.ts). */
export const STATUS_PATH = '/__kastell/preview-status';
/** A cold start sources everything and compiles the renderer: minutes on two cores. */
const READY_TIMEOUT_MS = 10 * 60_000;
/** A refresh re-sources the changed entries: seconds. Longer means something is wrong. */
const REFRESH_TIMEOUT_MS = 90_000;
const POLL_MS = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `gatsby develop` for the preview. `islandScripts` are the live site's island runtime files (served beside
 * the preview pages); `port` is where develop listens on 127.0.0.1. Resolves at once; `ready()` resolves when the
 * first sourcing is done and a page can be rendered. Output goes to `.preview/develop.log`.
 */
export function startPreviewDevelop({
  cmsUrl,
  cmsPublicUrl = cmsUrl,
  previewUrl,
  token,
  port,
  islandScripts,
  logFile = path.join(PREVIEW_DIR, 'develop.log'),
}) {
  if (!token) throw new Error('SITE_PREVIEW_TOKEN is not set: the preview cannot read drafts.');
  const siteDir = ensurePreviewWorkspace();
  const url = `http://127.0.0.1:${port}`;
  // Develop's refresh endpoint answers anyone who can reach it on loopback; the token keeps it to this process.
  const refreshToken = crypto.randomBytes(24).toString('hex');
  // Every request to the renderer needs this one (renderer-guard.mjs): only the preview server and this module have it.
  const gateToken = crypto.randomBytes(32).toString('hex');
  const gateHeaders = { [RENDERER_TOKEN_HEADER]: gateToken };
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  // Appended to: a restarted renderer's log follows the one that stopped.
  const log = fs.openSync(logFile, 'a');
  let logClosed = false;
  const child = spawn(process.execPath, [GATSBY_BIN, 'develop', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: siteDir,
    stdio: ['ignore', log, log],
    // Its own process group: develop starts workers of its own, and stopping the preview stops them all.
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      GATSBY_TELEMETRY_DISABLED: '1',
      CMS_URL: cmsUrl,
      CMS_PUBLIC_URL: cmsPublicUrl,
      SITE_URL: previewUrl,
      SITE_BUILD_TOKEN: token,
      GATSBY_SITE_PREVIEW: 'true',
      GTM_CONTAINER_ID: '',
      GATSBY_EXPERIMENTAL_DEV_SSR: 'true',
      ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
      GATSBY_REFRESH_TOKEN: refreshToken,
      PREVIEW_ISLAND_SCRIPTS: JSON.stringify(islandScripts),
      [RENDERER_TOKEN_ENV]: gateToken,
      [RENDERER_HOST_ENV]: `127.0.0.1:${port}`,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${GUARD_PRELOAD}`].filter(Boolean).join(' '),
    },
  });
  let exited = null;
  /** @type {(reason: string) => void} */
  let markExited = () => undefined;
  /** @type {Promise<string>} */
  const whenExited = new Promise((resolve) => {
    markExited = resolve;
  });
  const killGroup = (signal) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const killOnExit = () => killGroup('SIGKILL');
  process.on('exit', killOnExit);
  child.on('exit', (code, signal) => {
    exited = signal ?? `exit ${code}`;
    process.off('exit', killOnExit);
    // Workers it started may still run: they go with their parent.
    killGroup('SIGKILL');
    markExited(exited);
  });

  const status = async () => {
    const response = await fetch(`${url}${STATUS_PATH}`, { headers: gateHeaders, signal: AbortSignal.timeout(2_000) });
    if (!response.ok) throw new Error(`preview status ${response.status}`);
    return response.json();
  };
  const waitFor = async (done, timeoutMs, what) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`the preview renderer stopped (${exited}); see ${logFile}`);
      const current = await status().catch(() => null);
      if (current && done(current)) return current;
      await sleep(POLL_MS);
    }
    throw new Error(`the preview renderer did not ${what} within ${Math.round(timeoutMs / 1000)} s; see ${logFile}`);
  };

  let readyState = false;
  const ready = waitFor((s) => s.sourcings >= 1, READY_TIMEOUT_MS, 'start').then((s) => {
    readyState = true;
    return s;
  });
  ready.catch(() => undefined);

  // One refresh at a time: a save during a refresh is picked up by the next one (the scheduler queues it).
  let chain = Promise.resolve();
  const refresh = () => {
    const run = chain.then(async () => {
      await ready;
      const before = (await status()).sourcings;
      const response = await fetch(`${url}/__refresh`, {
        method: 'POST',
        headers: { ...gateHeaders, authorization: refreshToken },
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`the preview renderer refused the refresh (${response.status})`);
      return waitFor((s) => s.sourcings > before, REFRESH_TIMEOUT_MS, 'finish a refresh');
    });
    chain = run.catch(() => undefined);
    return run;
  };

  return {
    url,
    /** The renderer's process (its own process group: `process.kill(-pid)` reaches its workers too). */
    pid: child.pid,
    /** What the preview server sends with every request it forwards (the renderer answers nothing else). */
    headers: gateHeaders,
    /** Resolves with how the renderer's process ended (`exit 1`, `SIGKILL` …), asked to or not. */
    exited: whenExited,
    ready: () => ready,
    isReady: () => readyState && !exited,
    refresh,
    status,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const closed = new Promise((resolve) => child.once('exit', resolve));
        killGroup('SIGTERM');
        const killed = setTimeout(() => killGroup('SIGKILL'), 10_000);
        await closed;
        clearTimeout(killed);
      }
      killGroup('SIGKILL'); // workers that outlived their parent
      if (!logClosed) fs.closeSync(log);
      logClosed = true;
    },
  };
}
