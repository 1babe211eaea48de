/**
 * The generator's four token types (product rules §3, step-2 values) and the contract each one deploys.
 * Names of the contracts and their source files are those of `contracts/*.sol`.
 */
export const TOKEN_TYPES = ['fixed', 'fixedBurn', 'uncapped', 'capped'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export type TokenTypeInfo = {
  /** Solidity contract name, also the artifact's file name. */
  contractName: 'FixedToken' | 'FixedBurnableToken' | 'UncappedToken' | 'CappedToken';
  /** Source unit name in the standard-JSON compiler input (what an explorer asks for). */
  sourceName: string;
  /** Holders can burn their own tokens. */
  burnable: boolean;
  /** The owner can mint more after deployment. */
  mintable: boolean;
  /** Minting is limited by a cap fixed at deployment (an extra constructor argument). */
  capped: boolean;
};

const info = (
  contractName: TokenTypeInfo['contractName'],
  flags: Pick<TokenTypeInfo, 'burnable' | 'mintable' | 'capped'>,
): TokenTypeInfo => ({ contractName, sourceName: `contracts/${contractName}.sol`, ...flags });

export const TOKEN_TYPE_INFO: Readonly<Record<TokenType, TokenTypeInfo>> = {
  fixed: info('FixedToken', { burnable: false, mintable: false, capped: false }),
  fixedBurn: info('FixedBurnableToken', { burnable: true, mintable: false, capped: false }),
  uncapped: info('UncappedToken', { burnable: false, mintable: true, capped: false }),
  capped: info('CappedToken', { burnable: false, mintable: true, capped: true }),
};

export function isTokenType(value: unknown): value is TokenType {
  return typeof value === 'string' && (TOKEN_TYPES as readonly string[]).includes(value);
}
