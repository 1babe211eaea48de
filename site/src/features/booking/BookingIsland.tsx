import React from 'react';
import { FormsRuntime } from '../toasts/FormsRuntime';
import { BookingDialog, type BookingDialogProps } from './BookingDialog';

/** The lazily loaded booking dialog with its runtime (loaded on the first click of a booking link). */
export default function BookingIsland(props: BookingDialogProps) {
  return (
    <FormsRuntime>
      <BookingDialog {...props} />
    </FormsRuntime>
  );
}
