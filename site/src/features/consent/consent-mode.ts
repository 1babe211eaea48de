import type { ConsentChoice } from './choice';

/**
 * Google Consent Mode v2: the four signals tags read before they store or send anything. The defaults are
 * pushed as denied by the inline head script before any tag can run; the runtime pushes an update with the
 * visitor's choice (stored or just made).
 */
export type ConsentSignals = {
  analytics_storage: 'granted' | 'denied';
  ad_storage: 'granted' | 'denied';
  ad_user_data: 'granted' | 'denied';
  ad_personalization: 'granted' | 'denied';
};

/** Everything denied; tags wait up to 500 ms for the update of a visitor who already chose. */
export const CONSENT_DEFAULTS = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  wait_for_update: 500,
} as const;

const signal = (granted: boolean) => (granted ? 'granted' : 'denied');

/** The Consent Mode update for a choice: analytics → analytics_storage, marketing → the three ad signals. */
export function consentSignals(choice: ConsentChoice): ConsentSignals {
  return {
    analytics_storage: signal(choice.analytics),
    ad_storage: signal(choice.marketing),
    ad_user_data: signal(choice.marketing),
    ad_personalization: signal(choice.marketing),
  };
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * A gtag() command on the data layer. The tag manager tells commands from events by their shape: a command
 * must be an `arguments` object, not an array or a plain object.
 */
export function gtag(win: Window, ...args: unknown[]): void {
  const target = win as DataLayerWindow;
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  const queue = target.dataLayer;
  (function push(..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- the tag manager needs the `arguments` object itself
    queue.push(arguments);
  })(...args);
}

/** Pushes the visitor's choice as a Consent Mode update. */
export function updateConsent(win: Window, choice: ConsentChoice): void {
  gtag(win, 'consent', 'update', consentSignals(choice));
}
