/**
 * A scripted EIP-1193 wallet for unit tests: answers what ethers and the controller ask (accounts, chain,
 * balance, gas, fees, blocks, sending, receipts, switching), records every request, emits wallet events,
 * and lets a test replace any method's answer — e.g. with an EIP-1193 error such as 4001.
 */
import type { Eip1193Provider, RequestArguments } from '../eip1193';

export const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const TX_HASH = `0x${'ab'.repeat(32)}`;
export const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const GAS = 600_000n;
export const BASE_FEE = 10_000_000_000n; // 10 gwei
export const PRIORITY_FEE = 1_000_000_000n; // 1 gwei

const hex = (n: bigint | number) => `0x${n.toString(16)}`;

type Handler = (params: unknown[]) => unknown;
type Listener = (...args: unknown[]) => void;

/** An EIP-1193 error as wallets throw it. */
export const rpcError = (code: number, message: string, data?: string) =>
  Object.assign(new Error(message), { code, ...(data ? { data } : {}) });

export function stubWallet(initial: { chainId?: number; balance?: bigint; accounts?: string[] } = {}) {
  const state = {
    chainId: initial.chainId ?? 1,
    balance: initial.balance ?? 10n ** 18n,
    accounts: initial.accounts ?? [OWNER],
    receipt: null as null | { status: string; contractAddress: string | null },
  };
  const calls: Array<{ method: string; params: unknown[] }> = [];
  const listeners = new Map<string, Set<Listener>>();
  const overrides = new Map<string, Handler>();

  const block = () => ({
    hash: `0x${'11'.repeat(32)}`,
    parentHash: `0x${'22'.repeat(32)}`,
    number: '0x10',
    timestamp: '0x65000000',
    nonce: '0x0000000000000000',
    difficulty: '0x0',
    gasLimit: '0x1c9c380',
    gasUsed: '0x0',
    miner: `0x${'00'.repeat(20)}`,
    extraData: '0x',
    baseFeePerGas: hex(BASE_FEE),
    transactions: [],
  });

  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((l) => l(...args));

  const handlers: Record<string, Handler> = {
    eth_requestAccounts: () => state.accounts,
    eth_accounts: () => state.accounts,
    eth_chainId: () => hex(state.chainId),
    net_version: () => String(state.chainId),
    eth_blockNumber: () => '0x10',
    eth_getBalance: () => hex(state.balance),
    eth_estimateGas: () => hex(GAS),
    eth_gasPrice: () => hex(BASE_FEE + PRIORITY_FEE),
    eth_maxPriorityFeePerGas: () => hex(PRIORITY_FEE),
    eth_getBlockByNumber: () => block(),
    eth_sendTransaction: () => TX_HASH,
    eth_getTransactionReceipt: () => state.receipt,
    wallet_switchEthereumChain: (params) => {
      state.chainId = Number.parseInt((params[0] as { chainId: string }).chainId, 16);
      emit('chainChanged', hex(state.chainId));
      return null;
    },
    wallet_addEthereumChain: (params) => {
      state.chainId = Number.parseInt((params[0] as { chainId: string }).chainId, 16);
      emit('chainChanged', hex(state.chainId));
      return null;
    },
    wallet_watchAsset: () => true,
  };

  const provider: Eip1193Provider = {
    async request({ method, params }: RequestArguments) {
      const list = Array.isArray(params) ? [...params] : params === undefined ? [] : [params];
      calls.push({ method, params: list });
      const handler = overrides.get(method) ?? handlers[method];
      if (!handler) throw rpcError(4200, `stub wallet: ${method} not supported`);
      return handler(list);
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };

  return {
    provider,
    state,
    calls,
    emit,
    /** Replaces a method's answer; a thrown error reaches the caller as the wallet's error. */
    answer(method: string, handler: Handler) {
      overrides.set(method, handler);
    },
    restore(method: string) {
      overrides.delete(method);
    },
    callsOf: (method: string) => calls.filter((c) => c.method === method),
    /** The wallet changes account (EIP-1193 `accountsChanged`). */
    switchAccount(accounts: string[]) {
      state.accounts = accounts;
      emit('accountsChanged', accounts);
    },
    /** The visitor changes network in the wallet (EIP-1193 `chainChanged`). */
    switchChainByHand(chainId: number) {
      state.chainId = chainId;
      emit('chainChanged', hex(chainId));
    },
    mine(contractAddress: string | null = CONTRACT, status = '0x1') {
      state.receipt = { status, contractAddress };
    },
  };
}

export type StubWallet = ReturnType<typeof stubWallet>;

/** A deployment as session storage and the CMS report know it (capped, 15 decimals, amounts beyond 2^53). */
export const SAMPLE_DEPLOYMENT = {
  txHash: TX_HASH,
  chainId: 11155111,
  account: OWNER,
  params: {
    tokenType: 'capped' as const,
    name: 'Mainz Voucher',
    symbol: 'MZV',
    decimals: 15,
    initialSupply: 7n * 10n ** 15n,
    cap: 9n * 10n ** 15n,
  },
  sentAt: 1_700_000_000_000,
  locale: 'de',
  email: 'owner@example.com',
};
