/** The name of the booking window: a second click reuses it instead of opening another. */
export const BOOKING_WINDOW_NAME = 'booking';

const WIDTH = 1000;
const HEIGHT = 760;

type WindowLike = Pick<Window, 'open'> & {
  screen?: Pick<Screen, 'availWidth' | 'availHeight'>;
  screenX?: number;
  screenY?: number;
  outerWidth?: number;
  outerHeight?: number;
  location: Pick<Location, 'assign'>;
};

/** Popup features centred over the current window, never larger than the screen. */
export function popupFeatures(win: WindowLike): string {
  const width = Math.min(WIDTH, win.screen?.availWidth ?? WIDTH);
  const height = Math.min(HEIGHT, win.screen?.availHeight ?? HEIGHT);
  const left = Math.max(0, Math.round((win.screenX ?? 0) + ((win.outerWidth ?? width) - width) / 2));
  const top = Math.max(0, Math.round((win.screenY ?? 0) + ((win.outerHeight ?? height) - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens the third-party booking page in a popup window (product rules §1 calendar scheduling popup). Must run in
 * the click handler, or the browser blocks it; when it is blocked anyway the page opens in this tab.
 */
export function openBookingWindow(url: string, win: WindowLike = window): 'popup' | 'same-tab' {
  const popup = win.open(url, BOOKING_WINDOW_NAME, popupFeatures(win));
  if (popup === null) {
    win.location.assign(url);
    return 'same-tab';
  }
  // Same effect as rel=noopener (which would make `open` return null and hide a blocked popup).
  try {
    popup.opener = null;
  } catch {
    // A browser that forbids it has already isolated the window.
  }
  popup.focus?.();
  return 'popup';
}
