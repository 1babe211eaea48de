import React, { useEffect, useId, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Drawer from '@mui/material/Drawer';
import Popover from '@mui/material/Popover';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../forms/CloseButton';
import { useModalStack } from '../toasts/ModalStackProvider';
import { JOIN_LIST_DEFAULTS } from './constants';
import type { JoinListController } from './controller';
import { JoinListForm } from './JoinListForm';
import type { JoinListFormOptions } from './useJoinListForm';

export type JoinListWidgetProps = Omit<JoinListFormOptions, 'onSubmitted' | 'formName'> & {
  controller: JoinListController;
  formName?: string;
  /** Popover mode: the launcher the panel opens from. */
  anchorEl?: HTMLElement | null;
};

const MODAL_ID = 'JoinListWidget';

/** Keeps the page's modal stack in step with the widget. */
function useStackEntry(open: boolean): void {
  const stack = useModalStack();
  useEffect(() => {
    if (!open) return undefined;
    stack.open(MODAL_ID);
    return () => void stack.close(MODAL_ID);
  }, [open, stack]);
}

/**
 * The newsletter join-list widget (product rules §2, with its "Subscribe" button): a full-viewport popup, an 800 px slider on the
 * right, or a small popover by its launcher, as the controller's mode says. On a phone-sized screen the slider
 * comes up from the bottom as high as its content, so the page stays in view above it. Each is modal: focus
 * stays inside, Escape and the labelled close button close it, focus returns where it was.
 */
export function JoinListWidget({
  controller,
  anchorEl = null,
  formName = JOIN_LIST_DEFAULTS.formName,
  ...options
}: JoinListWidgetProps) {
  const { t } = useTranslation('forms');
  const open = useSyncExternalStore(controller.subscribe, controller.isOpen, () => false);
  const titleId = useId();
  const phone = useMediaQuery(`(max-width: ${JOIN_LIST_DEFAULTS.phoneMaxWidthPx - 0.02}px)`, { noSsr: true });
  useStackEntry(open);
  const close = () => controller.close();
  const content = (
    <Box sx={{ position: 'relative', p: { xs: 3, sm: 4 }, maxWidth: '40rem', mx: 'auto', width: '100%' }}>
      <CloseButton label={t('close')} onClick={close} />
      <JoinListForm
        {...options}
        formName={formName}
        titleId={titleId}
        onSubmitted={controller.submitted}
        onThankYou={() => {
          controller.thankYouClick();
          controller.close();
        }}
      />
    </Box>
  );
  const paper = { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId };

  if (controller.mode === 'popup') {
    return (
      <Dialog open={open} onClose={close} fullScreen aria-labelledby={titleId}>
        {content}
      </Dialog>
    );
  }
  if (controller.mode === 'popover') {
    // Without a launcher (a trigger opened it) the panel sits in the bottom-right corner.
    const anchor =
      anchorEl !== null
        ? { anchorEl }
        : ({
            anchorReference: 'anchorPosition',
            anchorPosition: { top: window.innerHeight - 16, left: window.innerWidth - 16 },
          } as const);
    return (
      <Popover
        {...anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ paper: { ...paper, sx: { width: 'min(24rem, calc(100vw - 2rem))' } } }}
      >
        {content}
      </Popover>
    );
  }
  const sheet = phone
    ? { maxHeight: '90dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }
    : { width: `min(${JOIN_LIST_DEFAULTS.sliderWidthPx}px, 100vw)` };
  return (
    <Drawer
      anchor={phone ? 'bottom' : JOIN_LIST_DEFAULTS.sliderPosition}
      open={open}
      onClose={close}
      slotProps={{ paper: { ...paper, sx: sheet } }}
    >
      {content}
    </Drawer>
  );
}
