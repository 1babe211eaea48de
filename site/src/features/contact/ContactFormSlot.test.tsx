/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { pageToastStore } from '../toasts/ToastProvider';
import { ContactFormSlot } from './ContactFormSlot';
import { CONTACT_TOPIC_EVENT } from './topic-event';

let mockLocale: Locale = 'en';
jest.mock('gatsby-plugin-react-i18next', () =>
  jest.requireActual('../../../test/i18n-mock').i18nextMock(() => mockLocale),
);

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

beforeEach(() => {
  mockLocale = 'en';
  FakeObserver.last = undefined;
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
});
afterEach(() => act(() => pageToastStore.closeAll()));

describe('ContactFormSlot', () => {
  it('loads the form once the section comes within 400 px of the viewport', async () => {
    render(<ContactFormSlot endpoint="https://cms.example/api/contact" email="hello@example.com" />);
    expect(screen.queryByRole('form')).toBeNull();
    expect(FakeObserver.last?.options.rootMargin).toBe('400px 0px');
    act(() => FakeObserver.last?.enter());
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Write to us' })).toBeNull();
    expect(FakeObserver.last?.disconnect).toHaveBeenCalled();
  });

  it('loads the form on a click of "Write to us" and puts the cursor in the first field', async () => {
    render(<ContactFormSlot endpoint="/api/contact" email="hello@example.com" />);
    fireEvent.click(screen.getByRole('link', { name: 'Write to us' }));
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(document.activeElement).toBe(first);
  });

  it('leaves a modified click to the mail link', () => {
    render(<ContactFormSlot endpoint="/api/contact" email="hello@example.com" />);
    const link = screen.getByRole('link', { name: 'Write to us' });
    let prevented: boolean | undefined;
    // Runs after React's handler: records its decision, then keeps jsdom from following the link.
    const record = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', record);
    expect(prevented).toBe(false);
    expect(screen.getByRole('link', { name: 'Write to us' })).toBe(link);
  });

  it('loads the form when the booking dialog asks for a call back, with the topic from the address', async () => {
    window.history.replaceState(null, '', '/de/?topic=fundraising#contact');
    mockLocale = 'de';
    render(<ContactFormSlot endpoint="/api/contact" email="hallo@example.com" />);
    act(() => {
      window.dispatchEvent(new CustomEvent(CONTACT_TOPIC_EVENT, { detail: 'fundraising' }));
    });
    const topic = (await screen.findByRole('combobox', { name: 'Thema' })) as HTMLSelectElement;
    expect(topic.value).toBe('fundraising');
    window.history.replaceState(null, '', '/');
  });
});
