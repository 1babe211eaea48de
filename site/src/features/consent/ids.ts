/** Ids of the cookie notice (`ConsentBanner.tsx`) that the runtime's behaviour and the footer refer to. */
export const CONSENT_IDS = {
  banner: 'consent-banner',
  title: 'consent-title',
  settings: 'consent-settings',
} as const;
