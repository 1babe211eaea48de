// The draft preview's live script (served by the preview server as /__preview/live.js, loaded by every preview page):
// an open preview follows the saves. The preview server tells the page over one event stream when it starts taking a
// save in (`updating`) and when the renderer has it (`ready`); the page then asks for itself again and reloads when
// its content changed (the digest the preview server puts on every page), keeping the scroll position. The bar says
// which save the page shows ("Showing your save of 14:32:05", in the editor's own time zone), "updating…" meanwhile,
// and when the page is older than the save the editor opened it for (the `saved` time of the admin's link).

/**
 * Runs in the preview page. Self-contained: it is sent to the browser as its own source, with the defaults below
 * (a test passes its own).
 */
export function previewLive({ reload = () => location.reload(), openEvents = (url) => new EventSource(url) } = {}) {
  const bar = document.querySelector('[data-preview-bar]');
  const state = bar?.querySelector('[data-preview-state]');
  if (!(state instanceof HTMLElement)) return;
  const lang = document.documentElement.lang || 'en';
  const digest = document.querySelector('meta[name="preview-digest"]')?.getAttribute('content') ?? '';
  const expected = Date.parse(new URLSearchParams(location.search).get('saved') ?? '');
  const shown = Date.parse(state.dataset.previewSaved ?? '');
  const showing = state.innerHTML;
  const scrollKey = `kastell-preview-scroll:${location.pathname}`;

  for (const time of state.querySelectorAll('time[datetime]')) {
    const at = new Date(time.getAttribute('datetime') ?? '');
    if (!Number.isNaN(at.getTime())) {
      time.textContent = at.toLocaleTimeString(lang, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: false,
      });
    }
  }
  const say = (name) => {
    state.dataset.previewState = name;
    if (name === 'showing') state.innerHTML = showing;
    else state.textContent = (name === 'updating' ? state.dataset.textUpdating : state.dataset.textStale) ?? '';
  };
  const older = !Number.isNaN(expected) && (Number.isNaN(shown) || shown < expected);
  if (older) say('stale');

  const scrolled = sessionStorage.getItem(scrollKey);
  if (scrolled !== null) {
    sessionStorage.removeItem(scrollKey);
    window.scrollTo(0, Number(scrolled));
  }

  /** Asks for this page again; reloads when it changed (the preview server keeps the answer for the reload). */
  const follow = async () => {
    try {
      const answer = await fetch(location.href, {
        cache: 'no-store',
        credentials: 'same-origin',
        headers: { 'X-Preview-Check': '1' },
      });
      const fresh = answer.headers.get('x-preview-digest');
      await answer.body?.cancel();
      if (answer.ok && fresh && fresh !== digest) {
        sessionStorage.setItem(scrollKey, String(window.scrollY));
        reload();
        return;
      }
    } catch {
      // The next save tries again.
    }
    say(older ? 'stale' : 'showing');
  };

  const events = openEvents('/__preview/events');
  events.addEventListener('updating', () => say('updating'));
  events.addEventListener('ready', () => void follow());
}

/** The script as the preview server sends it. */
export const PREVIEW_LIVE_SCRIPT = `(${previewLive.toString()})();\n`;
