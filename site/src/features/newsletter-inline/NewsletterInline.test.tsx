/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { translate } from '../../../test/i18n-mock';
import { pageToastStore } from '../toasts/ToastProvider';
import NewsletterInlineIsland from './NewsletterInlineIsland';
import { NewsletterInlineSlot } from './NewsletterInlineSlot';

let mockLocale: Locale = 'en';
jest.mock('react-i18next', () => jest.requireActual('../../../test/i18n-mock').i18nextMock(() => mockLocale));

const ENDPOINT = 'https://cms.example/api/newsletter';
type DataLayerWindow = Window & { dataLayer?: unknown[] };
const reply = (status: number, body: unknown) =>
  ({ ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) }) as unknown as Response;

function renderIsland(fetch: jest.Mock, locale: Locale = 'en') {
  mockLocale = locale;
  render(
    <>
      <h3 id="h">Get updates on STO regulation</h3>
      <NewsletterInlineIsland
        endpoint={ENDPOINT}
        labelledBy="h"
        formName="subscribe"
        fetch={fetch as unknown as typeof globalThis.fetch}
      />
    </>,
  );
}

const EMAIL_LABELS = [
  translate('en', 'forms:newsletter.fields.email'),
  translate('de', 'forms:newsletter.fields.email'),
];
const email = () => screen.getByRole('textbox', { name: (name) => EMAIL_LABELS.includes(name) }) as HTMLInputElement;
const submit = async (label = translate('en', 'common:forms.submitJoinList')) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
};

beforeEach(() => delete (window as DataLayerWindow).dataLayer);
afterEach(() => act(() => pageToastStore.closeAll()));

describe('inline newsletter sign-up', () => {
  it('is a form named by its heading, with the join-list field and button', () => {
    renderIsland(jest.fn());
    expect(screen.getByRole('form', { name: 'Get updates on STO regulation' })).toBeTruthy();
    expect(email().type).toBe('email');
    expect(email().required).toBe(true);
  });

  it('signs up through the newsletter endpoint and confirms in place, focus on the confirmation', async () => {
    const fetch = jest.fn(async () => reply(200, { data: {} }));
    renderIsland(fetch);
    fireEvent.change(email(), { target: { value: 'grace@example.com' } });
    await submit();
    const status = await screen.findByRole('status');
    // Double opt-in: the address is not subscribed until the visitor confirms.
    expect(status.textContent).toContain('Almost done: please check your inbox and confirm your subscription');
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('textbox')).toBeNull();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'grace@example.com',
      pageUri: '/',
      locale: 'en',
      nickname: '',
    });
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'send_form', form_name: 'subscribe' }]);
    expect(pageToastStore.list()).toEqual([]); // the message is inline, not a toast
  });

  it('validates with the shared rules, in German too, before calling the server', async () => {
    const fetch = jest.fn();
    renderIsland(fetch, 'de');
    await submit(translate('de', 'common:forms.submitJoinList'));
    expect(await screen.findByText('E-Mail-Adresse ist ein Pflichtfeld.')).toBeTruthy();
    fireEvent.change(email(), { target: { value: '<script>@x' } });
    await submit(translate('de', 'common:forms.submitJoinList'));
    expect(await screen.findByText(/E-Mail-Adresse muss eine gültige E-Mail-Adresse sein/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s messages as toasts, as the join-list widget does, and keeps the form', async () => {
    const fetch = jest.fn(async () =>
      reply(400, {
        data: null,
        error: {
          message: translate('en', 'common:forms.invalidData'),
          details: { errors: [{ path: ['email'], message: 'Email is blocked.' }] },
        },
      }),
    );
    renderIsland(fetch);
    fireEvent.change(email(), { target: { value: 'grace@example.com' } });
    await submit();
    await waitFor(() => expect(pageToastStore.list().map((t) => t.message)).toEqual(['Email is blocked.']));
    expect(email().value).toBe('grace@example.com');
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });

  it('explains an unreachable server', async () => {
    renderIsland(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    fireEvent.change(email(), { target: { value: 'grace@example.com' } });
    await submit();
    expect(await screen.findByText(/We could not reach our server/)).toBeTruthy();
  });
});

describe('NewsletterInlineSlot', () => {
  it('renders heading and text under the #newsletter anchor and leaves the form to its island', () => {
    mockLocale = 'en';
    render(<NewsletterInlineSlot heading="STO updates" text="About once a month." endpoint={ENDPOINT} />);
    const slot = document.getElementById('newsletter')!;
    expect(slot.querySelector('h3')!.textContent).toBe('STO updates');
    expect(slot.textContent).toContain('About once a month.');
    const island = slot.querySelector<HTMLElement>('[data-island="newsletter-inline"]')!;
    expect(island.dataset.when).toBe('visible');
    expect(JSON.parse(island.dataset.props!)).toEqual({
      endpoint: ENDPOINT,
      labelledBy: slot.querySelector('h3')!.id,
      formName: 'subscribe',
    });
    expect(screen.queryByRole('textbox')).toBeNull(); // no form before the island starts
  });
});
