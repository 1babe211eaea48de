import { DAY_MS } from './constants';

/** The page's localStorage, or null where it is unavailable (blocked cookies, some private modes). */
export function safeLocalStorage(win: Window | undefined): Storage | null {
  try {
    return win?.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * A "not before" timestamp in localStorage: `active()` while it lies ahead, `extend(days)` pushes it out
 * (never pulls it in). Without storage it remembers nothing, so the widget behaves as on a first visit.
 */
export function expiryFlag(storage: Storage | null, key: string, now: () => number) {
  const read = (): number => {
    try {
      const value = Number(storage?.getItem(key));
      return Number.isFinite(value) ? value : 0;
    } catch {
      return 0;
    }
  };
  return {
    active: () => read() > now(),
    extend(days: number): void {
      const until = Math.max(read(), now() + days * DAY_MS);
      try {
        storage?.setItem(key, String(until));
      } catch {
        // Storage full or blocked: the visitor may be asked again, nothing breaks.
      }
    },
  };
}
