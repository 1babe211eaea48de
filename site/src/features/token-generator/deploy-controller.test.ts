/** @jest-environment node */
// The deploy flow after the review step, against a scripted EIP-1193 wallet and the real ethers client:
// every failure product rules §4/§8 name, and every other wallet or chain failure, ends in a phase with a way on.
import { AbiCoder, Interface } from 'ethers';
import { DEPLOY_WAIT_MS, localNetwork, supportedNetworks, type TokenNetwork } from '@app/contracts';
import { createChainClient, decodeRevert } from './chain-client';
import { createDeployController, type ControllerState, type DeployRequest } from './deploy-controller';
import { loadArtifact } from './deploy-params';
import type { SavedDeployment } from './storage';
import {
  BASE_FEE,
  CONTRACT,
  GAS,
  OTHER,
  OWNER,
  PRIORITY_FEE,
  TX_HASH,
  rpcError,
  stubWallet,
  type StubWallet,
} from './test-support/stub-wallet';

const [MAINNET, SEPOLIA] = supportedNetworks() as [TokenNetwork, TokenNetwork];
const LOCAL = localNetwork('http://127.0.0.1:8530');
const NETWORKS = [MAINNET, SEPOLIA, LOCAL];
const ETH = 10n ** 18n;

const REQUEST: DeployRequest = {
  params: {
    tokenType: 'capped',
    name: 'Mainz Voucher',
    symbol: 'MZV',
    decimals: 2,
    initialSupply: 100_000_000n,
    cap: 200_000_000n,
  },
  network: MAINNET,
  locale: 'de',
  email: 'owner@example.com',
};

type Setup = {
  wallet: StubWallet;
  states: ControllerState[];
  saved: Array<SavedDeployment | null>;
  report: jest.Mock;
  onDeployed: jest.Mock;
  controller: ReturnType<typeof createDeployController>;
};

const live: Array<{ dispose(): void }> = [];

function setup(
  wallet = stubWallet(),
  { wallets = [wallet], report = jest.fn(async () => undefined), onDeployed = jest.fn() } = {},
): Setup {
  const states: ControllerState[] = [];
  const saved: Array<SavedDeployment | null> = [];
  const controller = createDeployController({
    discover: async () =>
      wallets.map((w, i) => ({
        info: { uuid: `w${i}`, name: `Wallet ${i}`, icon: '', rdns: `w${i}` },
        provider: w.provider,
      })),
    createChain: async (provider) => createChainClient(provider),
    loadArtifact,
    decodeRevert,
    saveDeployment: (d) => saved.push(d),
    report,
    onChange: (s) => states.push(s),
    onDeployed,
    networks: NETWORKS,
    pollMs: 5,
    slowPollMs: 5,
  });
  live.push(controller);
  return { wallet, states, saved, report, onDeployed, controller };
}

