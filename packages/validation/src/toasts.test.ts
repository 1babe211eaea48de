import { createToastStore, type Toast, type ToastType } from './toasts';

describe('createToastStore (product rules §4)', () => {
  it('gives toasts ids toast-1, toast-2 … when none is given', () => {
    const store = createToastStore();
    expect(store.open({ type: 'success', message: 'Saved' })).toBe('toast-1');
    expect(store.open({ type: 'error', message: 'Failed' })).toBe('toast-2');
    expect(store.list()).toEqual([
      { id: 'toast-1', type: 'success', message: 'Saved' },
      { id: 'toast-2', type: 'error', message: 'Failed' },
    ]);
  });

  it('counts per store', () => {
    createToastStore().open({ type: 'info', message: 'a' });
    expect(createToastStore().open({ type: 'info', message: 'b' })).toBe('toast-1');
  });

  it('keeps a given id, replaces a toast opened again with it and skips it for auto ids', () => {
    const store = createToastStore();
    expect(store.open({ type: 'warning', message: 'Old', id: 'toast-1' })).toBe('toast-1');
    store.open({ type: 'warning', message: 'New', id: 'toast-1' });
    expect(store.list()).toEqual([{ id: 'toast-1', type: 'warning', message: 'New' }]);
    expect(store.open({ type: 'info', message: 'Auto' })).toBe('toast-2');
  });

  it.each<ToastType>(['error', 'success', 'warning', 'info'])('opens a %s toast', (type) => {
    const store = createToastStore();
    store.open({ type, message: 'm' });
    expect(store.list()[0]?.type).toBe(type);
  });

  it('rejects an unknown type', () => {
    expect(() => createToastStore().open({ type: 'fatal' as ToastType, message: 'm' })).toThrow('"fatal"');
  });

  it('close removes by id', () => {
    const store = createToastStore();
    store.open({ type: 'info', message: 'a' });
    store.open({ type: 'info', message: 'b' });
    expect(store.close('toast-1')).toBe(true);
    expect(store.close('toast-9')).toBe(false);
    expect(store.list().map((t) => t.message)).toEqual(['b']);
  });

  it('closeActive closes the most recent toast', () => {
    const store = createToastStore();
    store.open({ type: 'info', message: 'first' });
    store.open({ type: 'error', message: 'second' });
    expect(store.closeActive()).toBe('toast-2');
    expect(store.list().map((t) => t.message)).toEqual(['first']);
    store.closeActive();
    expect(store.closeActive()).toBeUndefined();
  });

  it('closeAll empties the list and subscribers hear every change', () => {
    const store = createToastStore();
    const seen: (readonly Toast[])[] = [];
    const unsubscribe = store.subscribe((list) => seen.push(list));
    store.open({ type: 'info', message: 'a' });
    store.open({ type: 'info', message: 'b' });
    store.closeAll();
    unsubscribe();
    store.open({ type: 'info', message: 'c' });
    expect(seen.map((list) => list.length)).toEqual([1, 2, 0]);
    expect(store.list()).toHaveLength(1);
  });
});
