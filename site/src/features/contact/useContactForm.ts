import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contactSchema } from '@app/validation';
import { useLocale } from '../../i18n/useLocale';
import { postForm } from '../forms/postForm';
import { useServerErrors } from '../forms/useServerErrors';
import { useSharedForm } from '../forms/useSharedForm';
import { contactDefaults, VISIBLE_CONTACT_FIELDS, type ContactValues } from './contact-values';
import { CONTACT_TOPIC_EVENT } from './topic-event';

export type ContactFormOptions = {
  /** `{cms}/api/contact`. */
  endpoint: string;
  /** A topic slug to preselect (from `?topic=` or the booking dialog). */
  initialTopic?: string;
  /** The browser's `fetch` unless given (tests pass a fake). */
  fetch?: typeof fetch;
};

/** `idle` before and while sending; `sent` after the CMS accepted; `unreachable` when no answer came. */
export type ContactStatus = 'idle' | 'sent' | 'unreachable';

/** A changed country changes what a valid number is: check the number again once the visitor has typed one. */
function useRevalidatePhone(form: UseFormReturn<ContactValues>): void {
  const { watch, getFieldState, getValues, trigger } = form;
  const country = watch('country');
  useEffect(() => {
    if (getValues('phone') !== '' || getFieldState('phone').isTouched) void trigger('phone');
  }, [country, getFieldState, getValues, trigger]);
}

/** The booking dialog's "call me back" on this page: preselect its topic. */
function useTopicEvents(form: UseFormReturn<ContactValues>): void {
  const { setValue } = form;
  useEffect(() => {
    const onTopic = (event: Event) => {
      const topic = (event as CustomEvent<unknown>).detail;
      if (typeof topic === 'string') setValue('topic', topic, { shouldDirty: true });
    };
    window.addEventListener(CONTACT_TOPIC_EVENT, onTopic);
    return () => window.removeEventListener(CONTACT_TOPIC_EVENT, onTopic);
  }, [setValue]);
}

/** The contact form's state and submit: the shared contact rules (the phone checked for its country), POST to the CMS. */
export function useContactForm({ endpoint, initialTopic, fetch }: ContactFormOptions) {
  const { t } = useTranslation('forms');
  const locale = useLocale();
  const labels = useMemo(
    () => Object.fromEntries(Object.keys(contactSchema).map((field) => [field, t(`contact.fields.${field}`)])),
    [t],
  );
  const defaultValues = useMemo(() => contactDefaults(initialTopic), [initialTopic]);
  const { form, submitting, handleSubmit } = useSharedForm<ContactValues>({
    schema: contactSchema,
    defaultValues,
    labels,
  });
  const showFailure = useServerErrors(form, VISIBLE_CONTACT_FIELDS);
  const [status, setStatus] = useState<ContactStatus>('idle');
  useRevalidatePhone(form);
  useTopicEvents(form);

  const onSubmit = handleSubmit(async (values) => {
    setStatus('idle');
    try {
      // Sent as typed: the CMS trims, normalises the phone number to E.164 and validates again.
      await postForm(endpoint, { ...values, locale, pageUri: window.location.pathname }, { fetch });
    } catch (error) {
      if (showFailure(error) === 'unreachable') setStatus('unreachable');
      return;
    }
    form.reset();
    // Confirmed once, inline where the visitor is (ContactForm focuses it); a toast would say it twice.
    setStatus('sent');
  });

  return { form, labels, locale, status, submitting, onSubmit };
}
