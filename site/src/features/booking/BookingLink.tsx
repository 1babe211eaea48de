import React from 'react';
import { bookingHref } from './booking-url';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  /** The locale's booking page (global.bookingUrl). */
  bookingUrl: string;
  /** Appended to the booking page, e.g. `/sto` for the quiz (product rules §2). */
  pathSuffix?: string;
  /**
   * The caller knows the topic already (the quiz: STO): a plain click opens the calendar at once, without the
   * schedule dialog's topic and preference steps.
   */
  direct?: boolean;
};

/** Attribute that marks a booking link for the island runtime (`islands/behaviours/booking.ts`). */
export const BOOKING_LINK_ATTRIBUTE = 'data-booking';

/**
 * "Book a call": a real link to the booking page (it works without JavaScript and with a modifier click).
 * In the browser the island runtime turns its plain click into the schedule dialog, whose code (MUI)
 * loads on hover, focus or that first click — never with the page — or, for a `direct` link, into the
 * calendar's popup window. No React runs for the link itself.
 */
export function BookingLink({ bookingUrl, pathSuffix = '', direct = false, children, ...rest }: Props) {
  return (
    <a
      {...rest}
      href={bookingHref(bookingUrl, pathSuffix)}
      target="_blank"
      rel="noopener noreferrer"
      aria-haspopup={direct ? undefined : 'dialog'}
      {...{ [BOOKING_LINK_ATTRIBUTE]: pathSuffix }}
      data-booking-direct={direct ? '' : undefined}
      data-booking-url={bookingUrl}
    >
      {children}
    </a>
  );
}
