/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { translate } from '../../../test/i18n-mock';
import { FormsRuntime } from '../toasts/FormsRuntime';
import { pageModalStack } from '../toasts/ModalStackProvider';
import { pageToastStore } from '../toasts/ToastProvider';
import { createJoinListController, type JoinListController, type JoinListMode } from './controller';
import { JoinListWidget, type JoinListWidgetProps } from './JoinListWidget';

let mockLocale: Locale = 'en';
jest.mock('react-i18next', () => jest.requireActual('../../../test/i18n-mock').i18nextMock(() => mockLocale));

const ENDPOINT = 'https://cms.example/api/newsletter';
// Double opt-in: after sign-up the visitor is asked to confirm by e-mail, never told they are subscribed.
const CHECK_INBOX = translate('en', 'common:forms.newsletterCheckInbox');
const NO_ADDRESS = translate('en', 'forms:joinList.skippedText');
const t = (key: string) => translate('en', key, 'forms');

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const reply = (status: number, body: unknown) =>
  ({ ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) }) as unknown as Response;

function renderWidget(
  fetch: jest.Mock,
  {
    mode = 'slider',
    locale = 'en',
    ...props
  }: Partial<JoinListWidgetProps> & { mode?: JoinListMode; locale?: Locale } = {},
) {
  mockLocale = locale;
  const controller: JoinListController = createJoinListController({ mode, storage: null });
  const events: string[] = [];
  controller.on('submit', () => events.push('submit'));
  controller.on('close', () => events.push('close'));
  controller.on('thank-you-click', () => events.push('thank-you-click'));
  render(
    <FormsRuntime>
      <JoinListWidget
        controller={controller}
        endpoint={ENDPOINT}
        fetch={fetch as unknown as typeof globalThis.fetch}
        {...props}
      />
    </FormsRuntime>,
  );
  act(() => controller.open());
  return { controller, events };
}

const EMAIL_LABELS = [
  translate('en', 'forms:newsletter.fields.email'),
  translate('de', 'forms:newsletter.fields.email'),
];
const email = () => screen.getByRole('textbox', { name: (name) => EMAIL_LABELS.includes(name) }) as HTMLInputElement;
const typeEmail = (value: string) => fireEvent.change(email(), { target: { value } });
const join = async (label = t('common:forms.submitJoinList')) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
};

beforeEach(() => {
  delete (window as DataLayerWindow).dataLayer;
});
afterEach(() => {
  act(() => {
    pageToastStore.closeAll();
    pageModalStack.closeAll();
  });
});

