import React from 'react';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_TOPICS } from '@app/validation';
import type { ContactValues } from './contact-values';

/** The optional topic: a native select (best on phones and with screen readers) of the shared topics. */
export function TopicField({ control, label }: { control: Control<ContactValues>; label: string }) {
  const { t } = useTranslation('forms');
  const { field, fieldState } = useController({ control, name: 'topic' });
  return (
    <TextField
      select
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('contact.noTopic')}</option>
      {CONTACT_TOPICS.map((topic) => (
        <option key={topic} value={topic}>
          {t(`topics.${topic}`)}
        </option>
      ))}
    </TextField>
  );
}
