/**
 * A browser wallet for end-to-end tests, without MetaMask: an EIP-1193 provider injected into the page
 * (announced through EIP-6963, also as window.ethereum) whose requests Playwright forwards to the local
 * Hardhat node, answering what a wallet answers itself (accounts, permission prompts, watchAsset) and
 * playing the visitor's "reject" where a test asks for it. Errors travel as { code, message, data } so
 * EIP-1193 codes (4001) and revert data reach the page intact.
 */
import type { Page } from '@playwright/test';

export const HARDHAT_URL = process.env.HARDHAT_URL ?? 'http://127.0.0.1:8545';

/** Hardhat's default accounts #0 and #7 (public test keys; unlocked on the node). */
export const RICH_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const POOR_ACCOUNT = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';

export type WalletOptions = {
  account?: string;
  /** The visitor declines the connection request. */
  rejectConnect?: boolean;
  /** The visitor declines the deployment transaction. */
  rejectTransaction?: boolean;
};

type RpcAnswer = { result?: unknown; error?: { code: number; message: string; data?: unknown } };

/** One JSON-RPC call to the Hardhat node. */
export async function chainRpc(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(HARDHAT_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as RpcAnswer;
  if (body.error) throw Object.assign(new Error(body.error.message), body.error);
  return body.result;
}

const rejected = (message: string): RpcAnswer => ({ error: { code: 4001, message } });

/** What the test wallet answers itself; everything else goes to the chain. */
async function answer(options: WalletOptions, method: string, params: unknown[]): Promise<RpcAnswer> {
  const account = options.account ?? RICH_ACCOUNT;
  switch (method) {
    case 'eth_requestAccounts':
      return options.rejectConnect ? rejected('User rejected the request.') : { result: [account] };
    case 'eth_accounts':
      return { result: options.rejectConnect ? [] : [account] };
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain':
      return { result: null };
    case 'wallet_watchAsset':
      return { result: true };
    case 'eth_sendTransaction':
      if (options.rejectTransaction) return rejected('User denied transaction signature.');
  }
  const response = await fetch(HARDHAT_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as RpcAnswer;
  return body.error ? { error: body.error } : { result: body.result };
}

/** Installs the test wallet in `page` (call before `goto`). */
export async function installWallet(page: Page, options: WalletOptions = {}) {
  await page.exposeFunction('__e2eWallet', (method: string, params: unknown[]) =>
    answer(options, method, params ?? []),
  );
  await page.addInitScript(() => {
    type Bridge = (method: string, params: unknown[]) => Promise<RpcAnswer>;
    // Looked up per call: the exposed binding is the test's, bridged to Node.
    const bridge: Bridge = (method, params) =>
      (window as unknown as { __e2eWallet: Bridge }).__e2eWallet(method, params);
    const provider = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const { result, error } = await bridge(
          method,
          Array.isArray(params) ? params : params === undefined ? [] : [params],
        );
        if (error) throw Object.assign(new Error(error.message), error);
        return result;
      },
      on: () => provider,
      removeListener: () => provider,
    };
    (window as unknown as { ethereum: unknown }).ethereum = provider;
    const info = {
      uuid: 'a8b1e2e0-7f0e-4a46-9d3b-e2e000000001',
      name: 'E2E Wallet',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      rdns: 'test.e2e.wallet',
    };
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  });
}
