/** @jest-environment jsdom */
import { DAY_MS } from './constants';
import { createJoinListController, type JoinListOptions } from './controller';

let clock = Date.UTC(2026, 2, 1);
const now = () => clock;

function setWindow(props: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(props)) {
    Object.defineProperty(window, key, { value, configurable: true, writable: true });
  }
}

function setScroll(scrollY: number, scrollHeight = 3000, innerHeight = 1000): void {
  setWindow({ scrollY, innerHeight });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: scrollHeight, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** A controller with a test clock and a recorder of every event it emits. */
function make(options: JoinListOptions = {}) {
  const controller = createJoinListController({ now, ...options });
  const events: string[] = [];
  controller.on('ready', ({ mode }) => events.push(`ready:${mode}`));
  controller.on('open', ({ reason }) => events.push(`open:${reason}`));
  controller.on('close', ({ reason }) => events.push(`close:${reason}`));
  controller.on('submit', () => events.push('submit'));
  controller.on('thank-you-click', () => events.push('thank-you-click'));
  return { controller, events };
}

const leaveThroughTop = (clientY = 0) =>
  document.dispatchEvent(new MouseEvent('mouseout', { clientY, relatedTarget: null, bubbles: true }));

let active: Array<{ destroy(): void }> = [];
function started(options: JoinListOptions = {}) {
  const made = make(options);
  made.controller.start();
  active.push(made.controller);
  return made;
}

beforeEach(() => {
  jest.useFakeTimers();
  clock = Date.UTC(2026, 2, 1);
  localStorage.clear();
  setWindow({ innerWidth: 1280, innerHeight: 800, scrollY: 0, matchMedia: undefined });
});
afterEach(() => {
  active.forEach((c) => c.destroy());
  active = [];
  jest.useRealTimers();
});

describe('join-list controller: open triggers', () => {
  it('opens on page load on a desktop-sized viewport', () => {
    const { controller, events } = started({ triggers: { load: true } });
    expect(controller.isOpen()).toBe(false);
    jest.runOnlyPendingTimers();
    expect(controller.isOpen()).toBe(true);
    expect(events).toEqual(['ready:slider', 'open:load']);
  });

  it('never opens at load on a phone-sized viewport (< 600 px), where other triggers still work', () => {
    setWindow({ innerWidth: 599 });
    const { controller, events } = started({ triggers: { load: true, timeSeconds: 10 } });
    jest.advanceTimersByTime(9_999);
    expect(controller.isOpen()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(events).toEqual(['ready:slider', 'open:time']);
  });

  it('opens on exit intent: the pointer leaving through the top edge, on desktop only', () => {
    const { controller, events } = started({ triggers: { exitIntent: true } });
    leaveThroughTop(240);
    expect(controller.isOpen()).toBe(false);
    leaveThroughTop(0);
    expect(events).toEqual(['ready:slider', 'open:exit-intent']);
  });

  it('ignores exit intent on touch devices and phone-sized viewports', () => {
    setWindow({ matchMedia: (query: string) => ({ matches: !query.includes('hover'), media: query }) });
    const touch = started({ triggers: { exitIntent: true } });
    leaveThroughTop();
    expect(touch.controller.isOpen()).toBe(false);

    setWindow({ matchMedia: undefined, innerWidth: 420 });
    const phone = started({ triggers: { exitIntent: true }, storageKey: 'phone' });
    leaveThroughTop();
    expect(phone.controller.isOpen()).toBe(false);
  });

  it('opens after the configured time on the page', () => {
    const { controller, events } = started({ triggers: { timeSeconds: 30 } });
    jest.advanceTimersByTime(29_999);
    expect(controller.isOpen()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(events).toEqual(['ready:slider', 'open:time']);
  });

  it('opens once the visitor scrolled the configured share of the page', () => {
    const { controller, events } = started({ triggers: { scrollPercent: 60 } });
    setScroll(1000); // 50 % of the 2000 px that can scroll
    expect(controller.isOpen()).toBe(false);
    setScroll(1200); // 60 %
    expect(events).toEqual(['ready:slider', 'open:scroll']);
  });

  it('asks once per page view: the first trigger disarms the others', () => {
    const { controller, events } = started({ triggers: { timeSeconds: 5, scrollPercent: 10 }, suppressDays: 0 });
    setScroll(900);
    controller.close();
    jest.advanceTimersByTime(10_000);
    setScroll(1800);
    expect(events).toEqual(['ready:slider', 'open:scroll', 'close:manual']);
  });

  it('waits while the visitor is busy in another dialog', () => {
    let busy = true;
    const { controller } = started({ triggers: { scrollPercent: 50 }, isBusy: () => busy });
    setScroll(1500);
    expect(controller.isOpen()).toBe(false);
    busy = false;
    setScroll(1600);
    expect(controller.isOpen()).toBe(true);
  });
});

describe('join-list controller: not asking again', () => {
  it('stays quiet for N days after a close, then asks again', () => {
    const first = started({ triggers: { timeSeconds: 1 }, suppressDays: 7 });
    jest.advanceTimersByTime(1_000);
    first.controller.close();
    expect(first.controller.isSuppressed()).toBe(true);

    clock += 6 * DAY_MS; // the next page view, six days later
    const second = started({ triggers: { timeSeconds: 1, load: true } });
    jest.advanceTimersByTime(5_000);
    expect(second.events).toEqual(['ready:slider']);

    clock += 2 * DAY_MS;
    const third = started({ triggers: { timeSeconds: 1 } });
    jest.advanceTimersByTime(1_000);
    expect(third.events).toEqual(['ready:slider', 'open:time']);
  });

  it('stays quiet far longer after a signup, and a manual open still works', () => {
    const first = started({ suppressDaysAfterSignup: 365 });
    first.controller.open();
    first.controller.submitted();
    first.controller.close();

    clock += 300 * DAY_MS;
    const later = started({ triggers: { timeSeconds: 1 } });
    jest.advanceTimersByTime(1_000);
    expect(later.controller.isOpen()).toBe(false);
    later.controller.open();
    expect(later.events).toEqual(['ready:slider', 'open:manual']);
  });

  it('remembers nothing without storage, and nothing breaks', () => {
    const first = started({ storage: null, triggers: { timeSeconds: 1 } });
    jest.advanceTimersByTime(1_000);
    first.controller.close();
    const second = started({ storage: null, triggers: { timeSeconds: 1 } });
    jest.advanceTimersByTime(1_000);
    expect(second.controller.isOpen()).toBe(true);
  });
});

describe('join-list controller: open, close, submit, events', () => {
  it('opens, closes and toggles, emitting each change once', () => {
    const { controller, events } = started({ mode: 'popup' });
    controller.toggle();
    controller.open();
    controller.toggle();
    controller.close();
    expect(events).toEqual(['ready:popup', 'open:manual', 'close:manual']);
  });

  it('closes by itself after a submit, after the configured delay', () => {
    const { controller, events } = started({ autoClose: true, autoCloseDelayMs: 4_000 });
    controller.open();
    controller.submitted();
    jest.advanceTimersByTime(3_999);
    expect(controller.isOpen()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(controller.isOpen()).toBe(false);
    expect(events).toEqual(['ready:slider', 'open:manual', 'submit', 'close:auto']);
  });

  it('closes at once with no delay, and not at all without autoClose', () => {
    const immediate = started({ autoClose: true, autoCloseDelayMs: 0 });
    immediate.controller.open();
    immediate.controller.submitted();
    expect(immediate.events).toEqual(['ready:slider', 'open:manual', 'submit', 'close:auto']);

    const manual = started({ storageKey: 'other' });
    manual.controller.open();
    manual.controller.submitted();
    jest.advanceTimersByTime(60_000);
    expect(manual.controller.isOpen()).toBe(true);
  });

  it('reports the thank-you click and lets a listener unsubscribe', () => {
    const { controller, events } = started();
    const listener = jest.fn();
    const off = controller.on('open', listener);
    controller.open();
    off();
    controller.close();
    controller.open();
    controller.thankYouClick();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(events.slice(-2)).toEqual(['open:manual', 'thank-you-click']);
  });

  it('reports every event to the host page as a join-list:<event> event on the window', () => {
    const heard: Array<[string, unknown]> = [];
    const types = ['ready', 'open', 'close', 'submit', 'thank-you-click'].map((event) => `join-list:${event}`);
    const record = (event: Event) => heard.push([event.type, (event as CustomEvent).detail]);
    types.forEach((type) => window.addEventListener(type, record));
    try {
      const { controller } = started({ mode: 'popup', triggers: { timeSeconds: 2 } });
      jest.advanceTimersByTime(2_000);
      controller.submitted();
      controller.thankYouClick();
      controller.close();
    } finally {
      types.forEach((type) => window.removeEventListener(type, record));
    }
    expect(heard).toEqual([
      ['join-list:ready', { mode: 'popup' }],
      ['join-list:open', { reason: 'time' }],
      ['join-list:submit', {}],
      ['join-list:thank-you-click', {}],
      ['join-list:close', { reason: 'manual' }],
    ]);
  });

  it('is ready only once its triggers are armed: a page that heard ready can rely on them', () => {
    const controller = createJoinListController({ now, triggers: { scrollPercent: 50 } });
    active.push(controller);
    let openedByScrollAtReady = false;
    controller.on('ready', () => {
      setScroll(2000);
      openedByScrollAtReady = controller.isOpen();
    });
    controller.start();
    expect(openedByScrollAtReady).toBe(true);
  });
});

describe('join-list controller: popover notification dot', () => {
  it('shows the dot until the popover was seen, then hides it for N days', () => {
    const { controller } = started({ mode: 'popover', dotHiddenDays: 3 });
    expect(controller.showsDot()).toBe(true);
    controller.open();
    expect(controller.showsDot()).toBe(false);
    clock += 3 * DAY_MS - 1;
    expect(make({ mode: 'popover' }).controller.showsDot()).toBe(false);
    clock += 1;
    expect(make({ mode: 'popover' }).controller.showsDot()).toBe(true);
  });

  it('has no dot in the other modes', () => {
    expect(make({ mode: 'slider' }).controller.showsDot()).toBe(false);
    expect(make({ mode: 'popup' }).controller.showsDot()).toBe(false);
  });
});
