import type { Root } from 'react-dom/client';
import { BOOKING_OPEN_EVENT, type BookingRequest } from '../../features/booking/booking-request';
import { openBookingWindow } from '../../features/booking/open-window';
import { ISLANDS } from '../registry';
import { startIsland } from '../runtime/islands';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * "Book a call" links (`features/booking/BookingLink.tsx`) stay real links to the booking page; a plain click
 * opens the schedule dialog instead (its code loads on the link's hover or focus, or on that first click) or, on
 * a link marked `data-booking-direct` (the topic is known), the calendar's popup window at once.
 */
export function startBookingLinks(root: Document): () => void {
  let mounted: Promise<Root> | null = null;
  let container: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-booking]');
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    if (link.hasAttribute('data-booking-direct')) {
      openBookingWindow(link.href);
      return;
    }
    const request: BookingRequest = {
      bookingUrl: link.dataset.bookingUrl ?? link.href,
      pathSuffix: link.dataset.booking ?? '',
    };
    if (mounted) {
      window.dispatchEvent(new CustomEvent(BOOKING_OPEN_EVENT, { detail: request }));
      return;
    }
    container = document.createElement('div');
    container.id = 'booking-island';
    document.body.append(container);
    mounted = startIsland(container, 'booking', { initial: request }, 'render');
  };
  const onHover = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('a[data-booking]:not([data-booking-direct])'))
      void ISLANDS.booking.load().catch(() => undefined);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('pointerover', onHover);
  root.addEventListener('focusin', onHover);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('pointerover', onHover);
    root.removeEventListener('focusin', onHover);
    void mounted?.then((r) => r.unmount());
    container?.remove();
  };
}
