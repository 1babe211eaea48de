/** Toast types of product rules §4. */
export const TOAST_TYPES = ['error', 'success', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export type Toast = { readonly id: string; readonly type: ToastType; readonly message: string };
export type ToastInput = { type: ToastType; message: string; id?: string };
export type ToastListener = (toasts: readonly Toast[]) => void;

export type ToastStore = {
  /** Shows a toast and returns its id (`toast-N` when none is given). Reusing an id replaces that toast. */
  open(toast: ToastInput): string;
  /** Removes the toast with this id; false when there was none. */
  close(id: string): boolean;
  /** Closes the most recently opened toast and returns its id. */
  closeActive(): string | undefined;
  closeAll(): void;
  /** The open toasts, oldest first. */
  list(): readonly Toast[];
  subscribe(listener: ToastListener): () => void;
};

/** A toast list without a UI (product rules §4): open, close by id, close the active one, close all. */
export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<ToastListener>();

  function commit(next: readonly Toast[]): void {
    toasts = next;
    for (const listener of [...listeners]) listener(toasts);
  }

  function nextId(): string {
    // Skip numbers a caller already used as an explicit id.
    do counter += 1;
    while (toasts.some((t) => t.id === `toast-${counter}`));
    return `toast-${counter}`;
  }

  return {
    open({ type, message, id }) {
      if (!TOAST_TYPES.includes(type)) throw new Error(`Unknown toast type "${String(type)}"`);
      const toastId = id ?? nextId();
      commit([...toasts.filter((t) => t.id !== toastId), { id: toastId, type, message }]);
      return toastId;
    },
    close(id) {
      if (!toasts.some((t) => t.id === id)) return false;
      commit(toasts.filter((t) => t.id !== id));
      return true;
    },
    closeActive() {
      const active = toasts.at(-1);
      if (active !== undefined) commit(toasts.slice(0, -1));
      return active?.id;
    },
    closeAll() {
      if (toasts.length > 0) commit([]);
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
