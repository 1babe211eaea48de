import { JOIN_LIST_DEFAULTS } from './constants';
import { expiryFlag, safeLocalStorage } from './storage';
import { attachTriggers, type JoinListTriggers, type TriggerName } from './triggers';

export type { JoinListTriggers, TriggerName } from './triggers';

/** popup: the whole viewport; slider: an 800 px panel on the right; popover: a small panel by its launcher. */
export type JoinListMode = 'popup' | 'slider' | 'popover';

/** What opened the widget: a visitor's click or one of the open triggers. */
export type OpenReason = 'manual' | TriggerName;

export type JoinListEventMap = {
  ready: { mode: JoinListMode };
  open: { reason: OpenReason };
  close: { reason: 'manual' | 'auto' };
  submit: Record<string, never>;
  'thank-you-click': Record<string, never>;
};
export type JoinListEvent = keyof JoinListEventMap;

/** The DOM event type on `window` that mirrors a controller event, e.g. `join-list:submit`. */
const joinListEventType = (event: JoinListEvent) => `join-list:${event}`;

export type JoinListOptions = {
  mode?: JoinListMode;
  triggers?: JoinListTriggers;
  /** Close by itself after a signup, `autoCloseDelayMs` later (0: at once). */
  autoClose?: boolean;
  autoCloseDelayMs?: number;
  /** Days the triggers stay quiet after the visitor closed the widget, and after a signup. */
  suppressDays?: number;
  suppressDaysAfterSignup?: number;
  /** Days the popover's notification dot stays hidden once the popover was seen. */
  dotHiddenDays?: number;
  /** Prefix of the localStorage keys. */
  storageKey?: string;
  phoneMaxWidthPx?: number;
  /** Triggers do not interrupt while this says the visitor is busy (e.g. another dialog is open). */
  isBusy?: (trigger: TriggerName) => boolean;
  window?: Window;
  storage?: Storage | null;
  now?: () => number;
};

export type JoinListController = {
  readonly mode: JoinListMode;
  /** Arms the open triggers (unless the visitor asked not to be asked for now), then emits `ready`. */
  start(): void;
  /** Disarms everything; listeners stay until their unsubscribe runs. */
  destroy(): void;
  open(reason?: OpenReason): void;
  close(reason?: 'manual' | 'auto'): void;
  toggle(): void;
  isOpen(): boolean;
  /** Call after a successful signup: emits `submit`, stops asking, and closes itself if `autoClose`. */
  submitted(): void;
  /** The thank-you screen's button was used. */
  thankYouClick(): void;
  /** True while closing or signing up keeps the triggers quiet. */
  isSuppressed(): boolean;
  /** Popover only: whether the launcher shows its notification dot. */
  showsDot(): boolean;
  on<E extends JoinListEvent>(event: E, listener: (payload: JoinListEventMap[E]) => void): () => void;
  /** Called on every open and close (for `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void;
};

type Listener = (payload: never) => void;

/**
 * The join-list widget's behaviour without a UI (product rules §4, §9): open, close and toggle; open triggers
 * (page load, exit intent, time on page, scroll depth) that fire once per page view and never while the
 * visitor asked not to be asked (N days after a close or a signup, kept in localStorage); no auto-open at
 * load on a phone-sized viewport; auto-close after submit with an optional delay; and the events ready,
 * open, close, submit and thank-you-click — to `on` listeners and, as `join-list:<event>` CustomEvents with
 * the payload in `detail`, on the window.
 */
export function createJoinListController(options: JoinListOptions = {}): JoinListController {
  const d = JOIN_LIST_DEFAULTS;
  const mode = options.mode ?? d.mode;
  const settings = {
    autoClose: options.autoClose ?? false,
    autoCloseDelayMs: options.autoCloseDelayMs ?? d.autoCloseDelayMs,
    suppressDays: options.suppressDays ?? d.suppressDays,
    suppressDaysAfterSignup: options.suppressDaysAfterSignup ?? d.suppressDaysAfterSignup,
    dotHiddenDays: options.dotHiddenDays ?? d.dotHiddenDays,
    storageKey: options.storageKey ?? d.storageKey,
    phoneMaxWidthPx: options.phoneMaxWidthPx ?? d.phoneMaxWidthPx,
  };
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const now = options.now ?? Date.now;
  const storage = options.storage !== undefined ? options.storage : safeLocalStorage(win);
  const suppressed = expiryFlag(storage, `${settings.storageKey}:suppressed-until`, now);
  const dotSeen = expiryFlag(storage, `${settings.storageKey}:dot-seen-until`, now);
  const listeners = new Map<JoinListEvent, Set<Listener>>();
  let opened = false;
  let detach: () => void = () => undefined;
  let autoCloseTimer: ReturnType<typeof setTimeout> | undefined;

  function emit<E extends JoinListEvent>(event: E, payload: JoinListEventMap[E]): void {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (p: JoinListEventMap[E]) => void)(payload);
    // The host page (tag manager, a script of the page) hears the same events without holding the controller.
    win?.dispatchEvent(new CustomEvent(joinListEventType(event), { detail: payload }));
  }

  function on<E extends JoinListEvent>(event: E, listener: (payload: JoinListEventMap[E]) => void): () => void {
    const set = listeners.get(event) ?? new Set<Listener>();
    listeners.set(event, set);
    set.add(listener as Listener);
    return () => void set.delete(listener as Listener);
  }

  function open(reason: OpenReason = 'manual'): void {
    if (opened) return;
    opened = true;
    clearTimeout(autoCloseTimer);
    if (mode === 'popover') dotSeen.extend(settings.dotHiddenDays);
    emit('open', { reason });
  }

  function close(reason: 'manual' | 'auto' = 'manual'): void {
    if (!opened) return;
    opened = false;
    clearTimeout(autoCloseTimer);
    suppressed.extend(settings.suppressDays);
    emit('close', { reason });
  }

  /** A trigger fired: open unless already open, asked not to, or the visitor is busy elsewhere. */
  function fire(trigger: TriggerName): void {
    if (opened || suppressed.active() || options.isBusy?.(trigger) === true) return;
    // Asked once per page view: the first trigger that opens the widget disarms the others.
    detach();
    open(trigger);
  }

  return {
    mode,
    start() {
      detach();
      if (win !== undefined && !suppressed.active()) {
        detach = attachTriggers(win, options.triggers ?? {}, settings.phoneMaxWidthPx, fire);
      }
      emit('ready', { mode });
    },
    destroy() {
      detach();
      clearTimeout(autoCloseTimer);
    },
    open,
    close,
    toggle: () => (opened ? close() : open()),
    isOpen: () => opened,
    submitted() {
      detach();
      suppressed.extend(settings.suppressDaysAfterSignup);
      emit('submit', {});
      if (!settings.autoClose) return;
      const delay = settings.autoCloseDelayMs;
      if (delay > 0) autoCloseTimer = setTimeout(() => close('auto'), delay);
      else close('auto');
    },
    thankYouClick: () => emit('thank-you-click', {}),
    isSuppressed: () => suppressed.active(),
    showsDot: () => mode === 'popover' && !dotSeen.active(),
    on,
    subscribe(listener) {
      const offOpen = on('open', listener);
      const offClose = on('close', listener);
      return () => {
        offOpen();
        offClose();
      };
    },
  };
}
