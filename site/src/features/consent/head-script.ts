import { CHOICE_VALUE_PATTERN, CONSENT_COOKIE } from './choice';
import { CONSENT_DEFAULTS } from './consent-mode';

/** `<html data-consent>`: `ask` shows the notice (no valid choice stored), `open` shows it reopened, `set` hides it. */
export const CONSENT_STATE_ATTRIBUTE = 'data-consent';
export type ConsentUiState = 'ask' | 'open' | 'set';

/**
 * The inline script in every page's `<head>` (allowed by its CSP hash, which the build computes): before the
 * first paint it tells the stylesheet whether the cookie notice shows, so the notice costs no layout shift and
 * no JavaScript download. With a tag manager configured it also pushes the Consent Mode defaults (everything
 * denied) before any tag could run; without one the page has no tag manager code at all.
 */
export function consentHeadScript(tagManagerConfigured: boolean): string {
  const cookie = `/(?:^|;\\s*)${CONSENT_COOKIE.name}=${CHOICE_VALUE_PATTERN}(?:;|$)/`;
  const state = `document.documentElement.setAttribute(${JSON.stringify(CONSENT_STATE_ATTRIBUTE)},${cookie}.test(document.cookie)?"set":"ask");`;
  if (!tagManagerConfigured) return state;
  const defaults = `(function(w){w.dataLayer=w.dataLayer||[];(function(){w.dataLayer.push(arguments)})("consent","default",${JSON.stringify(CONSENT_DEFAULTS)})})(window);`;
  return state + defaults;
}
