import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ToastStore } from '@app/validation';

// Every island brings its own ToastProvider, but the page has one toast list: the first provider mounted
// for a store renders it, the others only hand the store down. When the host unmounts the next one takes over.
const claims = new Map<ToastStore, readonly symbol[]>();
const listeners = new Set<() => void>();

function update(store: ToastStore, next: readonly symbol[]): void {
  if (next.length === 0) claims.delete(store);
  else claims.set(store, next);
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True for the one provider of `store` that should render its toasts. */
export function useIsToastHost(store: ToastStore): boolean {
  const [token] = useState(() => Symbol('toast-host'));
  useEffect(() => {
    update(store, [...(claims.get(store) ?? []), token]);
    return () =>
      update(
        store,
        (claims.get(store) ?? []).filter((claim) => claim !== token),
      );
  }, [store, token]);
  return useSyncExternalStore(
    subscribe,
    () => claims.get(store)?.[0] === token,
    () => false,
  );
}
