import { MAX_DECIMALS, MAX_UINT256, MIN_DECIMALS, TOKEN_TYPES, type TokenType } from '@app/contracts';
import type { Schema } from './rules';

/**
 * The token generator's fields (product rules §3, §5), validated by the wizard while the visitor types and again by
 * the CMS when a deployment is reported.
 *
 * Bounds chosen for the generator (docs/architecture.md "Token generator"):
 * - name: 2–50 characters; letters of any script, digits, spaces and . , & ' ( ) + -; starts with a
 *   letter or digit. Wallets and explorers show it as is, so no markup characters.
 * - symbol: 1–11 letters A–Z/a–z or digits: the limit MetaMask applies when a token is added to it
 *   (`wallet_watchAsset`).
 * - decimals: a whole number from 0 to 15 (product rules §5).
 * - supply and cap: positive whole numbers of whole tokens, digits only; times 10^decimals they must fit
 *   a uint256, the contract's number type. The cap (capped tokens only) is at least the supply.
 * - email: optional.
 */
export const TOKEN_NAME_LENGTH = { min: 2, max: 50 } as const;
export const TOKEN_SYMBOL_MAX_LENGTH = 11;
/** uint256 has 78 decimal digits; longer input is refused before any arithmetic. */
const MAX_AMOUNT_DIGITS = 78;

export const TOKEN_FIELDS = ['name', 'symbol', 'tokenType', 'decimals', 'supply', 'cap', 'email'] as const;
export type TokenField = (typeof TOKEN_FIELDS)[number];

/** What the visitor enters, as text (as the form holds it). `cap` is ignored unless the type is capped. */
export type TokenInput = {
  name: string;
  symbol: string;
  tokenType: TokenType | '';
  decimals: string;
  supply: string;
  cap: string;
  email: string;
};

export const tokenSchema: Schema = {
  name: {
    required: true,
    min: TOKEN_NAME_LENGTH.min,
    max: TOKEN_NAME_LENGTH.max,
    pattern: "[\\p{L}\\p{N}][\\p{L}\\p{N} .,&'()+\\-]*",
  },
  symbol: { required: true, max: TOKEN_SYMBOL_MAX_LENGTH, pattern: '[A-Za-z0-9]+' },
  tokenType: { required: true, max: 20, pattern: TOKEN_TYPES.join('|') },
  decimals: { required: true, pattern: '\\d{1,2}', between: [MIN_DECIMALS, MAX_DECIMALS] },
  supply: { required: true, max: MAX_AMOUNT_DIGITS, pattern: `\\d{1,${MAX_AMOUNT_DIGITS}}` },
  cap: { max: MAX_AMOUNT_DIGITS, pattern: `\\d{1,${MAX_AMOUNT_DIGITS}}` },
  email: { email: true, max: 254 },
};

/** Token-specific problems the generic rules cannot express; their wording is in the `token` catalogue. */
export type TokenAmountProblem = 'notPositive' | 'tooLarge' | 'capRequired' | 'capBelowSupply';

const DIGITS = /^\d{1,78}$/;

/** `whole` tokens in the smallest unit (whole × 10^decimals). Expects digits only. */
export function toBaseUnits(whole: string, decimals: number): bigint {
  return BigInt(whole) * 10n ** BigInt(decimals);
}

function amountProblem(value: string, decimals: number): TokenAmountProblem | undefined {
  if (!DIGITS.test(value)) return undefined; // the pattern rule reports it
  const amount = BigInt(value);
  if (amount <= 0n) return 'notPositive';
  return toBaseUnits(value, decimals) > MAX_UINT256 ? 'tooLarge' : undefined;
}

const isDecimals = (value: string) =>
  /^\d{1,2}$/.test(value) && Number(value) >= MIN_DECIMALS && Number(value) <= MAX_DECIMALS;

/**
 * Supply and cap checks that need whole-number arithmetic beyond JavaScript numbers: positive, fitting a
 * uint256 after decimals, a cap for capped tokens that is not below the supply. Fields whose basic format
 * is wrong (or whose decimals are) are left to the schema's messages.
 */
export function tokenAmountProblems(
  values: Pick<TokenInput, 'tokenType' | 'decimals' | 'supply' | 'cap'>,
): Partial<Record<'supply' | 'cap', TokenAmountProblem>> {
  if (!isDecimals(values.decimals)) return {};
  const decimals = Number(values.decimals);
  const problems: Partial<Record<'supply' | 'cap', TokenAmountProblem>> = {};
  const supply = amountProblem(values.supply, decimals);
  if (supply) problems.supply = supply;
  if (values.tokenType !== 'capped') return problems;
  if (values.cap.trim() === '') problems.cap = 'capRequired';
  else {
    const cap = amountProblem(values.cap, decimals);
    if (cap) problems.cap = cap;
    else if (
      DIGITS.test(values.cap) &&
      !supply &&
      DIGITS.test(values.supply) &&
      BigInt(values.cap) < BigInt(values.supply)
    )
      problems.cap = 'capBelowSupply';
  }
  return problems;
}

/**
 * Fields that are present but not text: the wizard sends only strings, a stranger's JSON may send numbers,
 * lists or objects, which the generic rules would judge item by item.
 */
export function nonTextTokenFields(values: Readonly<Record<string, unknown>>): TokenField[] {
  return TOKEN_FIELDS.filter((field) => values[field] !== undefined && typeof values[field] !== 'string');
}
