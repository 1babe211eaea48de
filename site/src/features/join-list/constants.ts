/** Join-list widget defaults (product rules §9 embed defaults), in one place for the controller, loader and widget. */
export const JOIN_LIST_DEFAULTS = {
  mode: 'slider',
  /** product rules §9: slider width 800 px on the right; popup 100 % of the viewport. */
  sliderWidthPx: 800,
  sliderPosition: 'right',
  popupSize: '100%',
  /** Narrower viewports count as phones: the page-load trigger never opens the widget there. */
  phoneMaxWidthPx: 600,
  /** Not asked again for this many days after closing it… */
  suppressDays: 7,
  /** …or after signing up. */
  suppressDaysAfterSignup: 365,
  /** The popover's notification dot stays hidden this many days after the popover was seen. */
  dotHiddenDays: 7,
  /** The site-wide loader waits for 30 s on the page or 60 % scrolled, whichever comes first. */
  loaderTimeSeconds: 30,
  loaderScrollPercent: 60,
  /** After a signup the thank-you stays this long before the widget closes itself. */
  autoCloseDelayMs: 5000,
  storageKey: 'join-list',
  /** The analytics form name of product rules §9 (`send_form` event). */
  formName: 'subscribe',
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;
