/**
 * A second, short-lived CMS for tests that need another configuration (behind a proxy, a small rate limit) or a
 * restart, without disturbing the shared test CMS: the same build, its own port and throw-away database.
 * Port: TEST_CMS_AUX_PORT, else the test CMS's port + 1.
 */
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { CMS_URL } from './cms';

const ROOT = path.resolve(__dirname, '..', '..');
const STRAPI_BIN = path.join(ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

export const AUX_PORT = Number(process.env.TEST_CMS_AUX_PORT ?? Number(new URL(CMS_URL).port) + 1);
export const AUX_URL = `http://127.0.0.1:${AUX_PORT}`;

/** `strapi start` of the compiled CMS (it reads its secrets from cms/.env or the environment). */
function spawnCms(env: Record<string, string>, stdio: 'pipe' | number): ChildProcess {
  return spawn(process.execPath, [STRAPI_BIN, 'start'], {
    cwd: path.join(ROOT, 'cms'),
    env: {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      BROWSER: 'none',
      HOST: '127.0.0.1',
      PORT: String(AUX_PORT),
      ...env,
    },
    stdio: ['ignore', stdio, stdio],
    detached: true, // its own process group, stopped as a whole
  });
}

const healthy = () =>
  fetch(`${AUX_URL}/_health`, { signal: AbortSignal.timeout(1_000) }).then(
    (r) => r.status === 204,
    () => false,
  );

/** Polls /_health until the CMS answers, it exits, or the time is up. */
async function waitUntilHealthy(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await healthy()) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
    setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 10_000).unref();
  });
}

type Child = { stop(): Promise<void> };

export type AuxCms = {
  url: string;
  dbFile: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
};

/** The environment of an auxiliary CMS on `dbFile` (no fixtures, mail to a closed port) plus `extra`. */
function auxEnvironment(dbFile: string, extra: Record<string, string>): Record<string, string> {
  return {
    DATABASE_FILENAME: dbFile,
    SEED_FIXTURES: 'false',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '9', // nothing listens there: mail stays queued, never reaches anyone
    PUBLIC_URL: AUX_URL,
    SITE_URL: process.env.SITE_URL ?? 'http://localhost:9101',
    ...extra,
  };
}

/** Starts an auxiliary CMS with `env` on a fresh database; resolves once /_health answers. */
export async function startAuxCms(env: Record<string, string>): Promise<AuxCms> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aux-cms-'));
  const dbFile = path.join(dir, 'cms.db');
  const start = async (): Promise<Child> => {
    const log = fs.openSync(path.join(dir, 'cms.log'), 'a');
    const child = spawnCms(auxEnvironment(dbFile, env), log);
    fs.closeSync(log); // the child keeps its own copy
    if (!(await waitUntilHealthy(child, 180_000))) {
      await stopChild(child);
      throw new Error(
        `auxiliary CMS did not start: ${fs.readFileSync(path.join(dir, 'cms.log'), 'utf8').slice(-2000)}`,
      );
    }
    return { stop: () => stopChild(child) };
  };
  let child = await start();
  return {
    url: AUX_URL,
    dbFile,
    async restart() {
      await child.stop();
      child = await start();
    },
    async stop() {
      await child.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Boots a CMS with `env` and reports how it ended: `started` when it answered /_health (it is then stopped),
 * else its exit code and output.
 */
export async function bootOutcome(
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<{ started: boolean; code: number | null; output: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aux-cms-boot-'));
  const child = spawnCms(auxEnvironment(path.join(dir, 'cms.db'), env), 'pipe');
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = await waitUntilHealthy(child, timeoutMs);
  await stopChild(child);
  const code = await exited;
  fs.rmSync(dir, { recursive: true, force: true });
  return { started, code, output };
}
