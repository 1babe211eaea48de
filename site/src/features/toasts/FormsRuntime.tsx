import React from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../theme/theme';
import { ModalStackProvider } from './ModalStackProvider';
import { ToastProvider } from './ToastProvider';

/**
 * What every lazily loaded island (contact form, join-list widget, booking dialog) runs in: the MUI theme,
 * the page's toast list and modal stack. Only islands import it, so MUI, emotion and notistack stay out
 * of the first-load JavaScript of every page.
 */
export function FormsRuntime({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <ModalStackProvider>{children}</ModalStackProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
