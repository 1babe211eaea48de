/** The parts of EIP-1193 (wallet provider) and EIP-6963 (wallet discovery) the generator uses. */

export type RequestArguments = { method: string; params?: readonly unknown[] | Record<string, unknown> };

export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** EIP-6963 `info` of an announced wallet. */
export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string };
export type WalletOption = { info: WalletInfo; provider: Eip1193Provider };

/** EIP-1193 error codes the generator reacts to. */
export const USER_REJECTED = 4001;
export const UNRECOGNIZED_CHAIN = 4902;
/** MetaMask: a request of the same kind is already waiting in the wallet. */
export const REQUEST_PENDING = -32002;

/**
 * The EIP-1193 code of an error, looking through the wrappers ethers and wallets put around it
 * (`error.error`, `error.info.error`, `error.data.originalError`, `error.cause`).
 */
export function errorCode(error: unknown, depth = 0): number | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  const e = error as Record<string, unknown>;
  if (typeof e.code === 'number') return e.code;
  // ethers v6 names a wallet's 4001 ACTION_REJECTED.
  if (e.code === 'ACTION_REJECTED') return USER_REJECTED;
  const info = e.info as Record<string, unknown> | undefined;
  const data = e.data as Record<string, unknown> | undefined;
  for (const inner of [e.error, info?.error, data?.originalError, e.cause]) {
    const code = errorCode(inner, depth + 1);
    if (code !== undefined) return code;
  }
  return undefined;
}

export const isUserRejection = (error: unknown) => errorCode(error) === USER_REJECTED;

/** Revert data (`0x…`) carried by an error from a wallet or ethers, if any. */
export function revertData(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  const e = error as Record<string, unknown>;
  if (typeof e.data === 'string' && /^0x[0-9a-f]*$/i.test(e.data) && e.data.length >= 10) return e.data;
  const data = e.data as Record<string, unknown> | undefined;
  const info = e.info as Record<string, unknown> | undefined;
  for (const inner of [data, data?.originalError, e.error, info?.error, e.cause]) {
    const found = revertData(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}
