import { FRAME_IDS } from '../../frame/Layout/frame-ids';

/**
 * Loading an island's chunk can fail when a deploy replaced the files an open page refers to. product rules §4, §8,
 * §9: the page then reloads once — only if no such reload happened in the last 60 s — and otherwise keeps
 * retrying for 120 s before it gives up with a message and a reload button.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_TIMEOUT_MS = 120_000;
const RELOAD_KEY = 'chunk-reload-at';
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 20_000, 30_000];

type Environment = {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  /** False when the browser knows it is offline: a reload would only show its error page. */
  online: () => boolean;
  wait: (ms: number) => Promise<void>;
  /** Shown when loading gives up. */
  giveUp: (error: unknown) => void;
};

const defaultEnvironment = (): Environment => ({
  now: Date.now,
  storage: (() => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  })(),
  reload: () => window.location.reload(),
  online: () => window.navigator.onLine !== false,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  giveUp: showLoadFailure,
});

/** True when this tab reloaded for a failed chunk less than 60 s ago. */
function reloadedRecently(env: Environment): boolean {
  const last = Number(env.storage?.getItem(RELOAD_KEY) ?? 0);
  return Number.isFinite(last) && env.now() - last < CHUNK_RELOAD_GUARD_MS;
}

/**
 * Runs `load` (a dynamic import); on its first failure reloads the page (online, and once per 60 s), else
 * retries with growing pauses until 120 s have passed since the first attempt, then reports the failure. Resolves with the module, or
 * never when the page reloads.
 */
export async function loadChunk<T>(load: () => Promise<T>, env: Environment = defaultEnvironment()): Promise<T> {
  const started = env.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      // Only a page load's first failure may reload: otherwise a page that keeps failing would reload every
      // 60 s and never reach the message. Offline, a reload would replace the page with the browser's error page.
      if (attempt === 0 && env.online() && !reloadedRecently(env) && env.storage !== null) {
        env.storage.setItem(RELOAD_KEY, String(env.now()));
        env.reload();
        return new Promise<T>(() => undefined);
      }
      // The last pause is shortened so the final attempt falls on the 120 s mark; the message comes after it.
      const remaining = CHUNK_TIMEOUT_MS - (env.now() - started);
      if (remaining <= 0) {
        env.giveUp(error);
        throw error;
      }
      await env.wait(Math.min(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!, remaining));
    }
  }
}

/**
 * A fixed notice with a reload button, in the page's language: a copy of the page's own template
 * (`LoadFailureTemplate`, written from the catalogue at build time), since loading anything more may fail too.
 */
export function showLoadFailure(): void {
  if (document.getElementById('load-failure')) return;
  const template = document.getElementById(FRAME_IDS.loadFailure);
  const notice = template instanceof HTMLTemplateElement ? template.content.firstElementChild?.cloneNode(true) : null;
  if (!(notice instanceof HTMLElement)) return;
  notice.id = 'load-failure';
  const button = notice.querySelector('button');
  button?.addEventListener('click', () => window.location.reload());
  document.body.append(notice);
  button?.focus();
}
