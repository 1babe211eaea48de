/**
 * When to build: change notifications arrive in bursts (Strapi sends one webhook per locale, sometimes two per
 * action), so they are debounced; builds never overlap, and notifications that arrive while a build runs are
 * folded into exactly one more build after it.
 */

/** What asked for a build (a webhook event, the start of the service, an operator). */
export type Trigger = {
  reason: 'webhook' | 'startup' | 'manual' | 'backstop';
  /** Webhook event name, e.g. `entry.publish` (only when it looked like one). */
  event?: string;
  /** Content type of the entry, e.g. `post` (only when it looked like one). */
  model?: string;
  locale?: string;
  /** Strapi 5 document id of the entry (only when it looked like one; absent when Strapi sent `entry: null`). */
  documentId?: string;
  /** ISO time the notification arrived. */
  at: string;
};

export type SchedulerState = 'idle' | 'waiting' | 'building';

export type SchedulerOptions = {
  /** Quiet time after the last notification before a build starts. */
  debounceMs: number;
  /** Longest a notification waits while new ones keep arriving (a steady stream still gets built). */
  maxWaitMs: number;
  /** Runs one build for the notifications collected since the previous one. Its rejection is the caller's. */
  run: (triggers: Trigger[]) => Promise<void>;
  now?: () => number;
};

export type BuildScheduler = {
  /** Records a notification; `immediate` skips the quiet time (e.g. the build at start-up). */
  notify(trigger: Trigger, options?: { immediate?: boolean }): void;
  state(): SchedulerState;
  /** Whether notifications are waiting for a build after the running one. */
  queued(): boolean;
  /** Resolves once nothing is waiting or building. */
  settled(): Promise<void>;
  /** Drops the notifications waiting for a build (a running one finishes); later ones are taken as usual. */
  clear(): void;
  /** Drops waiting notifications; a running build finishes, no further one starts. */
  stop(): Promise<void>;
};

/** A debounced, single-flight build queue (see the module comment). */
export function createBuildScheduler({ debounceMs, maxWaitMs, run, now = Date.now }: SchedulerOptions): BuildScheduler {
  let pending: Trigger[] = [];
  let firstPendingAt: number | undefined;
  let lastPendingAt = 0;
  let immediatePending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let waiters: Array<() => void> = [];

  const isSettled = () => running === undefined && timer === undefined && pending.length === 0;
  const wakeWaiters = () => {
    if (!isSettled()) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };

  /** Time left until the pending notifications are due: after the quiet time, never past the longest wait. */
  const delay = () => {
    if (immediatePending || firstPendingAt === undefined) return 0;
    const quietUntil = lastPendingAt + debounceMs;
    const latest = firstPendingAt + maxWaitMs;
    return Math.max(0, Math.min(quietUntil, latest) - now());
  };

  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      start();
    }, delay());
  };

  const start = () => {
    if (stopped || running !== undefined || pending.length === 0) return wakeWaiters();
    const triggers = pending;
    pending = [];
    firstPendingAt = undefined;
    immediatePending = false;
    running = run(triggers)
      .catch(() => undefined) // the build reports its own failure; the queue goes on
      .finally(() => {
        running = undefined;
        if (pending.length > 0 && !stopped) schedule();
        else wakeWaiters();
      });
  };

  return {
    notify(trigger, { immediate = false } = {}) {
      if (stopped) return;
      const at = now();
      pending.push(trigger);
      firstPendingAt ??= at;
      lastPendingAt = at;
      immediatePending ||= immediate;
      // During a build the notification only waits; the build's end schedules the one that follows.
      if (running === undefined) schedule();
    },
    state: () => (running !== undefined ? 'building' : timer !== undefined ? 'waiting' : 'idle'),
    queued: () => running !== undefined && pending.length > 0,
    settled: () =>
      isSettled()
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiters.push(resolve);
          }),
    clear() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = [];
      firstPendingAt = undefined;
      immediatePending = false;
      wakeWaiters();
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = [];
      await running;
      wakeWaiters();
    },
  };
}
