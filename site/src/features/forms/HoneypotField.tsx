import React, { useId } from 'react';
import type { UseFormRegister, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD } from '@app/validation';

/**
 * The trap field for bots (HONEYPOT_FIELD): out of sight, out of the tab order and hidden from assistive
 * technology, so only automated submissions fill it; the CMS then answers success and stores nothing.
 */
export function HoneypotField<V extends FieldValues>({ register }: { register: UseFormRegister<V> }) {
  const { t } = useTranslation('forms');
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD as Path<V>)} />
    </div>
  );
}
