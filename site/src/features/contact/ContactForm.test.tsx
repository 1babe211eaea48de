/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { catalogueText, type Locale } from '@app/routing';
import enValidation from '../../../../locales/en/validation.json';
import { translate } from '../../../test/i18n-mock';
import { pageModalStack } from '../toasts/ModalStackProvider';
import { FormsRuntime } from '../toasts/FormsRuntime';
import { pageToastStore } from '../toasts/ToastProvider';
import { ContactForm } from './ContactForm';
import { CONTACT_TOPIC_EVENT } from './topic-event';

let mockLocale: Locale = 'en';
jest.mock('react-i18next', () => jest.requireActual('../../../test/i18n-mock').i18nextMock(() => mockLocale));

const ENDPOINT = 'https://cms.example/api/contact';
const t = (key: string, options?: Parameters<typeof translate>[3]) => translate('en', key, 'forms', options);

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
  type(t('contact.fields.name'), 'Ada');
  type(t('contact.fields.lastName'), 'Lovelace');
  type(t('contact.fields.email'), 'ada@example.com');
  type(t('contact.fields.phone'), '06131 5550180');
  type(t('contact.fields.message'), 'We plan a tokenized fund for 2027.');
}

/** Types into the country picker and picks an option, as a visitor would. */
async function chooseCountry(typed: string, option: string) {
  const country = screen.getByRole('combobox', { name: t('contact.fields.country') });
  act(() => country.focus());
  fireEvent.change(country, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const submit = async (label = t('contact.submit')) => {
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
    expect(field(t('contact.fields.name')).required).toBe(true);
    expect(field(t('contact.fields.name')).maxLength).toBe(100);
    expect(field(t('contact.fields.email')).type).toBe('email');
    expect(field(t('contact.fields.website')).type).toBe('url');
    expect(field(t('contact.fields.website')).required).toBe(false);
    expect(field(t('contact.fields.message')).minLength).toBe(10);
    expect(screen.getByRole('combobox', { name: t('contact.fields.country') })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: t('contact.fields.topic') })).toBeTruthy();
    // Help texts are linked to their field.
    const website = field(t('contact.fields.website'));
    expect(document.getElementById(website.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      t('contact.help.website'),
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
    const first = field(t('contact.fields.name'));
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'First name is required.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('speaks German on German pages', async () => {
    renderForm(jest.fn(), 'de');
    await submit(translate('de', 'forms:contact.submit'));
    expect(await screen.findByText('Vorname ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('E-Mail-Adresse ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: translate('de', 'forms:contact.fields.country') })).toHaveProperty(
      'value',
      'Deutschland (+49)',
    );
  });

  it('validates on blur, then on every input', async () => {
    renderForm(jest.fn());
    fireEvent.blur(field(t('contact.fields.email')));
    expect(await screen.findByText('E-mail is required.')).toBeTruthy();
    type(t('contact.fields.email'), 'ada@');
    expect(await screen.findByText('E-mail must be a valid e-mail address.')).toBeTruthy();
    type(t('contact.fields.email'), 'ada@example.com');
    await waitFor(() => expect(screen.queryByText('E-mail must be a valid e-mail address.')).toBeNull());
  });

  it('checks the phone number for the chosen country, and again when the country changes', async () => {
    const fetch = jest.fn();
    renderForm(fetch);
    fillValid();
    await chooseCountry('United King', 'United Kingdom (+44)');
    type(t('contact.fields.phone'), '0660 1234567'); // an Austrian mobile number, not a British one
    await submit();
    expect(await screen.findByText(catalogueText(enValidation, 'messages.phone')!)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await chooseCountry('43', 'Austria (+43)');
    await waitFor(() => expect(screen.queryByText(catalogueText(enValidation, 'messages.phone')!)).toBeNull());
  });

  it('posts the form as typed and confirms it once, inline, then starts afresh', async () => {
    const fetch = jest.fn(async () => reply(201, { data: { message: t('common:forms.contactSuccess') } }));
    renderForm(fetch, 'en', 'fundraising');
    fillValid();
    type(t('contact.fields.website'), 'https://lovelace.example');
    await submit();

    await waitFor(() => expect(screen.getAllByText(t('common:forms.contactSuccess'))).toHaveLength(1));
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
    const note = screen.getAllByText(t('common:forms.contactSuccess')).find((el) => el.closest('form'));
    expect(document.activeElement?.contains(note ?? null)).toBe(true);
    expect(field(t('contact.fields.name')).value).toBe('');
    expect(field(t('contact.fields.message')).value).toBe('');
  });

  it('puts server messages on their fields and the rest into toasts', async () => {
    const fetch = jest.fn(async () =>
      reply(400, {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: t('common:forms.invalidData'),
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
    const email = field(t('contact.fields.email'));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'E-mail must be a valid e-mail address.',
    );
    expect(document.activeElement).toBe(email);
    expect(pageToastStore.list().map((t) => t.message)).toEqual(['Page must not be longer than 2000 characters.']);
    expect(await screen.findByText('Page must not be longer than 2000 characters.')).toBeTruthy();
    expect(field(t('contact.fields.name')).value).toBe('Ada');
  });

  it('says "The given data was invalid" when the server explains nothing', async () => {
    renderForm(jest.fn(async () => reply(400, {})));
    fillValid();
    await submit();
    await waitFor(() =>
      expect(pageToastStore.list().map((t) => t.message)).toEqual([catalogueText(enValidation, 'server.invalidData')]),
    );
  });

  it('explains an unreachable server and keeps what the visitor typed', async () => {
    const fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    renderForm(fetch);
    fillValid();
    await submit();
    const alert = await screen.findByText(/We could not reach our server/);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(field(t('contact.fields.name')).value).toBe('Ada');
    expect(field(t('contact.fields.email')).value).toBe('ada@example.com');
    expect(field(t('contact.fields.message')).value).toBe('We plan a tokenized fund for 2027.');
  });

  it('refuses validation and a second submit while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm(fetch);
    fillValid();
    await submit();
    expect(screen.getByRole('button', { name: t('sending') })).toBeTruthy();
    type(t('contact.fields.name'), '');
    await submit(t('sending'));
    expect(screen.queryByText('First name is required.')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => answer(reply(201, { data: { message: 'ok' } })));
    expect(screen.getByRole('button', { name: t('contact.submit') })).toBeTruthy();
  });

  it('preselects a topic chosen in the booking dialog', async () => {
    renderForm(jest.fn());
    const topic = screen.getByRole('combobox', { name: t('contact.fields.topic') }) as HTMLSelectElement;
    expect(topic.value).toBe('');
    act(() => {
      window.dispatchEvent(new CustomEvent(CONTACT_TOPIC_EVENT, { detail: 'marketing' }));
    });
    expect(topic.value).toBe('marketing');
    expect(within(topic).getByRole('option', { name: t('topics.marketing') })).toBeTruthy();
  });
});
