/**
 * Hardhat 2's in-process chain for jest: an EIP-1193 provider used
 * through ethers' BrowserProvider, as the site uses a wallet. Each test runs on a snapshot.
 */
import path from 'node:path';
import {
  BrowserProvider,
  ContractFactory,
  type Contract,
  type ContractTransactionResponse,
  type InterfaceAbi,
  type JsonRpcSigner,
} from 'ethers';
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

type Artifact = { abi: InterfaceAbi; bytecode: string };

type Sent = Promise<ContractTransactionResponse>;
/** The token functions the contract tests and the e2e token checks call (ethers types them by name only). */
export type Token = Contract & {
  name(): Promise<string>;
  symbol(): Promise<string>;
  decimals(): Promise<bigint>;
  totalSupply(): Promise<bigint>;
  balanceOf(holder: string): Promise<bigint>;
  owner(): Promise<string>;
  cap(): Promise<bigint>;
  transfer(to: string, amount: bigint): Sent;
  burn(amount: bigint): Sent;
  mint(to: string, amount: bigint): Sent;
};

export function artifact(type: TokenType): Artifact {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`../artifacts/${type}.json`) as Artifact;
}

/** Deploys a token of `type` from `from` with the committed artifact; returns it connected to `from`. */
export async function deploy(type: TokenType, from: JsonRpcSigner, args: unknown[]): Promise<Token> {
  const { abi, bytecode } = artifact(type);
  const factory = new ContractFactory(abi, bytecode, from);
  const contract = (await factory.deploy(...args)) as Token;
  await contract.waitForDeployment();
  return contract;
}
