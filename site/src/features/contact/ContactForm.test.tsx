/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { pageModalStack } from '../toasts/ModalStackProvider';
import { FormsRuntime } from '../toasts/FormsRuntime';
import { pageToastStore } from '../toasts/ToastProvider';
import { ContactForm } from './ContactForm';
import { CONTACT_TOPIC_EVENT } from './topic-event';

let mockLocale: Locale = 'en';
jest.mock('react-i18next', () => jest.requireActual('../../../test/i18n-mock').i18nextMock(() => mockLocale));

const ENDPOINT = 'https://cms.example/api/contact';

const reply = (status: number, body: unknown, statusText = '') =>
  ({ ok: status < 300, status, statusText, text: async () => JSON.stringify(body) }) as unknown as Response;

function renderForm(fetch: jest.Mock, locale: Locale = 'en', initialTopic?: string) {
  mockLocale = locale;
  return render(
    <FormsRuntime>
      <ContactForm
        endpoint={ENDPOINT}
        fetch={fetch as unknown as typeof globalThis.fetch}
        initialTopic={initialTopic}
      />
    </FormsRuntime>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

function fillValid() {
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('E-mail', 'ada@example.com');
  type('Phone number', '06131 5550180');
  type('Message', 'We plan a tokenized fund for 2027.');
}

/** Types into the country picker and picks an option, as a visitor would. */
async function chooseCountry(typed: string, option: string) {
  const country = screen.getByRole('combobox', { name: 'Country' });
  act(() => country.focus());
  fireEvent.change(country, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const submit = async (label = 'Send message') => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
};

/** The body of the n-th request the form sent. */
const sent = (fetch: jest.Mock, n = 0) => JSON.parse(String((fetch.mock.calls[n] as [string, RequestInit])[1].body));

afterEach(() => {
  act(() => {
    pageToastStore.closeAll();
    pageModalStack.closeAll();
  });
});

describe('ContactForm', () => {
  it('labels every field and states the rules as constraint attributes', () => {
    renderForm(jest.fn());
    expect(field('First name').required).toBe(true);
    expect(field('First name').maxLength).toBe(100);
    expect(field('E-mail').type).toBe('email');
    expect(field('Website').type).toBe('url');
    expect(field('Website').required).toBe(false);
    expect(field('Message').minLength).toBe(10);
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Topic' })).toBeTruthy();
    // Help texts are linked to their field.
    const website = field('Website');
    expect(document.getElementById(website.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Optional, for example https://example.com',
    );
  });

  it('shows every field error on an empty submit, focuses the first, and sends nothing', async () => {
    const fetch = jest.fn();
    renderForm(fetch);
    await submit();
    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Last name is required.')).toBeTruthy();
    expect(screen.getByText('E-mail is required.')).toBeTruthy();
    expect(screen.getByText('Message is required.')).toBeTruthy();
    // Country and phone are optional (data minimisation): a visitor who wants no call leaves them out.
    expect(screen.queryByText('Phone number is required.')).toBeNull();
    expect(screen.queryByText('Country is required.')).toBeNull();
    const first = field('First name');
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'First name is required.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('speaks German on German pages', async () => {
    renderForm(jest.fn(), 'de');
    await submit('Nachricht senden');
    expect(await screen.findByText('Vorname ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('E-Mail-Adresse ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Land' })).toHaveProperty('value', 'Deutschland (+49)');
  });

  it('validates on blur, then on every input', async () => {
    renderForm(jest.fn());
    fireEvent.blur(field('E-mail'));
    expect(await screen.findByText('E-mail is required.')).toBeTruthy();
    type('E-mail', 'ada@');
    expect(await screen.findByText('E-mail must be a valid e-mail address.')).toBeTruthy();
    type('E-mail', 'ada@example.com');
    await waitFor(() => expect(screen.queryByText('E-mail must be a valid e-mail address.')).toBeNull());
  });

  it('checks the phone number for the chosen country, and again when the country changes', async () => {
    const fetch = jest.fn();
    renderForm(fetch);
    fillValid();
    await chooseCountry('United King', 'United Kingdom (+44)');
    type('Phone number', '0660 1234567'); // an Austrian mobile number, not a British one
    await submit();
    expect(await screen.findByText('Please enter a valid phone number for the selected country.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await chooseCountry('43', 'Austria (+43)');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid phone number for the selected country.')).toBeNull(),
    );
  });

  it('posts the form as typed and confirms it once, inline, then starts afresh', async () => {
    const fetch = jest.fn(async () => reply(201, { data: { message: 'Your message has been received' } }));
    renderForm(fetch, 'en', 'fundraising');
    fillValid();
    type('Website', 'https://lovelace.example');
    await submit();

    await waitFor(() => expect(screen.getAllByText('Your message has been received')).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(ENDPOINT);
    expect(sent(fetch)).toEqual({
      name: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      country: 'DE',
      phone: '06131 5550180',
      website: 'https://lovelace.example',
      message: 'We plan a tokenized fund for 2027.',
      topic: 'fundraising',
      nickname: '',
      locale: 'en',
      pageUri: '/',
    });
    expect(pageToastStore.list()).toEqual([]);
    const note = screen.getAllByText('Your message has been received').find((el) => el.closest('form'));
    expect(document.activeElement?.contains(note ?? null)).toBe(true);
    expect(field('First name').value).toBe('');
    expect(field('Message').value).toBe('');
  });

  it('puts server messages on their fields and the rest into toasts', async () => {
    const fetch = jest.fn(async () =>
      reply(400, {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'The given data was invalid',
          details: {
            errors: [
              { path: ['email'], message: 'E-mail must be a valid e-mail address.' },
              { path: ['pageUri'], message: 'Page must not be longer than 2000 characters.' },
            ],
          },
        },
      }),
    );
    renderForm(fetch);
    fillValid();
    await submit();
    const email = field('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'E-mail must be a valid e-mail address.',
    );
    expect(document.activeElement).toBe(email);
    expect(pageToastStore.list().map((t) => t.message)).toEqual(['Page must not be longer than 2000 characters.']);
    expect(await screen.findByText('Page must not be longer than 2000 characters.')).toBeTruthy();
    expect(field('First name').value).toBe('Ada');
  });

  it('says "The given data was invalid" when the server explains nothing', async () => {
    renderForm(jest.fn(async () => reply(400, {})));
    fillValid();
    await submit();
    await waitFor(() => expect(pageToastStore.list().map((t) => t.message)).toEqual(['The given data was invalid']));
  });

  it('explains an unreachable server and keeps what the visitor typed', async () => {
    const fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    renderForm(fetch);
    fillValid();
    await submit();
    const alert = await screen.findByText(/We could not reach our server/);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(field('First name').value).toBe('Ada');
    expect(field('E-mail').value).toBe('ada@example.com');
    expect(field('Message').value).toBe('We plan a tokenized fund for 2027.');
  });

  it('refuses validation and a second submit while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm(fetch);
    fillValid();
    await submit();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeTruthy();
    type('First name', '');
    await submit('Sending…');
    expect(screen.queryByText('First name is required.')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => answer(reply(201, { data: { message: 'ok' } })));
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('preselects a topic chosen in the booking dialog', async () => {
    renderForm(jest.fn());
    const topic = screen.getByRole('combobox', { name: 'Topic' }) as HTMLSelectElement;
    expect(topic.value).toBe('');
    act(() => {
      window.dispatchEvent(new CustomEvent(CONTACT_TOPIC_EVENT, { detail: 'marketing' }));
    });
    expect(topic.value).toBe('marketing');
    expect(within(topic).getByRole('option', { name: 'Marketing' })).toBeTruthy();
  });
});
