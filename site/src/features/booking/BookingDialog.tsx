import React, { useEffect, useId, useRef, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@app/routing';
import { useLocale } from '../../i18n/useLocale';
import { useModal } from '../toasts/ModalStackProvider';
import { bookingHref } from './booking-url';
import { PreferenceStep, TopicStep, type BookingTopic } from './BookingSteps';
import { CloseButton } from '../forms/CloseButton';
import { goToContactForm } from './contact-route';
import { openBookingWindow } from './open-window';

export type BookingDialogProps = {
  /** Counts the visitor's requests to open the dialog; each new value opens it at the first step. */
  request: number;
  /** The locale's booking page (global.bookingUrl). */
  bookingUrl: string;
  /** Appended to the booking page, e.g. `/sto` for the quiz (product rules §2). */
  pathSuffix?: string;
  openWindow?: (url: string) => unknown;
  goToContact?: (topic: BookingTopic, locale: Locale) => void;
};

/**
 * The schedule modal: "Choose a topic", then "What do you prefer?" — a call back through the contact form
 * with the topic preselected, or a 30-minute discovery call booked on the third-party page, which loads
 * only now, in a popup window.
 */
export function BookingDialog({
  request,
  bookingUrl,
  pathSuffix = '',
  openWindow = openBookingWindow,
  goToContact = goToContactForm,
}: BookingDialogProps) {
  const { t } = useTranslation('forms');
  const locale = useLocale();
  const modal = useModal(BookingDialog);
  const { show, hide } = modal;
  const [topic, setTopic] = useState<BookingTopic | null>(null);
  // After "call me back" focus goes to the contact form, not back to the button that opened the dialog.
  const [restoreFocus, setRestoreFocus] = useState(true);
  // Several booking links may each have loaded a dialog: only the one whose link was clicked shows.
  const [requested, setRequested] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (request === 0) return;
    setTopic(null);
    setRestoreFocus(true);
    setRequested(true);
    show();
  }, [request, show]);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !modal.open) setRequested(false);
    wasOpen.current = modal.open;
  }, [modal.open]);

  const book = () => {
    openWindow(bookingHref(bookingUrl, pathSuffix));
    hide();
  };
  const callBack = () => {
    if (topic === null) return;
    setRestoreFocus(false);
    hide();
    goToContact(topic, locale);
  };

  return (
    <Dialog
      open={modal.open && requested}
      onClose={hide}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      disableRestoreFocus={!restoreFocus}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {topic === null ? t('common:forms.chooseTopic') : t('common:forms.whatDoYouPrefer')}
      </DialogTitle>
      <CloseButton label={t('close')} onClick={hide} />
      <DialogContent>
        {topic === null ? (
          <TopicStep onChoose={setTopic} />
        ) : (
          <PreferenceStep topic={topic} onCallBack={callBack} onBook={book} onBack={() => setTopic(null)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
// Minified builds rename functions: the modal stack keys this dialog by a name that survives.
BookingDialog.displayName = 'BookingDialog';
