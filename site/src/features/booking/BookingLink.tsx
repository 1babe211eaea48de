import React, { Suspense, lazy, useState } from 'react';
import { bookingHref } from './booking-url';

const BookingIsland = lazy(() => import('./BookingIsland'));
const preload = () => void import('./BookingIsland');

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  /** The locale's booking page (global.bookingUrl). */
  bookingUrl: string;
  /** Appended to the booking page, e.g. `/sto` for the quiz. */
  pathSuffix?: string;
};

const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * "Book a call": a real link to the booking page (it works without JavaScript and with a modifier
 * click), whose plain click opens the schedule dialog instead. The dialog's code (MUI) loads on hover,
 * focus or the first click, never with the page.
 */
export function BookingLink({ bookingUrl, pathSuffix = '', onClick, children, ...rest }: Props) {
  const [request, setRequest] = useState(0);
  return (
    <>
      <a
        {...rest}
        href={bookingHref(bookingUrl, pathSuffix)}
        target="_blank"
        rel="noopener noreferrer"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || !isPlainClick(event)) return;
          event.preventDefault();
          setRequest((count) => count + 1);
        }}
      >
        {children}
      </a>
      {request > 0 && (
        <Suspense fallback={null}>
          <BookingIsland request={request} bookingUrl={bookingUrl} pathSuffix={pathSuffix} />
        </Suspense>
      )}
    </>
  );
}
