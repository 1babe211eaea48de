/** @jest-environment jsdom */
import { startConsent } from './consent';

type LayerWindow = Window & { dataLayer?: unknown[] };

const MARKUP = `
  <section id="consent-banner" data-saved-text="Saved.">
    <h2 id="consent-title" tabindex="-1">Cookies</h2>
    <button data-consent-action="accept">Accept all</button>
    <button data-consent-action="reject">Reject all</button>
    <button data-consent-action="settings" aria-expanded="false">Settings</button>
    <form data-consent-form hidden>
      <input type="checkbox" name="necessary" checked disabled>
      <input type="checkbox" name="analytics"><input type="checkbox" name="marketing">
      <button type="submit">Save</button>
    </form>
  </section>
  <header><a href="/">Home</a></header><main></main>
  <footer><button data-consent-open aria-expanded="false">Cookie settings</button></footer>
  <p id="site-status"></p>`;

const cookieValue = () => /cookie_consent=([^;]*)/.exec(document.cookie)?.[1];
const updates = () =>
  ((window as LayerWindow).dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((command) => command[0] === 'consent' && command[1] === 'update');
const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

function setup(cookie?: string) {
  document.body.innerHTML = MARKUP;
  if (cookie) document.cookie = `cookie_consent=${cookie}; Path=/`;
  const tagManager = jest.fn(async () => undefined);
  const forget = jest.fn();
  startConsent(document, { tagManager, forget });
  return { tagManager, forget };
}

// jsdom lays nothing out and has no scrollIntoView; the reopened notice scrolls into view in a browser.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  delete (window as LayerWindow).dataLayer;
  document.documentElement.removeAttribute('data-consent');
});

describe('the cookie notice', () => {
  it('reject: stores the choice, pushes denied, never starts the tag manager, closes', () => {
    const { tagManager } = setup();
    click('[data-consent-action="reject"]');
    expect(cookieValue()).toBe('v1.a0.m0');
    expect(tagManager).not.toHaveBeenCalled();
    expect(updates().at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
    expect(document.documentElement.dataset.consent).toBe('set');
  });

  it('accept: starts the tag manager once, even when chosen twice', () => {
    const { tagManager } = setup();
    click('[data-consent-action="accept"]');
    click('[data-consent-open]');
    click('[data-consent-action="accept"]');
    expect(cookieValue()).toBe('v1.a1.m1');
    expect(tagManager).toHaveBeenCalledTimes(1);
    expect(updates().at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted', ad_personalization: 'granted' });
  });

  it('a stored choice applies on the next page without asking; a stored rejection loads nothing', () => {
    expect(setup('v1.a1.m0').tagManager).toHaveBeenCalledTimes(1);
    expect(updates().at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
    delete (window as LayerWindow).dataLayer;
    expect(setup('v1.a0.m0').tagManager).not.toHaveBeenCalled();
  });

  it('settings: the stored choice is preset; withdrawing analytics forgets its cookies', () => {
    const { forget } = setup('v1.a1.m1');
    click('[data-consent-open]');
    const form = document.querySelector<HTMLFormElement>('form')!;
    expect(form.hidden).toBe(false);
    const analytics = form.elements.namedItem('analytics') as HTMLInputElement;
    expect(analytics.checked).toBe(true);
    analytics.checked = false;
    form.requestSubmit();
    expect(cookieValue()).toBe('v1.a0.m1');
    expect(forget).toHaveBeenCalledWith(document, { analytics: true, marketing: false });
    expect(document.activeElement).toBe(document.querySelector('[data-consent-open]'));
  });

  it('without a tag manager in the build, a choice is stored but nothing is pushed', () => {
    document.body.innerHTML = MARKUP;
    startConsent(document, { tagManager: null });
    click('[data-consent-action="accept"]');
    expect(cookieValue()).toBe('v1.a1.m1');
    expect((window as LayerWindow).dataLayer).toBeUndefined();
  });
});
