// Building and starting the CMS (Strapi) from the orchestration scripts and tests.
import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR, ROOT, ensureCmsSecrets } from './env.mjs';
import { assertPortFree, run, startProcess, waitForHttp } from './processes.mjs';

const STRAPI_BIN = path.join(ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const BUILD_MARKER = path.join(CMS_DIR, 'dist', 'build', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the compiled CMS (server code and admin panel) is missing or older than its sources. */
export function cmsNeedsBuild() {
  if (!fs.existsSync(BUILD_MARKER) || !fs.existsSync(path.join(CMS_DIR, 'dist', 'src', 'index.js'))) return true;
  const built = fs.statSync(BUILD_MARKER).mtimeMs;
  const sources = ['src', 'config'].map((d) => newestMtime(path.join(CMS_DIR, d)));
  return Math.max(...sources, fs.statSync(path.join(ROOT, 'packages', 'routing', 'dist', 'index.js')).mtimeMs) > built;
}

/** Folders Strapi expects to exist (the local upload provider refuses to start without its folder). */
function ensureCmsFolders() {
  fs.mkdirSync(path.join(CMS_DIR, 'public', 'uploads'), { recursive: true });
}

export async function buildCms() {
  ensureCmsFolders();
  await run(process.execPath, [STRAPI_BIN, 'ts:generate-types'], { cwd: CMS_DIR, env: cmsEnv() });
  await run(process.execPath, [STRAPI_BIN, 'build'], { cwd: CMS_DIR, env: cmsEnv() });
}

/** Environment of the CMS process: secrets (from env or cms/.env) plus overrides. */
export function cmsEnv(overrides = {}) {
  return {
    ...process.env,
    ...ensureCmsSecrets(),
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
    ...overrides,
  };
}

/**
 * Starts `strapi start` (compiled) and resolves once /_health answers. `env` overrides the CMS
 * environment (port, database file, fixtures …); `healthTimeoutMs` bounds the wait (a large seed takes longer).
 * @param {{
 *   host?: string, port?: number, env?: Record<string, string>, stdio?: import('node:child_process').StdioOptions,
 *   healthTimeoutMs?: number,
 * }} [options]
 */
export async function startCms({
  host = '127.0.0.1',
  port = 1337,
  env = {},
  stdio = 'inherit',
  healthTimeoutMs = 180_000,
} = {}) {
  await assertPortFree(host, port);
  ensureCmsFolders();
  const child = startProcess(process.execPath, [STRAPI_BIN, 'start'], {
    cwd: CMS_DIR,
    env: cmsEnv({ HOST: host, PORT: String(port), ...env }),
    stdio,
  });
  await waitForHttp(`http://${host}:${port}/_health`, { timeoutMs: healthTimeoutMs, child });
  return child;
}
