/**
 * What a "Book a call" link asks of the booking dialog, and the event that asks an already loaded dialog to open
 * again. Shared by the island runtime's link behaviour (`islands/behaviours/booking.ts`) and the dialog's island
 * (`BookingIsland.tsx`), which the runtime loads on demand — so neither imports the other.
 */
export const BOOKING_OPEN_EVENT = 'booking:open';
export type BookingRequest = { bookingUrl: string; pathSuffix: string };
