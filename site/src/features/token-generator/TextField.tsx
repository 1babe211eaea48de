import React from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftField } from './token-draft';

type Props = {
  field: Extract<DraftField, 'name' | 'symbol' | 'supply' | 'decimals' | 'cap' | 'email'>;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
} & Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'autoComplete' | 'type' | 'maxLength' | 'required' | 'pattern'
>;

/** A labelled text input with its help text and, when invalid, its message (both linked to the input). */
export function TextField({ field, value, error, onChange, onBlur, ...input }: Props) {
  const { t } = useTranslation('token');
  const id = `token-${field}`;
  return (
    <div className="token-field">
      <label htmlFor={id}>{t(`fields.${field}.label`)}</label>
      <input
        id={id}
        name={field}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error !== undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        spellCheck={false}
        {...input}
      />
      <p id={`${id}-help`} className="token-field__help">
        {t(`fields.${field}.help`)}
      </p>
      {error && (
        <p id={`${id}-error`} className="token-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