const phase = (s: Setup) => s.controller.getState().phase;
const until = async (s: Setup, kind: string) => {
  for (let i = 0; i < 400 && phase(s).kind !== kind; i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(phase(s).kind).toBe(kind);
};

afterEach(() => {
  live.splice(0).forEach((c) => c.dispose());
  jest.restoreAllMocks();
});

describe('the way through', () => {
  it('connects, checks network and balance, shows the fee, deploys, waits and succeeds', async () => {
    const s = setup();
    await s.controller.start(REQUEST);
    expect(phase(s)).toEqual({ kind: 'ready', balanceWei: ETH, feeWei: GAS * (2n * BASE_FEE + PRIORITY_FEE) });
    expect(s.controller.getState().account).toBe(OWNER);
    expect(s.wallet.callsOf('eth_sendTransaction')).toHaveLength(0); // nothing is signed before "Deploy"

    await s.controller.deploy();
    const sent = s.wallet.callsOf('eth_sendTransaction')[0]!.params[0] as { from: string; data: string; to?: string };
    expect(sent.from.toLowerCase()).toBe(OWNER.toLowerCase());
    expect(sent.to).toBeUndefined();
    const { abi, bytecode } = await loadArtifact('capped');
    expect(sent.data.startsWith(bytecode)).toBe(true);
    const types = new Interface(abi).deploy.inputs;
    const args = AbiCoder.defaultAbiCoder().decode(types, `0x${sent.data.slice(bytecode.length)}`);
    expect([...args]).toEqual(['Mainz Voucher', 'MZV', 2n, 100_000_000n, 200_000_000n]);
    expect(phase(s)).toMatchObject({ kind: 'pending', deployment: { txHash: TX_HASH, chainId: 1, account: OWNER } });
    expect(s.saved.at(-1)).toMatchObject({ txHash: TX_HASH, email: 'owner@example.com', locale: 'de' });

    s.wallet.mine(CONTRACT);
    await until(s, 'success');
    expect(phase(s)).toMatchObject({ deployment: { contractAddress: CONTRACT }, report: expect.any(String) });
    await until(s, 'success');
    await new Promise((r) => setTimeout(r, 10));
    expect(s.report).toHaveBeenCalledWith(expect.objectContaining({ contractAddress: CONTRACT, txHash: TX_HASH }));
    expect(phase(s)).toMatchObject({ report: 'sent', deployment: { reported: true } });
    expect(s.saved.at(-1)).toMatchObject({ contractAddress: CONTRACT, reported: true });
  });

  it('tells the page once when the chain confirms the deployment, not again for one restored as done', async () => {
    const s = setup();
    await s.controller.start(REQUEST);
    await s.controller.deploy();
    expect(s.onDeployed).not.toHaveBeenCalled(); // sent is not deployed
    s.wallet.mine(CONTRACT);
    await until(s, 'success');
    expect(s.onDeployed).toHaveBeenCalledTimes(1);
    expect(s.onDeployed).toHaveBeenCalledWith(
      expect.objectContaining({ chainId: 1, contractAddress: CONTRACT, params: REQUEST.params }),
    );

    const reloaded = setup();
    await reloaded.controller.resume(s.saved.at(-1)!);
    await until(reloaded, 'success');
    expect(reloaded.onDeployed).not.toHaveBeenCalled();
  });

  it('adds the token to the wallet (wallet_watchAsset) with its address, symbol and decimals', async () => {
    const s = setup();
    await s.controller.start(REQUEST);
    await s.controller.deploy();
    s.wallet.mine();
    await until(s, 'success');
    await s.controller.addToWallet();
    expect(s.wallet.callsOf('wallet_watchAsset')[0]!.params[0]).toEqual({
      type: 'ERC20',
      options: { address: CONTRACT, symbol: 'MZV', decimals: 2 },
    });
    expect(phase(s)).toMatchObject({ watch: 'added' });
  });

  it('lets the visitor choose when several wallets announce themselves (EIP-6963)', async () => {
    const first = stubWallet();
    const second = stubWallet({ accounts: [OTHER] });
    const s = setup(first, { wallets: [first, second] });
    await s.controller.start(REQUEST);
    expect(phase(s)).toEqual({
      kind: 'choose-wallet',
      wallets: [expect.objectContaining({ name: 'Wallet 0' }), expect.objectContaining({ name: 'Wallet 1' })],
    });
    await s.controller.chooseWallet('w1');
    expect(phase(s).kind).toBe('ready');
    expect(s.controller.getState().account).toBe(OTHER);
    expect(first.calls).toHaveLength(0);
  });
});

describe('failures, each with a way on', () => {
  it('no wallet extension: says so, and continues once one is there', async () => {
    const wallet = stubWallet();
    const wallets: StubWallet[] = [];
    const s = setup(wallet, { wallets });
    await s.controller.start(REQUEST);
    expect(phase(s)).toEqual({ kind: 'no-wallet' });
    wallets.push(wallet);
    await s.controller.retry();
    expect(phase(s).kind).toBe('ready');
  });

  it('connection rejected (4001): offers to try again', async () => {
    const s = setup();
    s.wallet.answer('eth_requestAccounts', () => {
      throw rpcError(4001, 'User rejected the request.');
    });
    await s.controller.start(REQUEST);
    expect(phase(s)).toEqual({ kind: 'connect-rejected' });
    s.wallet.restore('eth_requestAccounts');
    await s.controller.retry();
    expect(phase(s).kind).toBe('ready');
  });

  it('a connection request already open in the wallet (-32002): asks to look at the wallet', async () => {
    const s = setup();
    s.wallet.answer('eth_requestAccounts', () => {
      throw rpcError(-32002, 'Request already pending');
    });
    await s.controller.start(REQUEST);
    expect(phase(s)).toEqual({ kind: 'connect-waiting' });
  });

  it('wrong network: offers the switch, and goes on once the wallet is there', async () => {
    const s = setup(stubWallet({ chainId: 137 }));
    await s.controller.start({ ...REQUEST, network: SEPOLIA });
    expect(phase(s)).toEqual({ kind: 'wrong-network', current: 137 });
    await s.controller.switchNetwork();
    expect(s.wallet.callsOf('wallet_switchEthereumChain')[0]!.params).toEqual([{ chainId: '0xaa36a7' }]);
    expect(phase(s).kind).toBe('ready');
  });

  it('wrong network, switch refused (4001): says so and keeps the switch on offer', async () => {
    const s = setup(stubWallet({ chainId: 137 }));
    s.wallet.answer('wallet_switchEthereumChain', () => {
      throw rpcError(4001, 'User rejected the request.');
    });
    await s.controller.start(REQUEST);
    await s.controller.switchNetwork();
    expect(phase(s)).toEqual({ kind: 'switch-failed', rejected: true });
    s.wallet.switchChainByHand(1); // the visitor switches in the wallet instead
    await until(s, 'ready');
  });

  it('a chain the wallet does not know (4902) is added when it has an RPC URL (local test chain)', async () => {
    const s = setup();
    s.wallet.answer('wallet_switchEthereumChain', () => {
      throw rpcError(4902, 'Unrecognized chain ID');
    });
    await s.controller.start({ ...REQUEST, network: LOCAL });
    await s.controller.switchNetwork();
    expect(s.wallet.callsOf('wallet_addEthereumChain')[0]!.params[0]).toMatchObject({
      chainId: '0x7a69',
      rpcUrls: ['http://127.0.0.1:8530'],
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
    });
    await until(s, 'ready');
  });

  it('too little ETH (< 0.25): shows the balance; "check again" after a top-up goes on', async () => {
    const s = setup(stubWallet({ balance: ETH / 10n }));
    await s.controller.start(REQUEST);
    expect(phase(s)).toEqual({ kind: 'poor', balanceWei: ETH / 10n });
    s.wallet.state.balance = ETH / 4n; // exactly the minimum is enough
    await s.controller.recheck();
    expect(phase(s)).toMatchObject({ kind: 'ready', balanceWei: ETH / 4n });
  });

  it('transaction rejected in the wallet (4001): nothing saved, "deploy" is offered again', async () => {
    const s = setup();
    s.wallet.answer('eth_sendTransaction', () => {
      throw rpcError(4001, 'User denied transaction signature.');
    });
    await s.controller.start(REQUEST);
    await s.controller.deploy();
    expect(phase(s)).toEqual({ kind: 'tx-rejected' });
    expect(s.saved).toEqual([]);
    s.wallet.restore('eth_sendTransaction');
    await s.controller.retry();
    await s.controller.deploy();
    expect(phase(s).kind).toBe('pending');
  });

  it('the chain reverts: decodes the contract custom error', async () => {
    const s = setup();
    const { abi } = await loadArtifact('capped');
    const data = new Interface(abi).encodeErrorResult('ERC20ExceededCap', [300n, 200n]);
    s.wallet.answer('eth_estimateGas', () => {
      throw rpcError(3, 'execution reverted', data);
    });
    await s.controller.start(REQUEST);
    expect(phase(s)).toEqual({ kind: 'reverted', reason: { name: 'ERC20ExceededCap', args: ['300', '200'] } });
  });

  it('a deployment mined but failed on chain: says so and forgets it', async () => {
    const s = setup();
    await s.controller.start(REQUEST);
    await s.controller.deploy();
    s.wallet.mine(null, '0x0');
    await until(s, 'mined-reverted');
    expect(s.saved.at(-1)).toBeNull();
  });

  it('an unknown wallet error is shown with its text, and "try again" starts over', async () => {
    const s = setup();
    s.wallet.answer('eth_getBalance', () => {
      throw rpcError(-32603, 'Internal JSON-RPC error.');
    });
    await s.controller.start(REQUEST);
    expect(phase(s)).toMatchObject({ kind: 'failed', detail: expect.stringContaining('Internal JSON-RPC error') });
  });
});

describe('the wallet changes mid-flow', () => {
  it('another account: checked again (here too poor), and the page is told', async () => {
    const s = setup();
    await s.controller.start(REQUEST);
    s.wallet.state.balance = 0n;
    s.wallet.switchAccount([OTHER]);
    await until(s, 'poor');
    expect(s.controller.getState()).toMatchObject({ account: OTHER, notice: 'account-changed' });
  });

  it('all accounts disconnected: asks to connect again', async () => {
    const s = setup();
    await s.controller.start(REQUEST);
    s.wallet.switchAccount([]);
    await until(s, 'disconnected');
    expect(s.controller.getState().account).toBeNull();
  });

  it('another network: a fresh provider, then the wrong-network offer', async () => {
    const s = setup();
    await s.controller.start(REQUEST);
    s.wallet.switchChainByHand(11155111);
    await until(s, 'wrong-network');
    expect(s.controller.getState()).toMatchObject({ phase: { current: 11155111 }, notice: 'network-changed' });
    s.wallet.switchChainByHand(1);
    await until(s, 'ready');
  });

  it('another network while pending: keeps waiting and says where the transaction is', async () => {
    const s = setup();
    await s.controller.start(REQUEST);
    await s.controller.deploy();
    s.wallet.switchChainByHand(11155111);
    await new Promise((r) => setTimeout(r, 30));
    expect(phase(s)).toMatchObject({ kind: 'pending', otherChain: true });
    s.wallet.mine();
    s.wallet.switchChainByHand(1);
    await until(s, 'success');
  });
});

describe('waiting (product rules §9: up to 5 minutes)', () => {
  it('after 5 minutes without a receipt: "still pending" (not an error), then success when it comes', async () => {
    const s = setup();
    await s.controller.start(REQUEST);
    await s.controller.deploy();
    expect(phase(s).kind).toBe('pending');
    const t0 = (phase(s) as { deployment: SavedDeployment }).deployment.sentAt;
    jest.spyOn(Date, 'now').mockReturnValue(t0 + DEPLOY_WAIT_MS - 1_000);
    await new Promise((r) => setTimeout(r, 30));
    expect(phase(s).kind).toBe('pending');
    jest.spyOn(Date, 'now').mockReturnValue(t0 + DEPLOY_WAIT_MS + 1);
    await until(s, 'still-pending');
    expect(phase(s)).toMatchObject({ deployment: { txHash: TX_HASH } });
    s.wallet.mine();
    await until(s, 'success');
  });

  it('picks up a deployment left pending when the page was closed (session storage)', async () => {
    const s = setup();
    const deployment: SavedDeployment = {
      txHash: TX_HASH,
      chainId: 1,
      account: OWNER,
      params: REQUEST.params,
      sentAt: Date.now() - 60_000,
      locale: 'en',
      email: '',
    };
    await s.controller.resume(deployment);
    expect(phase(s)).toMatchObject({ kind: 'pending', deployment: { txHash: TX_HASH } });
    expect(s.wallet.callsOf('eth_requestAccounts')).toHaveLength(0); // no new connection prompt
    s.wallet.mine();
    await until(s, 'success');
    expect(s.report).not.toHaveBeenCalled(); // no e-mail given
  });

  it('a deployment older than 5 minutes is "still pending" right away after a reload', async () => {
    const s = setup();
    await s.controller.resume({
      txHash: TX_HASH,
      chainId: 1,
      account: OWNER,
      params: REQUEST.params,
      sentAt: Date.now() - DEPLOY_WAIT_MS - 5_000,
      locale: 'en',
      email: '',
    });
    await until(s, 'still-pending');
  });
});

describe('the e-mail report', () => {
  it('a failed report is shown and can be sent again; the token is deployed either way', async () => {
    const report = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const s = setup(stubWallet(), { report });
    await s.controller.start(REQUEST);
    await s.controller.deploy();
    s.wallet.mine();
    await until(s, 'success');
    await new Promise((r) => setTimeout(r, 10));
    expect(phase(s)).toMatchObject({ kind: 'success', report: 'failed' });
    await s.controller.retryReport();
    expect(phase(s)).toMatchObject({ report: 'sent' });
    expect(report).toHaveBeenCalledTimes(2);
  });
});
