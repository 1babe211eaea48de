import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD, newsletterSchema, type Schema } from '@app/validation';
import { useLocale } from '../../i18n/useLocale';
import { withoutRequired } from '../forms/constraints';
import { postForm } from '../forms/postForm';
import { useServerErrors } from '../forms/useServerErrors';
import { useSharedForm } from '../forms/useSharedForm';
import { useToasts } from '../toasts/ToastProvider';
import { pushSendForm } from './analytics';

export type JoinListValues = { email: string; [HONEYPOT_FIELD]: string };

export type JoinListFormOptions = {
  /** `{cms}/api/newsletter`. */
  endpoint: string;
  /** The analytics form name (default `subscribe`). */
  formName: string;
  /**
   * Handles the success message instead of the default toast (product rules §8: toast unless the caller handles
   * success).
   */
  onSuccess?: (message: string) => void;
  /**
   * The address may stay empty (an embed where signing up is a side option): an empty address then counts
   * as success without a request (product rules §5). The widget itself requires one.
   */
  emailOptional?: boolean;
  /** Told after every success, e.g. to the controller (auto-close, events, not asking again). */
  onSubmitted: () => void;
  /** The browser's `fetch` unless given (tests pass a fake). */
  fetch?: typeof fetch;
};

/** `sent`: the CMS took the address; `skipped`: success without a request (empty optional address). */
export type JoinListStatus = 'idle' | 'sent' | 'skipped' | 'unreachable';

// Server messages of the newsletter go to toasts, not onto the field (product rules §8 "Newsletter failure").
const NO_FIELDS: readonly [] = [];

/** The newsletter signup: the shared newsletter rules, POST to the CMS, analytics, toast or callback. */
export function useJoinListForm({
  endpoint,
  formName,
  onSuccess,
  emailOptional = false,
  onSubmitted,
  fetch,
}: JoinListFormOptions) {
  const { t } = useTranslation('forms');
  const locale = useLocale();
  const toasts = useToasts();
  const schema = useMemo<Schema>(
    () => ({ email: emailOptional ? withoutRequired(newsletterSchema.email) : newsletterSchema.email }),
    [emailOptional],
  );
  const labels = useMemo(() => ({ email: t('newsletter.fields.email') }), [t]);
  const defaultValues = useMemo<JoinListValues>(() => ({ email: '', [HONEYPOT_FIELD]: '' }), []);
  const { form, submitting, handleSubmit } = useSharedForm<JoinListValues>({ schema, defaultValues, labels });
  const showFailure = useServerErrors(form, NO_FIELDS);
  const [status, setStatus] = useState<JoinListStatus>('idle');

  const onSubmit = handleSubmit(async (values) => {
    setStatus('idle');
    const email = values.email.trim();
    if (email !== '') {
      const body = { email, pageUri: window.location.pathname, locale, [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] };
      try {
        await postForm(endpoint, body, { fetch });
      } catch (error) {
        if (showFailure(error) === 'unreachable') setStatus('unreachable');
        return;
      }
      pushSendForm(formName);
    }
    // product rules §5: with the rules passed, an empty address is reported as success without asking the server.
    setStatus(email === '' ? 'skipped' : 'sent');
    onSubmitted();
    // Double opt-in: the subscription starts with the confirmation link, so "check your inbox", not "subscribed".
    const message = email === '' ? t('joinList.skippedText') : t('common:forms.newsletterCheckInbox');
    if (onSuccess) onSuccess(message);
    else toasts.open({ type: 'success', message });
  });

  return { form, schema, labels, status, submitting, onSubmit };
}
