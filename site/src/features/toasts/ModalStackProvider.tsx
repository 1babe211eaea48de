import React, { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { createModalStack, modalId, type ModalKey, type ModalStack } from '@app/validation';

/** The page's one modal stack (product rules §4), shared by every island so they know what is open. */
export const pageModalStack: ModalStack = createModalStack();

const ModalStackContext = createContext<ModalStack | null>(null);

export function ModalStackProvider({
  stack = pageModalStack,
  children,
}: {
  stack?: ModalStack;
  children: React.ReactNode;
}) {
  return <ModalStackContext.Provider value={stack}>{children}</ModalStackContext.Provider>;
}

/** The modal stack: `open(key)`, `close(key?)`, `closeAll()`; a key is an id or a component (its name). */
export function useModalStack(): ModalStack {
  const stack = useContext(ModalStackContext);
  if (stack === null) throw new Error('useModalStack() needs a <ModalStackProvider> above it');
  return stack;
}

export type ModalHandle = { id: string; open: boolean; show: () => void; hide: () => void };

/** One modal's place in the stack: whether it is open, and showing or hiding it. */
export function useModal(key: ModalKey): ModalHandle {
  const stack = useModalStack();
  const id = modalId(key);
  const open = useSyncExternalStore(
    stack.subscribe,
    () => stack.isOpen(id),
    () => false,
  );
  const show = useCallback(() => void stack.open(id), [stack, id]);
  const hide = useCallback(() => void stack.close(id), [stack, id]);
  return useMemo(() => ({ id, open, show, hide }), [id, open, show, hide]);
}
