import React, { forwardRef } from 'react';
import Alert from '@mui/material/Alert';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { useTranslation } from 'react-i18next';

/**
 * One toast: a filled MUI alert in the theme's AA colours (notistack's own variant colours fail contrast)
 * with a labelled close button. Errors interrupt (`alert`), the others wait their turn (`status`).
 */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, variant },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const { t } = useTranslation('forms');
  const severity = variant === 'default' ? 'info' : variant;
  return (
    <SnackbarContent ref={ref}>
      <Alert
        variant="filled"
        severity={severity}
        role={severity === 'error' ? 'alert' : 'status'}
        closeText={t('close')}
        onClose={() => closeSnackbar(id)}
        sx={{ width: '100%', maxWidth: '36rem', alignItems: 'center' }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
