// A local Hardhat 2 chain (chain id 31337) for the token generator's end-to-end tests. Started directly
// through Hardhat's CLI entry (`npx` would leave extra processes and a wrong PID), in its own process
// group so stopping it stops everything it started. It compiles nothing: the contracts' artifacts are
// built by packages/contracts with solc-js.
import path from 'node:path';
import { ROOT } from './env.mjs';
import { assertPortFree, startProcess } from './processes.mjs';

const HARDHAT_CLI = path.join(ROOT, 'node_modules', 'hardhat', 'internal', 'cli', 'bootstrap.js');
export const HARDHAT_CONFIG = path.join(ROOT, 'packages', 'contracts', 'hardhat.config.cjs');

/** Sends one JSON-RPC request to the node; resolves with its `result`, rejects with its `error`. */
export async function rpc(url, method, params = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.json();
  if (body.error) throw Object.assign(new Error(body.error.message), body.error);
  return body.result;
}

async function waitForChain(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Hardhat node exited with code ${child.exitCode}`);
    try {
      if ((await rpc(url, 'eth_chainId')) === '0x7a69') return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Hardhat node at ${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts `hardhat node` on host:port and resolves once it answers `eth_chainId`. Returns its URL and
 * `stop()`. Its 20 default accounts hold 10,000 ETH each and are unlocked (eth_sendTransaction works).
 * @param {{ host?: string, port?: number, stdio?: import('node:child_process').StdioOptions, timeoutMs?: number }} [options]
 */
export async function startHardhatNode({ host = '127.0.0.1', port = 8545, stdio = 'ignore', timeoutMs = 60_000 } = {}) {
  await assertPortFree(host, port);
  const child = startProcess(
    process.execPath,
    [HARDHAT_CLI, '--config', HARDHAT_CONFIG, 'node', '--hostname', host, '--port', String(port)],
    { cwd: ROOT, stdio, env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' } },
  );
  const url = `http://${host}:${port}`;
  try {
    await waitForChain(url, child, timeoutMs);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, pid: child.pid, stop: () => child.stop() };
}
