import React from 'react';
import { useTranslation } from 'react-i18next';
import { TOKEN_TYPES, type TokenNetwork } from '@app/contracts';
import { TOKEN_NAME_LENGTH, TOKEN_SYMBOL_MAX_LENGTH } from '@app/validation';
import { PrivacyNote } from '../forms/PrivacyNote';
import { TextField } from './TextField';
import type { DraftField, FieldErrors, TokenDraft } from './token-draft';

export type StepProps = {
  draft: TokenDraft;
  errors: FieldErrors;
  change: (field: DraftField, value: string | boolean) => void;
  blur: (field: DraftField) => void;
};

const text = (props: StepProps, field: 'name' | 'symbol' | 'supply' | 'decimals' | 'cap' | 'email') => ({
  field,
  value: props.draft[field],
  error: props.errors[field],
  onChange: (value: string) => props.change(field, value),
  onBlur: () => props.blur(field),
});

/** Step 1: name and symbol. */
export function NameStep(props: StepProps) {
  return (
    <>
      <TextField {...text(props, 'name')} required maxLength={TOKEN_NAME_LENGTH.max} autoComplete="off" />
      <TextField
        {...text(props, 'symbol')}
        required
        maxLength={TOKEN_SYMBOL_MAX_LENGTH}
        pattern="[A-Za-z0-9]+"
        autoComplete="off"
      />
    </>
  );
}

/** Step 2: the four token types, each explained. */
export function TypeStep({ draft, errors, change }: StepProps) {
  const { t } = useTranslation('token');
  return (
    <fieldset className="token-choices" aria-describedby={errors.tokenType ? 'token-tokenType-error' : undefined}>
      <legend>{t('fields.tokenType.label')}</legend>
      {TOKEN_TYPES.map((type) => (
        <div key={type} className="token-choice">
          <input
            type="radio"
            id={`token-type-${type}`}
            name="tokenType"
            value={type}
            checked={draft.tokenType === type}
            onChange={() => change('tokenType', type)}
            aria-describedby={`token-type-${type}-text`}
          />
          <label htmlFor={`token-type-${type}`}>{t(`types.${type}.title`)}</label>
          <p id={`token-type-${type}-text`} className="token-field__help">
            {t(`types.${type}.text`)}
          </p>
        </div>
      ))}
      {errors.tokenType && (
        <p id="token-tokenType-error" className="token-field__error">
          {errors.tokenType}
        </p>
      )}
    </fieldset>
  );
}

/** Step 3: supply and decimals, and the cap for capped tokens. */
export function SupplyStep(props: StepProps) {
  return (
    <>
      <TextField {...text(props, 'supply')} required inputMode="numeric" pattern="[0-9]+" autoComplete="off" />
      <TextField {...text(props, 'decimals')} required inputMode="numeric" pattern="[0-9]{1,2}" maxLength={2} />
      {props.draft.tokenType === 'capped' && (
        <TextField {...text(props, 'cap')} required inputMode="numeric" pattern="[0-9]+" autoComplete="off" />
      )}
    </>
  );
}

/** Step 4: the optional e-mail address ("send me the details"). */
export function EmailStep(props: StepProps) {
  return (
    <>
      <TextField {...text(props, 'email')} type="email" autoComplete="email" maxLength={254} />
      <PrivacyNote />
    </>
  );
}

/** Step 5: the target network (test networks marked) and the risk consent; the summary comes before it. */
export function ReviewStep({ draft, errors, change, networks }: StepProps & { networks: readonly TokenNetwork[] }) {
  const { t } = useTranslation('token');
  return (
    <>
      <fieldset className="token-choices" aria-describedby={errors.chainId ? 'token-chainId-error' : undefined}>
        <legend>{t('fields.chainId.label')}</legend>
        {networks.map((network) => (
          <div key={network.chainId} className="token-choice">
            <input
              type="radio"
              id={`token-network-${network.key}`}
              name="chainId"
              value={network.chainId}
              checked={draft.chainId === String(network.chainId)}
              onChange={() => change('chainId', String(network.chainId))}
              aria-describedby={`token-network-${network.key}-text`}
            />
            <label htmlFor={`token-network-${network.key}`}>
              {network.name}
              {network.testnet && <span className="token-badge">{t('review.testnetBadge')}</span>}
            </label>
            <p id={`token-network-${network.key}-text`} className="token-field__help">
              {t(network.testnet ? 'review.testnet' : 'review.mainnet')}
            </p>
          </div>
        ))}
        {errors.chainId && (
          <p id="token-chainId-error" className="token-field__error">
            {errors.chainId}
          </p>
        )}
      </fieldset>
      <div className="token-field token-field--check">
        <input
          type="checkbox"
          id="token-riskAccepted"
          checked={draft.riskAccepted}
          onChange={(event) => change('riskAccepted', event.target.checked)}
          aria-invalid={errors.riskAccepted !== undefined}
          aria-describedby={errors.riskAccepted ? 'token-riskAccepted-error' : undefined}
        />
        <label htmlFor="token-riskAccepted">{t('fields.riskAccepted.label')}</label>
        {errors.riskAccepted && (
          <p id="token-riskAccepted-error" className="token-field__error">
            {errors.riskAccepted}
          </p>
        )}
      </div>
    </>
  );
}
