import { EMPTY_DRAFT, type DraftField, type FieldErrors, type Step, type TokenDraft } from './token-draft';

/** The form part of the wizard: which step, the values, the errors shown, and whether deploying began. */
export type WizardState = { step: Step; draft: TokenDraft; errors: FieldErrors; stage: 'form' | 'deploy' };

export type WizardAction =
  | { type: 'change'; field: DraftField; value: string | boolean }
  | { type: 'errors'; errors: FieldErrors }
  | { type: 'goto'; step: Step }
  | { type: 'deploy' }
  | { type: 'edit' }
  | { type: 'restart' };

export const initialWizard = (step: Step = 1, draft: TokenDraft = EMPTY_DRAFT): WizardState => ({
  step,
  draft,
  errors: {},
  stage: 'form',
});

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'change': {
      const draft = { ...state.draft, [action.field]: action.value };
      // Amounts depend on each other: a changed supply, decimals or type re-judges the cap later.
      return { ...state, draft };
    }
    case 'errors':
      return { ...state, errors: action.errors };
    case 'goto':
      return { ...state, step: action.step, errors: {}, stage: 'form' };
    case 'deploy':
      return { ...state, stage: 'deploy', errors: {} };
    case 'edit':
      return { ...state, stage: 'form', step: 5 };
    case 'restart':
      return initialWizard();
  }
}
