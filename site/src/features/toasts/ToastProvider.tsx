import React, { createContext, useContext, useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { createToastStore, type Toast, type ToastStore } from '@app/validation';
import { ToastContent } from './ToastContent';
import { useIsToastHost } from './toast-host';

/** The page's one toast list (product rules §4), shared by every island loaded on the page. */
export const pageToastStore: ToastStore = createToastStore();

const ToastContext = createContext<ToastStore | null>(null);

/** How long a toast stays, by type: errors need time to be read, confirmations less. */
const AUTO_HIDE_MS: Record<Toast['type'], number> = { error: 10_000, warning: 8_000, info: 6_000, success: 6_000 };

const COMPONENTS = { success: ToastContent, error: ToastContent, warning: ToastContent, info: ToastContent };

/** Mirrors the store into notistack: opens what the store opened, closes what it closed, and back. */
function ToastBridge({ store }: { store: ToastStore }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => {
    const shown = new Map<string, { toast: Toast; key: string }>();
    const usedKeys = new Set<string>();
    const sync = (toasts: readonly Toast[]) => {
      for (const [id, entry] of shown) {
        if (toasts.includes(entry.toast)) continue;
        shown.delete(id);
        closeSnackbar(entry.key);
      }
      for (const toast of toasts) {
        if (shown.has(toast.id)) continue;
        // A toast reusing an id gets a fresh snackbar key: the old snackbar may still be leaving.
        const key = usedKeys.has(toast.id) ? `${toast.id}~${usedKeys.size}` : toast.id;
        usedKeys.add(key);
        shown.set(toast.id, { toast, key });
        enqueueSnackbar(toast.message, {
          key,
          variant: toast.type,
          autoHideDuration: AUTO_HIDE_MS[toast.type],
          SnackbarProps: { 'data-toast-id': toast.id } as React.HTMLAttributes<HTMLDivElement>,
          // Closed by its timer, its close button or the stack limit: the store follows (unless replaced).
          onClose: () => {
            if (store.list().includes(toast)) store.close(toast.id);
          },
        });
      }
    };
    sync(store.list());
    const unsubscribe = store.subscribe(sync);
    return () => {
      unsubscribe();
      for (const entry of shown.values()) closeSnackbar(entry.key);
    };
  }, [store, enqueueSnackbar, closeSnackbar]);
  return null;
}

/**
 * Provides the toast store (`useToasts()`) to an island; the first provider of a store on the page also
 * renders its toasts with notistack.
 */
export function ToastProvider({ store = pageToastStore, children }: { store?: ToastStore; children: React.ReactNode }) {
  const isHost = useIsToastHost(store);
  return (
    <ToastContext.Provider value={store}>
      {children}
      {isHost && (
        <SnackbarProvider
          maxSnack={3}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          Components={COMPONENTS}
        >
          <ToastBridge store={store} />
        </SnackbarProvider>
      )}
    </ToastContext.Provider>
  );
}

/**
 * The toast store of product rules §4: `open({ type, message, id? })` → id (`toast-N`), `close(id)`,
 * `closeActive()`, `closeAll()`.
 */
export function useToasts(): ToastStore {
  const store = useContext(ToastContext);
  if (store === null) throw new Error('useToasts() needs a <ToastProvider> above it');
  return store;
}
