import { TOKEN_TYPE_INFO, type TokenType } from '@app/contracts';
import { toBaseUnits } from '@app/validation';
import type { InterfaceAbi } from 'ethers';
import type { TokenDraft } from './token-draft';

/** What is deployed: the constructor's values, supply and cap in the token's smallest unit. */
export type DeployParams = {
  tokenType: TokenType;
  name: string;
  symbol: string;
  decimals: number;
  initialSupply: bigint;
  /** Capped tokens only. */
  cap: bigint | null;
};

export type DeployArtifact = { abi: InterfaceAbi; bytecode: string };

/** The deployment a valid draft describes (the draft must have passed every step's validation). */
export function deployParams(draft: TokenDraft): DeployParams {
  const tokenType = draft.tokenType as TokenType;
  const decimals = Number(draft.decimals);
  return {
    tokenType,
    name: draft.name.trim(),
    symbol: draft.symbol.trim(),
    decimals,
    initialSupply: toBaseUnits(draft.supply, decimals),
    cap: TOKEN_TYPE_INFO[tokenType].capped ? toBaseUnits(draft.cap, decimals) : null,
  };
}

/** Constructor arguments in the contracts' order: name, symbol, decimals, initial supply (, cap). */
export function constructorArgs(params: DeployParams): unknown[] {
  const base = [params.name, params.symbol, params.decimals, params.initialSupply];
  return params.cap === null ? base : [...base, params.cap];
}

// One chunk per file: only the chosen type's bytecode (and, on success, its verification input) loads.
const ARTIFACTS: Record<TokenType, () => Promise<{ default: DeployArtifact } | DeployArtifact>> = {
  fixed: () => import('@app/contracts/artifacts/fixed.json'),
  fixedBurn: () => import('@app/contracts/artifacts/fixedBurn.json'),
  uncapped: () => import('@app/contracts/artifacts/uncapped.json'),
  capped: () => import('@app/contracts/artifacts/capped.json'),
};

const INPUTS: Record<TokenType, () => Promise<{ default: unknown } | unknown>> = {
  fixed: () => import('@app/contracts/artifacts/fixed.input.json'),
  fixedBurn: () => import('@app/contracts/artifacts/fixedBurn.input.json'),
  uncapped: () => import('@app/contracts/artifacts/uncapped.input.json'),
  capped: () => import('@app/contracts/artifacts/capped.input.json'),
};

const unwrap = <T>(module: { default: T } | T): T =>
  typeof module === 'object' && module !== null && 'default' in module
    ? (module as { default: T }).default
    : (module as T);

export async function loadArtifact(type: TokenType): Promise<DeployArtifact> {
  return unwrap(await ARTIFACTS[type]());
}

/** The standard-JSON compiler input an explorer needs to verify a deployed token of this type. */
export async function loadStandardJsonInput(type: TokenType): Promise<unknown> {
  return unwrap(await INPUTS[type]());
}
