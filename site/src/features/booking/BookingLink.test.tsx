/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { startBookingLinks } from '../../islands/behaviours/booking';
import { navigateTo } from '../../islands/navigate';
import { translate } from '../../../test/i18n-mock';
import { serveCatalogues, setPageLocale } from '../../../test/island-env';
import { CONTACT_TOPIC_EVENT } from '../contact/topic-event';
import { pageModalStack } from '../toasts/ModalStackProvider';
import { bookingHref } from './booking-url';
import { BookingLink } from './BookingLink';
import { openBookingWindow } from './open-window';

jest.mock('../../islands/navigate', () => ({ navigateTo: jest.fn() }));

const BOOKING = 'https://cal.example/en';
const t = (key: string, options?: Parameters<typeof translate>[3]) => translate('en', key, 'forms', options);
let open: jest.Mock;
let stopServing: () => void;
let stopRuntime = () => {};

beforeAll(() => {
  stopServing = serveCatalogues();
});
afterAll(() => stopServing());

function renderLink(locale: Locale = 'en', suffix = '/sto') {
  setPageLocale(locale);
  // The page's island runtime: a plain click on a booking link loads and opens the schedule dialog.
  stopRuntime = startBookingLinks(document);
  return render(
    <BookingLink className="button" bookingUrl={BOOKING} pathSuffix={suffix}>
      Book a call
    </BookingLink>,
  );
}

async function openDialog() {
  fireEvent.click(screen.getByRole('link', { name: 'Book a call' }));
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

beforeEach(() => {
  open = jest.fn(() => ({ focus: jest.fn(), opener: window }));
  Object.defineProperty(window, 'open', { value: open, configurable: true, writable: true });
  (navigateTo as jest.Mock).mockClear();
});
afterEach(async () => {
  act(() => pageModalStack.closeAll());
  await act(async () => stopRuntime());
  stopRuntime = () => {};
  document.getElementById('contact')?.remove();
  window.history.replaceState(null, '', '/');
});

describe('BookingLink', () => {
  it('is a real link to the booking page for visitors without JavaScript', () => {
    renderLink();
    const link = screen.getByRole('link', { name: 'Book a call' });
    expect(link.getAttribute('href')).toBe('https://cal.example/en/sto');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('leaves a modifier click to the browser (a new tab with the booking page)', () => {
    renderLink();
    const link = screen.getByRole('link', { name: 'Book a call' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('opens the schedule dialog on click: "Choose a topic" with the five topics, nothing third-party loaded', async () => {
    renderLink();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading', { name: t('common:forms.chooseTopic') })).toBeTruthy();
    const topics = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((name) => name !== '');
    expect(topics).toEqual([
      t('topics.software-development'),
      t('topics.crypto-exchange-development'),
      t('topics.fundraising'),
      t('topics.web3-project'),
      t('topics.marketing'),
    ]);
    expect(document.activeElement?.textContent).toBe(t('topics.software-development'));
    expect(pageModalStack.list()).toEqual(['BookingDialog']);
    expect(open).not.toHaveBeenCalled();
  });

  it('books a discovery call: the booking page with the suffix opens in a popup only after the click', async () => {
    renderLink();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: t('topics.fundraising') }));
    expect(within(dialog).getByRole('heading', { name: t('common:forms.whatDoYouPrefer') })).toBeTruthy();
    expect(within(dialog).getByText(t('booking.chosenTopic', { topic: t('topics.fundraising') }))).toBeTruthy();
    expect(open).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: t('booking.book') }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0] as [string, string, string];
    expect(url).toBe(`${BOOKING}/sto`);
    expect(name).toBe('booking');
    expect(features).toMatch(/^popup=yes,width=\d+,height=\d+/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pageModalStack.list()).toEqual([]);
  });

  it('a direct link (the topic is known) opens the calendar with its suffix on click, no dialog', async () => {
    setPageLocale('en');
    stopRuntime = startBookingLinks(document);
    render(
      <BookingLink className="button" bookingUrl={BOOKING} pathSuffix="/sto" direct>
        Book a discovery call
      </BookingLink>,
    );
    const link = screen.getByRole('link', { name: 'Book a discovery call' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toBe(`${BOOKING}/sto`);
    // Nothing asks for the topic again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pageModalStack.list()).toEqual([]);
  });

  it('calls back through the contact form on this page, with the topic preselected', async () => {
    const slot = document.createElement('div');
    slot.id = 'contact';
    slot.tabIndex = -1;
    document.body.append(slot);
    const told = jest.fn();
    window.addEventListener(CONTACT_TOPIC_EVENT, told);
    renderLink();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: t('topics.web3-project') }));
    fireEvent.click(within(dialog).getByRole('button', { name: t('common:forms.letUsCall') }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('?topic=web3-project');
    expect(window.location.hash).toBe('#contact');
    expect((told.mock.calls[0]?.[0] as CustomEvent).detail).toBe('web3-project');
    expect(document.activeElement).toBe(slot);
    expect(open).not.toHaveBeenCalled();
    window.removeEventListener(CONTACT_TOPIC_EVENT, told);
  });

  it('calls back through the home page form from a page without one, in the page language', async () => {
    renderLink('de');
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading', { name: translate('de', 'common:forms.chooseTopic') })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: translate('de', 'forms:topics.marketing') }));
    expect(within(dialog).getByRole('heading', { name: translate('de', 'common:forms.whatDoYouPrefer') })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: translate('de', 'common:forms.letUsCall') }));
    expect(navigateTo).toHaveBeenCalledWith('/de/?topic=marketing#contact');
  });

  it('goes back to the topics, and closes with Escape or the labelled close button', async () => {
    renderLink();
    let dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: t('topics.marketing') }));
    fireEvent.click(within(dialog).getByRole('button', { name: t('booking.back') }));
    expect(within(dialog).getByRole('heading', { name: t('common:forms.chooseTopic') })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: t('close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).not.toHaveBeenCalled();
  });
});

describe('openBookingWindow', () => {
  it('opens the page in the same tab when the popup is blocked', () => {
    const assign = jest.fn();
    const result = openBookingWindow('https://cal.example/de/sto', { open: () => null, location: { assign } });
    expect(result).toBe('same-tab');
    expect(assign).toHaveBeenCalledWith('https://cal.example/de/sto');
  });

  it('cuts the popup off from this page and sizes it to the screen', () => {
    const popup = { opener: {} as unknown, focus: jest.fn() };
    const win = {
      open: jest.fn(() => popup as unknown as Window),
      location: { assign: jest.fn() },
      screen: { availWidth: 800, availHeight: 600 },
    };
    expect(openBookingWindow('https://cal.example/en', win)).toBe('popup');
    expect(popup.opener).toBeNull();
    expect(win.open).toHaveBeenCalledWith(
      'https://cal.example/en',
      'booking',
      'popup=yes,width=800,height=600,left=0,top=0',
    );
  });
});

describe('bookingHref', () => {
  it('appends a caller-supplied path suffix to the locale booking page', () => {
    expect(bookingHref('https://cal.example/de', '/sto')).toBe('https://cal.example/de/sto');
    expect(bookingHref('https://cal.example/de/', 'sto')).toBe('https://cal.example/de/sto');
    expect(bookingHref('https://cal.example/de')).toBe('https://cal.example/de');
  });
});
