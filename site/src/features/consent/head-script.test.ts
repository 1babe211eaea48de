/** @jest-environment jsdom */
import { consentHeadScript } from './head-script';

type LayerWindow = Window & { dataLayer?: unknown[] };

/** Runs the inline script as the browser would, on the current jsdom document. */
const run = (script: string) => new Function(script)();

afterEach(() => {
  delete (window as LayerWindow).dataLayer;
  document.documentElement.removeAttribute('data-consent');
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
});

describe('the consent head script', () => {
  it('asks when no valid choice is stored, and not when one is', () => {
    run(consentHeadScript(false));
    expect(document.documentElement.dataset.consent).toBe('ask');
    document.cookie = 'cookie_consent=v1.a0.m0; Path=/';
    run(consentHeadScript(false));
    expect(document.documentElement.dataset.consent).toBe('set');
  });

  it('asks again for an edited or old value', () => {
    document.cookie = 'cookie_consent=v0.a1.m1; Path=/';
    run(consentHeadScript(false));
    expect(document.documentElement.dataset.consent).toBe('ask');
  });

  it('without a tag manager touches no data layer', () => {
    run(consentHeadScript(false));
    expect((window as LayerWindow).dataLayer).toBeUndefined();
  });

  it('with a tag manager pushes the Consent Mode defaults, all denied, as a gtag command', () => {
    (window as LayerWindow).dataLayer = [{ event: 'earlier' }];
    run(consentHeadScript(true));
    const layer = (window as LayerWindow).dataLayer!;
    expect(layer).toHaveLength(2);
    expect(Object.prototype.toString.call(layer[1])).toBe('[object Arguments]');
    expect(Array.from(layer[1] as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        wait_for_update: 500,
      },
    ]);
  });
});
