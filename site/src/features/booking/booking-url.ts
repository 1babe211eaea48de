/**
 * The booking page for a caller's path suffix (product rules §7): the locale's booking address from the CMS plus
 * e.g. `/sto` for the quiz. Free of imports: the eagerly loaded header uses it for its fallback link.
 */
export function bookingHref(bookingUrl: string, pathSuffix = ''): string {
  if (pathSuffix === '') return bookingUrl;
  return `${bookingUrl.replace(/\/+$/, '')}/${pathSuffix.replace(/^\/+/, '')}`;
}

/**
 * The link target an editor gives a button that books the discovery call (`#booking`): sections render such a
 * link as the booking control itself (`ActionLink`), whatever its label, so no button that promises a call
 * jumps somewhere else.
 */
export const BOOKING_TARGET = '#booking';

/** True for a CMS link target that means "open the booking": `#booking`, or the booking page itself. */
export const isBookingTarget = (url: string | null | undefined, bookingUrl: string): boolean =>
  url === BOOKING_TARGET || (url != null && url.replace(/\/+$/, '') === bookingUrl.replace(/\/+$/, ''));
