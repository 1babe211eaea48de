/** @jest-environment jsdom */
import React from 'react';
import { act, screen } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { startIslands } from '../../islands/runtime/islands';
import { translate } from '../../../test/i18n-mock';
import { serveCatalogues, setPageLocale } from '../../../test/island-env';
import { renderStatic } from '../../../test/render-static';
import { pageToastStore } from '../toasts/ToastProvider';
import { ContactFormSlot } from './ContactFormSlot';
import { CONTACT_TOPIC_EVENT } from './topic-event';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe = jest.fn();
  disconnect = jest.fn();
  enter() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

let stopServing: () => void;
beforeAll(() => (stopServing = serveCatalogues()));
afterAll(() => stopServing());

/** The slot as the build renders it, brought to life by the page's island runtime. */
function renderSlot(locale: Locale = 'en', email = 'hello@example.com') {
  setPageLocale(locale);
  document.body.innerHTML = renderStatic(
    <ContactFormSlot endpoint="https://cms.example/api/contact" email={email} />,
    locale,
  );
  startIslands(document);
}

beforeEach(() => {
  FakeObserver.last = undefined;
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
});
afterEach(() => {
  act(() => pageToastStore.closeAll());
  document.body.innerHTML = '';
});

describe('ContactFormSlot', () => {
  it('is a mail link on the server, with a note for visitors without JavaScript', () => {
    const html = renderStatic(<ContactFormSlot endpoint="/api/contact" email="hallo@example.com" />, 'de');
    const label = translate('de', 'forms:contact.open').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(html).toMatch(
      new RegExp(
        `<div[^>]* id="contact"[^>]*><a class="button secondary" href="mailto:hallo@example.com"[^>]*>${label}</a>`,
      ),
    );
    expect(html).toContain('<noscript>');
    expect(html).not.toContain('<form');
  });

  it('loads the form once the section comes within 400 px of the viewport', async () => {
    renderSlot();
    expect(screen.queryByRole('form')).toBeNull();
    expect(FakeObserver.last?.options.rootMargin).toBe('400px 0px');
    act(() => FakeObserver.last?.enter());
    expect(
      await screen.findByRole('button', { name: translate('en', 'forms:contact.submit') }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: translate('en', 'forms:contact.open') })).toBeNull();
    expect(FakeObserver.last?.disconnect).toHaveBeenCalled();
  });

  it('loads the form on a click of "Write to us" and puts the cursor in the first field', async () => {
    renderSlot();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: translate('en', 'forms:contact.open') }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const first = await screen.findByRole(
      'textbox',
      { name: translate('en', 'forms:contact.fields.name') },
      { timeout: 5000 },
    );
    expect(document.activeElement).toBe(first);
  });

  it('leaves a modified click to the mail link', () => {
    renderSlot();
    const link = screen.getByRole('link', { name: translate('en', 'forms:contact.open') });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.getByRole('link', { name: translate('en', 'forms:contact.open') })).toBe(link);
  });

  it('loads the form when the booking dialog asks for a call back, with the topic from the address', async () => {
    window.history.replaceState(null, '', '/de/?topic=fundraising#contact');
    renderSlot('de', 'hallo@example.com');
    act(() => {
      window.dispatchEvent(new CustomEvent(CONTACT_TOPIC_EVENT, { detail: 'fundraising' }));
    });
    const topic = (await screen.findByRole(
      'combobox',
      { name: translate('de', 'forms:contact.fields.topic') },
      { timeout: 5000 },
    )) as HTMLSelectElement;
    expect(topic.value).toBe('fundraising');
    window.history.replaceState(null, '', '/');
  });
});
