import { TOKEN_TYPES, type TokenType } from '@app/contracts';
import type { DeployParams } from './deploy-params';
import { EMPTY_DRAFT, STEPS, type Step, type TokenDraft } from './token-draft';
import { DEFAULT_LOCALE } from '@app/routing';

/**
 * What survives back navigation and a reload (session storage, this tab only): the wizard's values and
 * step, and a sent deployment — so a visitor who closes the page while it is pending finds it again.
 * Everything read back is checked: storage is the visitor's to edit.
 */
const DRAFT_KEY = 'token-generator:draft';
const DEPLOYMENT_KEY = 'token-generator:deployment';

export type SavedDraft = { step: Step; draft: TokenDraft };

export type SavedDeployment = {
  txHash: string;
  chainId: number;
  account: string;
  params: DeployParams;
  /** When the transaction was sent (ms since epoch): the 5-minute wait counts from here. */
  sentAt: number;
  locale: string;
  email: string;
  /** Set once the chain confirmed it. */
  contractAddress?: string;
  /** The CMS accepted the report (the e-mail is on its way). */
  reported?: boolean;
};

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const session = (): Store | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the wizard still works, it only forgets on reload
  }
};

function read(store: Store | null, key: string): unknown {
  try {
    const text = store?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function write(store: Store | null, key: string, value: unknown): void {
  try {
    if (value === null) store?.removeItem(key);
    else
      store?.setItem(
        key,
        JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
      );
  } catch {
    /* quota or disabled storage: nothing to do */
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 200) => (typeof v === 'string' && v.length <= max ? v : undefined);
const HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const UINT = /^\d{1,78}$/;

function toDraft(value: unknown): TokenDraft {
  const v = isRecord(value) ? value : {};
  const text = (key: Exclude<keyof TokenDraft, 'riskAccepted' | 'tokenType'>) => str(v[key]) ?? EMPTY_DRAFT[key];
  const tokenType = (TOKEN_TYPES as readonly unknown[]).includes(v.tokenType) ? (v.tokenType as TokenType) : '';
  return {
    name: text('name'),
    symbol: text('symbol'),
    tokenType,
    decimals: text('decimals'),
    supply: text('supply'),
    cap: text('cap'),
    email: text('email'),
    chainId: text('chainId'),
    riskAccepted: v.riskAccepted === true,
  };
}

function toParams(value: unknown): DeployParams | null {
  if (!isRecord(value)) return null;
  const { tokenType, name, symbol, decimals, initialSupply, cap } = value;
  if (!(TOKEN_TYPES as readonly unknown[]).includes(tokenType) || !str(name) || !str(symbol)) return null;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 15) return null;
  if (typeof initialSupply !== 'string' || !UINT.test(initialSupply)) return null;
  if (cap !== null && (typeof cap !== 'string' || !UINT.test(cap))) return null;
  return {
    tokenType: tokenType as TokenType,
    name: name as string,
    symbol: symbol as string,
    decimals,
    initialSupply: BigInt(initialSupply),
    cap: cap === null ? null : BigInt(cap as string),
  };
}

export function loadDraft(store = session()): SavedDraft | null {
  const value = read(store, DRAFT_KEY);
  if (!isRecord(value)) return null;
  const step = (STEPS as readonly unknown[]).includes(value.step) ? (value.step as Step) : 1;
  return { step, draft: toDraft(value.draft) };
}

export const saveDraft = (saved: SavedDraft | null, store = session()) => write(store, DRAFT_KEY, saved);

export function loadDeployment(store = session()): SavedDeployment | null {
  const v = read(store, DEPLOYMENT_KEY);
  if (!isRecord(v)) return null;
  const params = toParams(v.params);
  const txHash = str(v.txHash);
  const account = str(v.account);
  if (!params || !txHash || !HASH.test(txHash) || !account || !ADDRESS.test(account)) return null;
  if (typeof v.chainId !== 'number' || !Number.isSafeInteger(v.chainId) || typeof v.sentAt !== 'number') return null;
  const contractAddress = str(v.contractAddress);
  return {
    txHash,
    chainId: v.chainId,
    account,
    params,
    sentAt: v.sentAt,
    locale: str(v.locale) ?? DEFAULT_LOCALE,
    email: str(v.email, 254) ?? '',
    ...(contractAddress && ADDRESS.test(contractAddress) ? { contractAddress } : {}),
    ...(v.reported === true ? { reported: true } : {}),
  };
}

export const saveDeployment = (saved: SavedDeployment | null, store = session()) => write(store, DEPLOYMENT_KEY, saved);
