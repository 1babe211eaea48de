/** @jest-environment jsdom */
import React from 'react';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createModalStack, createToastStore, type ModalStack, type ToastStore } from '@app/validation';
import type { Locale } from '@app/routing';
import { translate } from '../../../test/i18n-mock';
import { ModalStackProvider, useModal, useModalStack } from './ModalStackProvider';
import { ToastProvider, useToasts } from './ToastProvider';

let mockLocale: Locale = 'en';
jest.mock('react-i18next', () => jest.requireActual('../../../test/i18n-mock').i18nextMock(() => mockLocale));

/** Gives the test the store a component sees through `useToasts()`. */
function Grab({ into }: { into: (store: ToastStore) => void }) {
  into(useToasts());
  return null;
}

function renderToasts(store = createToastStore()) {
  let seen: ToastStore | undefined;
  const view = render(
    <ToastProvider store={store}>
      <Grab into={(s) => (seen = s)} />
    </ToastProvider>,
  );
  return { store: seen!, view };
}

const shownToasts = () =>
  [...document.querySelectorAll('[data-toast-id]')].map((el) => el.getAttribute('data-toast-id'));

describe('ToastProvider', () => {
  it('wires notistack to the shared toast store: auto ids toast-1, toast-2, … and every type', async () => {
    const { store } = renderToasts();
    let ids: string[] = [];
    act(() => {
      ids = [
        store.open({ type: 'success', message: 'Saved' }),
        store.open({ type: 'error', message: 'Failed' }),
        store.open({ type: 'info', message: 'Note' }),
      ];
    });
    expect(ids).toEqual(['toast-1', 'toast-2', 'toast-3']);
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('Failed').closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText('Saved').closest('[role="status"]')).toBeTruthy();
    expect(shownToasts()).toEqual(['toast-1', 'toast-2', 'toast-3']);
  });

  it('closes by id, the active one, and all, on screen as in the store', () => {
    // The toasts leave with an exit transition: fake timers run it to its end, however busy the machine is.
    jest.useFakeTimers();
    try {
      const { store } = renderToasts();
      /**
       * Runs `change`, then 800 ms of the clock in steps (a toast's exit, then its collapse, each starting the next
       * when it ends; all changes together stay under the shortest auto-hide), and lists the messages on screen.
       */
      const after = (change: () => void) => {
        act(change);
        for (let step = 0; step < 4; step += 1) act(() => void jest.advanceTimersByTime(200));
        return ['One', 'Two', 'Three'].filter((message) => screen.queryByText(message) !== null);
      };
      expect(
        after(() => {
          store.open({ type: 'warning', message: 'One' });
          store.open({ type: 'info', message: 'Two' });
          store.open({ type: 'info', message: 'Three', id: 'custom' });
        }),
      ).toEqual(['One', 'Two', 'Three']);
      expect(after(() => void store.closeActive())).toEqual(['One', 'Two']);
      expect(after(() => void store.close('toast-1'))).toEqual(['Two']);
      expect(store.list().map((t) => t.id)).toEqual(['toast-2']);
      expect(after(() => store.closeAll())).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('removes a toast from the store when the visitor closes it', async () => {
    const { store } = renderToasts();
    act(() => void store.open({ type: 'success', message: 'Your message has been received' }));
    await screen.findByText('Your message has been received');
    fireEvent.click(screen.getByRole('button', { name: translate('en', 'forms:close') }));
    expect(store.list()).toEqual([]);
    await waitFor(() => expect(screen.queryByText('Your message has been received')).toBeNull());
  });

  it('labels the close button in the page language', async () => {
    mockLocale = 'de';
    const { store } = renderToasts();
    act(() => void store.open({ type: 'error', message: 'Die übermittelten Daten sind ungültig' }));
    expect(await screen.findByRole('button', { name: translate('de', 'forms:close') })).toBeTruthy();
    mockLocale = 'en';
  });

  it('shows each toast once when several islands share the page store', async () => {
    const store = createToastStore();
    render(
      <>
        <ToastProvider store={store}>
          <span />
        </ToastProvider>
        <ToastProvider store={store}>
          <span />
        </ToastProvider>
      </>,
    );
    act(() => void store.open({ type: 'info', message: 'Only once' }));
    expect(await screen.findAllByText('Only once')).toHaveLength(1);
  });

  it('refuses to work outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useToasts())).toThrow('useToasts() needs a <ToastProvider> above it');
    jest.restoreAllMocks();
  });
});

function ExampleModal() {
  return null;
}

describe('ModalStackProvider', () => {
  it('opens and closes modals by id or by component name, and closes all', () => {
    const stack: ModalStack = createModalStack();
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <ModalStackProvider stack={stack}>{children}</ModalStackProvider>
    );
    const { result } = renderHook(
      () => ({ example: useModal(ExampleModal), other: useModal('other'), stack: useModalStack() }),
      {
        wrapper,
      },
    );
    expect(result.current.example).toMatchObject({ id: 'ExampleModal', open: false });
    act(() => result.current.example.show());
    act(() => void result.current.stack.open('other'));
    expect(result.current.example.open).toBe(true);
    expect(stack.list()).toEqual(['ExampleModal', 'other']);
    act(() => result.current.example.hide());
    expect(result.current.example.open).toBe(false);
    act(() => result.current.stack.closeAll());
    expect(result.current.other.open).toBe(false);
  });
});
