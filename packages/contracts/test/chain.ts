/**
 * Hardhat 2's in-process chain for jest (RECIPES "Token generator toolchain"): an EIP-1193 provider used
 * through ethers' BrowserProvider, as the site uses a wallet. Each test runs on a snapshot.
 */
import path from 'node:path';
import { BrowserProvider, ContractFactory, type Contract, type JsonRpcSigner } from 'ethers';
import type { TokenType } from '../src';

type Eip1193 = { request(args: { method: string; params?: unknown[] }): Promise<unknown> };

let provider: Eip1193 | undefined;

/** The in-process chain (started on first use, configured by hardhat.config.cjs). */
export function chain(): Eip1193 {
  if (!provider) {
    process.env.HARDHAT_CONFIG = path.join(__dirname, '..', 'hardhat.config.cjs');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    provider = (require('hardhat') as { network: { provider: Eip1193 } }).network.provider;
  }
  return provider;
}

/** Runs each test of the file on a fresh snapshot of the chain. */
export function useSnapshots() {
  let id: unknown;
  beforeEach(async () => {
    id = await chain().request({ method: 'evm_snapshot' });
  });
  afterEach(async () => {
    await chain().request({ method: 'evm_revert', params: [id] });
  });
}

export function ethersProvider(): BrowserProvider {
  // Hardhat caches nothing; no polling delay needed for an in-process chain.
  return new BrowserProvider(chain(), undefined, { cacheTimeout: -1, pollingInterval: 10 });
}

export async function signer(index: number): Promise<JsonRpcSigner> {
  return ethersProvider().getSigner(index);
}

type Artifact = { abi: unknown[]; bytecode: string };

export function artifact(type: TokenType): Artifact {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`../artifacts/${type}.json`) as Artifact;
}

/** Deploys a token of `type` from `from` with the committed artifact; returns it connected to `from`. */
export async function deploy(type: TokenType, from: JsonRpcSigner, args: unknown[]): Promise<Contract> {
  const { abi, bytecode } = artifact(type);
  const factory = new ContractFactory(abi as never, bytecode, from);
  const contract = (await factory.deploy(...args)) as Contract;
  await contract.waitForDeployment();
  return contract;
}
