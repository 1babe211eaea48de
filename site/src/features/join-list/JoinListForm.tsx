import React, { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { JoinListFields } from './JoinListFields';
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
      <JoinListFields
        form={form}
        schema={schema}
        labels={labels}
        status={status}
        submitting={submitting}
        onSubmit={onSubmit}
      />
    </>
  );
}
