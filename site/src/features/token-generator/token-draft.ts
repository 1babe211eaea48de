import type { TokenNetwork } from '@app/contracts';
import {
  TOKEN_FIELDS,
  tokenAmountProblems,
  tokenSchema,
  fieldMessages,
  type TokenInput,
  type ValidationLocale,
} from '@app/validation';

/** The wizard's values: the token fields (as typed) plus the review step's network and risk consent. */
export type TokenDraft = TokenInput & {
  /** Chain id of the target network, as text ('' until chosen). */
  chainId: string;
  riskAccepted: boolean;
};
export type DraftField = keyof TokenDraft;

export const EMPTY_DRAFT: TokenDraft = {
  name: '',
  symbol: '',
  tokenType: '',
  decimals: '15',
  supply: '',
  cap: '',
  email: '',
  chainId: '',
  riskAccepted: false,
};

export const STEPS = [1, 2, 3, 4, 5] as const;
export type Step = (typeof STEPS)[number];

/** product rules §4: 1 name and symbol, 2 type, 3 supply and decimals (and cap), 4 optional e-mail, 5 review. */
export const STEP_FIELDS: Readonly<Record<Step, readonly DraftField[]>> = {
  1: ['name', 'symbol'],
  2: ['tokenType'],
  3: ['supply', 'decimals', 'cap'],
  4: ['email'],
  5: ['chainId', 'riskAccepted'],
};

export type Translate = (key: string, values?: Record<string, unknown>) => string;
export type FieldErrors = Partial<Record<DraftField, string>>;

const tokenFields = (fields: readonly DraftField[]) =>
  fields.filter((f): f is (typeof TOKEN_FIELDS)[number] => (TOKEN_FIELDS as readonly string[]).includes(f));

/**
 * The first problem of each field of `step`, in the visitor's language: the shared rules of
 * `@app/validation` (labels from the `token` catalogue), the token amount checks, and on the review step
 * a supported network and the risk consent.
 */
export function stepErrors(
  step: Step,
  draft: TokenDraft,
  locale: ValidationLocale,
  t: Translate,
  networks: readonly TokenNetwork[],
): FieldErrors {
  const fields = tokenFields(STEP_FIELDS[step]).filter((f) => f !== 'cap' || draft.tokenType === 'capped');
  const schema = Object.fromEntries(fields.map((f) => [f, tokenSchema[f]!]));
  // Messages name the e-mail field without the label's "(optional)".
  const labels = Object.fromEntries(fields.map((f) => [f, t(`fields.${f}.${f === 'email' ? 'name' : 'label'}`)]));
  const result: FieldErrors = fieldMessages(schema, draft, { locale, labels });
  if (step === 3) {
    for (const [field, problem] of Object.entries(tokenAmountProblems(draft))) {
      result[field as DraftField] ??= t(`errors.${problem}`);
    }
  }
  if (step === 5) {
    if (!networks.some((n) => String(n.chainId) === draft.chainId)) result.chainId = t('errors.networkRequired');
    if (!draft.riskAccepted) result.riskAccepted = t('errors.riskRequired');
  }
  return result;
}

/** The first step with a problem (e.g. after a restored draft), or null when every step is valid. */
export function firstInvalidStep(
  draft: TokenDraft,
  locale: ValidationLocale,
  t: Translate,
  networks: readonly TokenNetwork[],
): Step | null {
  return STEPS.find((step) => Object.keys(stepErrors(step, draft, locale, t, networks)).length > 0) ?? null;
}
