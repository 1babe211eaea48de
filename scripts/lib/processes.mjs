// Child processes of the orchestration scripts: run to completion, start servers, wait for health.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** @typedef {import('node:child_process').ChildProcess & { stop(): Promise<void> }} ManagedProcess */

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
// Detached children survive their parent; make sure none outlives an orchestration script that dies.
process.on('exit', () => {
  for (const child of children) {
    if (child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

/**
 * Fails clearly when another process already listens on the port (e.g. a CMS left running).
 * @param {string} host
 * @param {number} port
 * @returns {Promise<void>}
 */
export function assertPortFree(host, port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} on ${host} is already in use; stop the process using it or choose another port.`)),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/**
 * Runs a command to completion, inheriting stdio; rejects with its exit code.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/**
 * Starts a long-running process in its own process group so it can be stopped with its children.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {ManagedProcess}
 */
export function startProcess(command, args, options = {}) {
  const child = /** @type {ManagedProcess} */ (spawn(command, args, { stdio: 'inherit', detached: true, ...options }));
  const group = child.pid === undefined ? undefined : -child.pid;
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.stop = () =>
    new Promise((resolve) => {
      if (group === undefined || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(group, 'SIGTERM');
      } catch {
        return resolve();
      }
      setTimeout(() => {
        try {
          process.kill(group, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 10_000).unref();
    });
  return child;
}

/**
 * Polls a URL until it answers with one of the expected statuses; fails after the timeout.
 * @param {string} url
 * @param {{ timeoutMs?: number, statuses?: number[], child?: import('node:child_process').ChildProcess }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 120_000, statuses = [200, 204], child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (statuses.includes(response.status)) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs / 1000} s`);
}
