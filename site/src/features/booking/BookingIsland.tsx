import React, { useEffect, useState } from 'react';
import { BOOKING_OPEN_EVENT, type BookingRequest } from './booking-request';
import { FormsRuntime } from '../toasts/FormsRuntime';
import { BookingDialog } from './BookingDialog';

/**
 * The booking dialog with its runtime, mounted by the island runtime on the first click of a booking link
 * (`initial`); later clicks ask it to open again through a window event, with their own booking path.
 */
export default function BookingIsland({ initial }: { initial: BookingRequest }) {
  const [state, setState] = useState({ request: 1, ...initial });
  useEffect(() => {
    const open = (event: Event) => {
      const { bookingUrl, pathSuffix } = (event as CustomEvent<BookingRequest>).detail;
      setState((current) => ({ request: current.request + 1, bookingUrl, pathSuffix }));
    };
    window.addEventListener(BOOKING_OPEN_EVENT, open);
    return () => window.removeEventListener(BOOKING_OPEN_EVENT, open);
  }, []);
  return (
    <FormsRuntime>
      <BookingDialog request={state.request} bookingUrl={state.bookingUrl} pathSuffix={state.pathSuffix} />
    </FormsRuntime>
  );
}