describe('JoinListWidget', () => {
  it('is a labelled modal slider with an email field and "Subscribe", focus inside', async () => {
    renderWidget(jest.fn());
    const dialog = await screen.findByRole('dialog', { name: t('joinList.title') });
    expect(within(dialog).getByRole('button', { name: t('common:forms.submitJoinList') })).toBeTruthy();
    expect(email().type).toBe('email');
    expect(email().required).toBe(true);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(pageModalStack.list()).toEqual(['JoinListWidget']);
  });

  it('signs up: posts email, page and language, pushes send_form and asks to confirm by e-mail', async () => {
    const fetch = jest.fn(async () => reply(200, { data: { message: CHECK_INBOX } }));
    const { events } = renderWidget(fetch);
    typeEmail('ada@example.com');
    await join();

    await waitFor(() => expect(pageToastStore.list().map((t) => t.message)).toEqual([CHECK_INBOX]));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.com',
      pageUri: '/',
      locale: 'en',
      nickname: '',
    });
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'send_form', form_name: 'subscribe' }]);
    expect(events).toEqual(['submit']);
    expect(screen.getByRole('heading', { name: t('joinList.thankYouTitle') })).toBeTruthy();
    expect(screen.getByText(/we have just sent you a link to confirm your address/)).toBeTruthy();
    expect(screen.queryByText(/successfully signed/)).toBeNull();
  });

  it('asks a German visitor to confirm by e-mail, in German', async () => {
    renderWidget(
      jest.fn(async () => reply(200, {})),
      { locale: 'de' },
    );
    typeEmail('ada@example.com');
    await join(translate('de', 'common:forms.submitJoinList'));
    await waitFor(() =>
      expect(pageToastStore.list().map((t) => t.message)).toEqual([
        translate('de', 'common:forms.newsletterCheckInbox'),
      ]),
    );
    expect(screen.getByRole('heading', { name: translate('de', 'forms:joinList.thankYouTitle') })).toBeTruthy();
    expect(screen.getByText(/Link zur Bestätigung Ihrer Adresse/)).toBeTruthy();
  });

  it('uses the configured form name and leaves the message to an onSuccess handler', async () => {
    const onSuccess = jest.fn();
    renderWidget(
      jest.fn(async () => reply(200, {})),
      { formName: 'footer-signup', onSuccess },
    );
    typeEmail('ada@example.com');
    await join();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(CHECK_INBOX));
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'send_form', form_name: 'footer-signup' }]);
    expect(pageToastStore.list()).toEqual([]);
  });

  it('requires an address by default, in the page language', async () => {
    const fetch = jest.fn();
    renderWidget(fetch, { locale: 'de' });
    await join(translate('de', 'common:forms.submitJoinList'));
    expect(await screen.findByText('E-Mail-Adresse ist ein Pflichtfeld.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports success without calling the server when an optional address is left empty (product rules §5)', async () => {
    const fetch = jest.fn();
    const { events } = renderWidget(fetch, { emailOptional: true });
    expect(email().required).toBe(false);
    await join();
    await waitFor(() => expect(pageToastStore.list().map((t) => t.message)).toEqual([NO_ADDRESS]));
    expect(screen.getByRole('heading', { name: t('joinList.skippedTitle') })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(events).toEqual(['submit']);
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });

  it('still validates an optional address that was typed', async () => {
    const fetch = jest.fn();
    renderWidget(fetch, { emailOptional: true });
    typeEmail('ada@');
    await join();
    expect(await screen.findByText('E-mail must be a valid e-mail address.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows server validation errors as toasts', async () => {
    const fetch = jest.fn(async () =>
      reply(400, {
        data: null,
        error: {
          message: translate('en', 'common:forms.invalidData'),
          details: { errors: [{ path: ['email'], message: 'Email is blocked.' }] },
        },
      }),
    );
    const { events } = renderWidget(fetch);
    typeEmail('ada@example.com');
    await join();
    await waitFor(() => expect(pageToastStore.list().map((t) => t.message)).toEqual(['Email is blocked.']));
    expect(email().getAttribute('aria-invalid')).toBe('false');
    expect(events).toEqual([]);
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });

  it('explains an unreachable server and keeps the address', async () => {
    renderWidget(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    typeEmail('ada@example.com');
    await join();
    expect(await screen.findByText(/We could not reach our server/)).toBeTruthy();
    expect(email().value).toBe('ada@example.com');
  });

  it('closes with Escape and with the labelled close button', async () => {
    const { controller, events } = renderWidget(jest.fn());
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(controller.isOpen()).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => controller.open());
    fireEvent.click(await screen.findByRole('button', { name: t('close') }));
    expect(events).toEqual(['close', 'close']);
    expect(pageModalStack.list()).toEqual([]);
  });

  it('reports the thank-you click and closes', async () => {
    const { controller, events } = renderWidget(jest.fn(async () => reply(200, {})));
    typeEmail('ada@example.com');
    await join();
    fireEvent.click(await screen.findByRole('button', { name: t('joinList.continue') }));
    expect(events).toEqual(['submit', 'thank-you-click', 'close']);
    expect(controller.isOpen()).toBe(false);
  });

  it('fills the viewport in popup mode and opens from its launcher in popover mode', async () => {
    renderWidget(jest.fn(), { mode: 'popup' });
    const popup = await screen.findByRole('dialog', { name: t('joinList.title') });
    expect(popup.className).toMatch(/MuiDialog-paperFullScreen/);
    act(() => pageModalStack.closeAll());

    const launcher = document.createElement('button');
    document.body.append(launcher);
    renderWidget(jest.fn(), { mode: 'popover', anchorEl: launcher });
    const dialogs = await screen.findAllByRole('dialog', { name: t('joinList.title') });
    expect(dialogs.some((d) => d.className.includes('MuiPopover-paper'))).toBe(true);
    launcher.remove();
  });
});
