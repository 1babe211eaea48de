import React, { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { contactSchema } from '@app/validation';
import { FormTextField } from '../forms/FormTextField';
import { HoneypotField } from '../forms/HoneypotField';
import { PrivacyNote } from '../forms/PrivacyNote';
import { CountryField } from './CountryField';
import { TopicField } from './TopicField';
import { useContactForm, type ContactFormOptions } from './useContactForm';

type TextFieldName = 'name' | 'lastName' | 'email' | 'phone' | 'website' | 'message';

export type ContactFormProps = ContactFormOptions & {
  /** Focus the first field on mount (the visitor clicked "Write to us" and expects to type). */
  focusOnMount?: boolean;
};

/**
 * The contact form: first and last name, email, phone country and number, website, topic and message,
 * validated with the shared rules while typing and again by the CMS. Success is confirmed once, inline (and
 * focused, so a screen reader reads it); when the CMS cannot be reached, the form says so and keeps what the visitor typed.
 */
export function ContactForm({ focusOnMount = false, ...options }: ContactFormProps) {
  const { t } = useTranslation('forms');
  const { form, labels, locale, status, submitting, onSubmit } = useContactForm(options);
  const { control, register, setFocus } = form;
  const titleId = useId();
  const successRef = useRef<HTMLDivElement>(null);
  const field = (name: TextFieldName) => ({ control, name, label: labels[name] ?? name, rules: contactSchema[name] });

  useEffect(() => {
    if (focusOnMount) setFocus('name');
  }, [focusOnMount, setFocus]);
  useEffect(() => {
    if (status === 'sent') successRef.current?.focus();
  }, [status]);

  return (
    <form className="contact-form" noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
      <h3 id={titleId} className="contact-form__title">
        {t('contact.formLabel')}
      </h3>
      {status === 'sent' && (
        <Alert ref={successRef} tabIndex={-1} severity="success" role="status" className="contact-form__note">
          {t('common:forms.contactSuccess')}
        </Alert>
      )}
      <div className="contact-form__grid">
        <FormTextField {...field('name')} autoComplete="given-name" />
        <FormTextField {...field('lastName')} autoComplete="family-name" />
        <FormTextField {...field('email')} className="contact-form__wide" autoComplete="email" />
        <CountryField control={control} locale={locale} label={labels.country ?? ''} help={t('contact.help.country')} />
        <FormTextField {...field('phone')} type="tel" autoComplete="tel-national" help={t('contact.help.phone')} />
        <FormTextField {...field('website')} autoComplete="url" help={t('contact.help.website')} />
        <TopicField control={control} label={labels.topic ?? ''} />
        <FormTextField
          {...field('message')}
          className="contact-form__wide"
          multiline
          minRows={5}
          help={t('contact.help.message')}
        />
      </div>
      <HoneypotField register={register} />
      <PrivacyNote />
      {status === 'unreachable' && (
        <Alert severity="error" role="alert" className="contact-form__note">
          {t('unreachable')}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" aria-disabled={submitting}>
        {submitting ? t('sending') : t('contact.submit')}
      </Button>
    </form>
  );
}
