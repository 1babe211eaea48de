/** @jest-environment jsdom */
import React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@app/routing';
import { translate } from '../../../test/i18n-mock';
import { testI18n } from '../../../test/render-static';
import { StatusRegion, UpdatePrompt } from '../../frame/Layout/UpdatePrompt';
import { UPDATE_CHECK_INTERVAL_MS, startServiceWorker, type WorkerContainer } from './service-worker';

/** The page frame's prompt and status region as the build renders them, in a language's catalogue. */
async function frame(language: Locale): Promise<string> {
  const i18n = testI18n(language);
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      React.createElement(
        I18nextProvider,
        { i18n },
        React.createElement(UpdatePrompt),
        React.createElement(StatusRegion),
      ),
    ),
  );
  const html = container.innerHTML;
  root.unmount();
  return html;
}

/** A stand-in for `navigator.serviceWorker`: records registrations, fires `controllerchange` on demand. */
function fakeContainer(controlled: boolean) {
  const events = new EventTarget();
  const update = jest.fn(async () => undefined);
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: jest.fn(async () => ({ update }) as unknown as ServiceWorkerRegistration),
    addEventListener: events.addEventListener.bind(events),
  } as unknown as WorkerContainer & { register: jest.Mock };
  return { container, update, takeOver: () => events.dispatchEvent(new Event('controllerchange')) };
}

const prompt = () => document.getElementById('update-prompt')!;
/** Lets the registration's promise chain settle (microtasks only, so it works under fake timers too). */
async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

async function setup(language: Locale, controlled: boolean) {
  document.body.innerHTML = `<main id="main" tabindex="-1"><a href="/x/" id="focused">A link</a></main>${await frame(language)}`;
  document.getElementById('focused')!.focus();
  const fake = fakeContainer(controlled);
  const reload = jest.fn();
  startServiceWorker(document, { container: fake.container, production: true, reload });
  await flush();
  return { ...fake, reload };
}

beforeEach(() => jest.useRealTimers());

describe('the "new version" prompt in the page frame', () => {
  it.each([
    [
      'en',
      translate('en', 'common:pwa.updateAvailable'),
      translate('en', 'common:pwa.reload'),
      translate('en', 'common:pwa.later'),
    ],
    [
      'de',
      translate('de', 'common:pwa.updateAvailable'),
      translate('de', 'common:pwa.reload'),
      translate('de', 'common:pwa.later'),
    ],
  ] as const)(
    '%s: hidden until needed, a labelled region with two real buttons',
    async (language, text, reload, later) => {
      document.body.innerHTML = await frame(language);
      const section = prompt();
      expect(section.hidden).toBe(true);
      expect(document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent).toBe(text);
      const buttons = [...section.querySelectorAll('button')].map((b) => [b.type, b.textContent]);
      expect(buttons).toEqual([
        ['button', reload],
        ['button', later],
      ]);
      expect(document.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
    },
  );
});

describe('registering the service worker', () => {
  it('registers /sw.js for the whole site, always fetching the worker itself past the HTTP cache', async () => {
    const { container } = await setup('en', false);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('does nothing in a development build or where the browser has no service workers', async () => {
    document.body.innerHTML = await frame('en');
    const fake = fakeContainer(true);
    startServiceWorker(document, { container: fake.container, production: false });
    expect(fake.container.register).not.toHaveBeenCalled();
    expect(() => startServiceWorker(document, { container: undefined, production: true })).not.toThrow();
  });

  it('first visit: the worker taking control is no news, no prompt', async () => {
    const { takeOver } = await setup('en', false);
    takeOver();
    expect(prompt().hidden).toBe(true);
  });

  it.each([
    ['en', translate('en', 'common:pwa.updateAvailable')],
    ['de', translate('de', 'common:pwa.updateAvailable')],
  ] as const)(
    '%s: a new deployment under an open page shows the prompt, says it politely, keeps the focus',
    async (language, text) => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      const { takeOver } = await setup(language, true);
      takeOver();
      expect(prompt().hidden).toBe(false);
      expect(document.activeElement?.id).toBe('focused');
      jest.advanceTimersByTime(100);
      expect(document.querySelector('[role="status"]')?.textContent).toBe(text);
    },
  );

  it('"Reload now" reloads; "Later" hides the prompt', async () => {
    const { takeOver, reload } = await setup('de', true);
    takeOver();
    prompt().querySelector<HTMLButtonElement>('[data-update-reload]')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
    const later = prompt().querySelector<HTMLButtonElement>('[data-update-dismiss]')!;
    later.focus();
    later.click();
    expect(prompt().hidden).toBe(true);
    // The focused button vanished: focus continues at the main content, not at the top of the document.
    expect(document.activeElement?.id).toBe('main');
  });

  it('a page the worker served asks for a new worker once loaded, again when shown again and once an hour', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { update } = await setup('en', true);
    expect(update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(update).toHaveBeenCalledTimes(3);
  });

  it('a first visit (no worker yet) installs and does not ask again at once', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { update, container } = await setup('en', false);
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
  });
});
