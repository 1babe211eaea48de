import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mapServerError } from '@app/validation';
import { useLocale } from '../../i18n/useLocale';
import { useToasts } from '../toasts/ToastProvider';
import { FormRequestError } from './postForm';

/** What a failed submit turned into: messages shown (on fields or as toasts), or no answer at all. */
export type FailureOutcome = 'shown' | 'unreachable';

/**
 * Shows a failed submit the way product rules §5 and §8 say: server messages for fields the form has go onto those
 * fields (the first one is focused), the rest become error toasts, and when nothing else would show,
 * 'The given data was invalid'. A request that got no answer is reported back for the form to explain,
 * keeping what the visitor typed. `fields` must keep its identity between renders.
 */
export function useServerErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: readonly Path<V>[],
): (error: unknown) => FailureOutcome {
  const toasts = useToasts();
  const locale = useLocale();
  const { t } = useTranslation('forms');
  const { setError } = form;
  return useCallback(
    (error: unknown) => {
      if (error instanceof FormRequestError && error.unreachable) return 'unreachable';
      if (error instanceof FormRequestError && error.status === 429) {
        // The limiter answers in English only; the catalogue says it in the page's language.
        toasts.open({ type: 'error', message: t('tooManyRequests') });
        return 'shown';
      }
      const mapped = mapServerError(error instanceof FormRequestError ? error.response : error, fields, { locale });
      const failed = fields.filter((field) => mapped.fieldErrors[field] !== undefined);
      failed.forEach((field, index) =>
        setError(field, { type: 'server', message: mapped.fieldErrors[field] }, { shouldFocus: index === 0 }),
      );
      for (const message of mapped.toasts) toasts.open({ type: 'error', message });
      return 'shown';
    },
    [fields, locale, setError, t, toasts],
  );
}
