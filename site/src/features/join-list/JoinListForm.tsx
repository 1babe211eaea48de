import React, { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../forms/FormTextField';
import { HoneypotField } from '../forms/HoneypotField';
import { useJoinListForm, type JoinListFormOptions } from './useJoinListForm';

type Props = JoinListFormOptions & {
  /** The id of the heading that names the surrounding dialog. */
  titleId: string;
  /** The thank-you screen's button. */
  onThankYou: () => void;
};

/** The widget's content: the email signup, then a thank-you screen that asks the visitor to confirm by e-mail. */
export function JoinListForm({ titleId, onThankYou, ...options }: Props) {
  const { t } = useTranslation('forms');
  const { form, schema, labels, status, submitting, onSubmit } = useJoinListForm(options);
  const done = status === 'sent' || status === 'skipped';
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form is gone: keep focus inside the dialog, on the news that it worked.
    if (done) thanks.current?.focus();
  }, [done]);

  if (done) {
    const sent = status === 'sent';
    return (
      <>
        <Typography ref={thanks} id={titleId} variant="h5" component="h2" tabIndex={-1} gutterBottom>
          {t(sent ? 'joinList.thankYouTitle' : 'joinList.skippedTitle')}
        </Typography>
        <Typography gutterBottom>{t(sent ? 'joinList.thankYouText' : 'joinList.skippedText')}</Typography>
        <Button variant="contained" onClick={onThankYou} sx={{ mt: 2 }}>
          {t('joinList.continue')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Typography id={titleId} variant="h5" component="h2" gutterBottom sx={{ pr: 5 }}>
        {t('joinList.title')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {t('joinList.text')}
      </Typography>
      <form noValidate onSubmit={onSubmit}>
        <FormTextField
          control={form.control}
          name="email"
          label={labels.email}
          rules={schema.email}
          autoComplete="email"
          help={t('joinList.emailHelp')}
        />
        <HoneypotField register={form.register} />
        {status === 'unreachable' && (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            {t('unreachable')}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" aria-disabled={submitting} sx={{ mt: 1 }}>
          {submitting ? t('sending') : t('common:forms.submitJoinList')}
        </Button>
      </form>
    </>
  );
}
