import React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../forms/FormTextField';
import { HoneypotField } from '../forms/HoneypotField';
import { PrivacyNote } from '../forms/PrivacyNote';
import type { useJoinListForm } from './useJoinListForm';

type Props = ReturnType<typeof useJoinListForm> & {
  /** The id of a heading that names the form (the inline sign-up has no dialog around it). */
  labelledBy?: string;
};

/**
 * The newsletter sign-up fields every sign-up shares (join-list widget, inline sign-up): the email with
 * the shared rules, the honeypot, the privacy-policy link, the "unreachable" notice and the submit button.
 */
export function JoinListFields({ form, schema, labels, status, submitting, onSubmit, labelledBy }: Props) {
  const { t } = useTranslation('forms');
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <FormTextField
        control={form.control}
        name="email"
        label={labels.email}
        rules={schema.email}
        autoComplete="email"
        help={t('joinList.emailHelp')}
      />
      <HoneypotField register={form.register} />
      <PrivacyNote />
      {status === 'unreachable' && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {t('unreachable')}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" aria-disabled={submitting} sx={{ mt: 1 }}>
        {submitting ? t('sending') : t('common:forms.submitJoinList')}
      </Button>
    </form>
  );
}
