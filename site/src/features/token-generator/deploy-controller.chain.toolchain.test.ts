/** @jest-environment node */
// The deploy flow on a real EVM: Hardhat 2 in process, behind a thin wallet layer that answers what a
// wallet answers itself. Each token type goes from the controller to the chain and is read back.
import { Contract } from 'ethers';
import { TOKEN_TYPES, localNetwork, type TokenType } from '@app/contracts';
import { chain, ethersProvider, useSnapshots } from '../../../../packages/contracts/test/chain';
import { createChainClient, decodeRevert } from './chain-client';
import { createDeployController, type DeployController } from './deploy-controller';
import { loadArtifact } from './deploy-params';
import type { Eip1193Provider } from './eip1193';

jest.setTimeout(60_000);
useSnapshots();

const LOCAL = localNetwork('http://127.0.0.1:8545');
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Hardhat's provider plus the wallet's own answers (accounts, watchAsset). */
const wallet: Eip1193Provider = {
  async request({ method, params }) {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [OWNER];
    if (method === 'wallet_watchAsset') return true;
    return chain().request({ method, params: params as unknown[] });
  },
};

let controller: DeployController | undefined;
afterEach(() => controller?.dispose());

async function deployThroughController(type: TokenType) {
  controller = createDeployController({
    discover: async () => [{ info: { uuid: 'hh', name: 'Hardhat', icon: '', rdns: 'hh' }, provider: wallet }],
    createChain: async (provider) => createChainClient(provider),
    loadArtifact,
    decodeRevert,
    saveDeployment: () => undefined,
    report: async () => undefined,
    onChange: () => undefined,
    networks: [LOCAL],
    pollMs: 20,
  });
  const params = {
    tokenType: type,
    name: `Chain ${type}`,
    symbol: 'CHN',
    decimals: 15,
    initialSupply: 10n ** 21n,
    cap: type === 'capped' ? 10n ** 22n : null,
  };
  await controller.start({ params, network: LOCAL, locale: 'en', email: '' });
  expect(controller.getState().phase).toMatchObject({ kind: 'ready' });
  await controller.deploy();
  for (let i = 0; i < 200 && controller.getState().phase.kind !== 'success'; i += 1)
    await new Promise((r) => setTimeout(r, 20));
  const phase = controller.getState().phase;
  if (phase.kind !== 'success') throw new Error(`ended in ${phase.kind}`);
  return phase.deployment.contractAddress!;
}

it.each(TOKEN_TYPES)('%s: deployed by the controller, the chain holds what was asked for', async (type) => {
  const address = await deployThroughController(type);
  const { abi } = await loadArtifact(type);
  const token = new Contract(address, abi, ethersProvider()) as unknown as Record<
    'name' | 'decimals' | 'totalSupply' | 'owner' | 'cap',
    () => Promise<unknown>
  >;
  expect(await token.name()).toBe(`Chain ${type}`);
  expect(await token.decimals()).toBe(15n);
  expect(await token.totalSupply()).toBe(10n ** 21n);
  expect(await token.owner()).toBe(OWNER);
  if (type === 'capped') expect(await token.cap()).toBe(10n ** 22n);
});

it('a deployment uses the gas a generator token needs (0.4–1 M)', async () => {
  await deployThroughController('fixed');
  const phase = controller!.getState().phase;
  if (phase.kind !== 'success') throw new Error('not deployed');
  const receipt = (await chain().request({
    method: 'eth_getTransactionReceipt',
    params: [phase.deployment.txHash],
  })) as { gasUsed: string };
  // Deploy gas of a generator token (RECIPES: ≈ 0.55–0.71 M).
  expect(Number(BigInt(receipt.gasUsed))).toBeGreaterThan(400_000);
  expect(Number(BigInt(receipt.gasUsed))).toBeLessThan(1_000_000);
});
