/** A component a modal can be keyed by: a function or class, or an object carrying a `displayName`. */
export type ModalComponent =
  | (((...args: never[]) => unknown) & { displayName?: string })
  | ((abstract new (...args: never[]) => unknown) & { displayName?: string })
  | { readonly displayName: string };

export type ModalKey = string | ModalComponent;
export type ModalListener = (stack: readonly string[]) => void;

export type ModalStack = {
  /** Puts the modal on top (moving it there if it is already open) and returns its id. */
  open(key: ModalKey): string;
  /** Closes the given modal, or the top one when called without an argument; false when nothing closed. */
  close(key?: ModalKey): boolean;
  closeAll(): void;
  isOpen(key: ModalKey): boolean;
  /** The id of the modal on top, if any. */
  top(): string | undefined;
  /** Open ids, bottom first. */
  list(): readonly string[];
  subscribe(listener: ModalListener): () => void;
};

/** The modal id of product rules §4: the given id, or the component's `displayName`, else its `name`. */
export function modalId(key: ModalKey): string {
  if (typeof key === 'string') {
    if (key === '') throw new Error('A modal id must not be empty');
    return key;
  }
  const named = key as { displayName?: unknown; name?: unknown };
  const id = typeof named.displayName === 'string' && named.displayName !== '' ? named.displayName : named.name;
  if (typeof id !== 'string' || id === '') throw new Error('A modal component needs a displayName or a name');
  return id;
}

/** A stack of open modal ids with open, close and close-all (product rules §4). */
export function createModalStack(): ModalStack {
  let stack: readonly string[] = [];
  const listeners = new Set<ModalListener>();

  function commit(next: readonly string[]): void {
    stack = next;
    for (const listener of [...listeners]) listener(stack);
  }

  return {
    open(key) {
      const id = modalId(key);
      commit([...stack.filter((open) => open !== id), id]);
      return id;
    },
    close(key) {
      const id = key === undefined ? stack.at(-1) : modalId(key);
      if (id === undefined || !stack.includes(id)) return false;
      commit(stack.filter((open) => open !== id));
      return true;
    },
    closeAll() {
      if (stack.length > 0) commit([]);
    },
    isOpen: (key) => stack.includes(modalId(key)),
    top: () => stack.at(-1),
    list: () => stack,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
