/** The open triggers of product rules §4. All are off unless configured. */
export type JoinListTriggers = {
  /** Open once the page has loaded (never on a phone-sized viewport). */
  load?: boolean;
  /** Open when the pointer leaves the page towards the tabs or address bar (desktop only). */
  exitIntent?: boolean;
  /** Open after this many seconds on the page. */
  timeSeconds?: number;
  /** Open once this share (0–100) of the page has been scrolled. */
  scrollPercent?: number;
};

export type TriggerName = 'load' | 'exit-intent' | 'time' | 'scroll';

/** How far down the page the visitor has scrolled, in percent of the scrollable distance. */
export function scrolledPercent(win: Window): number {
  const root = win.document.documentElement;
  const scrollable = root.scrollHeight - win.innerHeight;
  if (scrollable <= 0) return 100;
  return ((win.scrollY ?? root.scrollTop) / scrollable) * 100;
}

function isPhoneSized(win: Window, phoneMaxWidthPx: number): boolean {
  return win.innerWidth < phoneMaxWidthPx;
}

/** A mouse and a wide window: exit intent means something only there. */
function isDesktop(win: Window, phoneMaxWidthPx: number): boolean {
  if (isPhoneSized(win, phoneMaxWidthPx)) return false;
  return typeof win.matchMedia !== 'function' || win.matchMedia('(hover: hover) and (pointer: fine)').matches;
}

/**
 * Arms the configured triggers on `win`; each calls `fire` with its name. Returns the function that
 * disarms all of them.
 */
export function attachTriggers(
  win: Window,
  triggers: JoinListTriggers,
  phoneMaxWidthPx: number,
  fire: (trigger: TriggerName) => void,
): () => void {
  const cleanups: Array<() => void> = [];
  const listen = <K extends keyof WindowEventMap>(
    target: Window | Document,
    type: K,
    handler: (event: WindowEventMap[K]) => void,
  ) => {
    const listener = handler as EventListener;
    target.addEventListener(type, listener, { passive: true });
    cleanups.push(() => target.removeEventListener(type, listener));
  };

  // product rules §4: a phone never gets the widget on arrival; the other triggers still apply there.
  if (triggers.load === true && !isPhoneSized(win, phoneMaxWidthPx)) {
    if (win.document.readyState === 'complete') {
      const timer = setTimeout(() => fire('load'), 0);
      cleanups.push(() => clearTimeout(timer));
    } else listen(win, 'load', () => fire('load'));
  }
  if (triggers.exitIntent === true && isDesktop(win, phoneMaxWidthPx)) {
    // Leaving through the top edge with nothing underneath: heading for the tabs, the address bar or close.
    listen(win.document, 'mouseout', (event) => {
      if (event.relatedTarget === null && event.clientY <= 0) fire('exit-intent');
    });
  }
  if (triggers.timeSeconds !== undefined && triggers.timeSeconds >= 0) {
    const timer = setTimeout(() => fire('time'), triggers.timeSeconds * 1000);
    cleanups.push(() => clearTimeout(timer));
  }
  const percent = triggers.scrollPercent;
  if (percent !== undefined) {
    listen(win, 'scroll', () => {
      if (scrolledPercent(win) >= percent) fire('scroll');
    });
  }
  return () => cleanups.splice(0).forEach((cleanup) => cleanup());
}
