/** @jest-environment jsdom */
import { escapeRegExp, siteText } from '../../tests/support/catalogues';
import { previewLive } from './preview-live.mjs';

/** The bar's texts in German (`locales/de/preview.json`), as the renderer writes them into the page. */
const bar = (/** @type {string} */ key) => siteText('de', `preview:bar.${key}`);

/** A preview page as the renderer makes it: the bar with the save it shows, and the preview server's digest. */
function page({ saved = '2026-11-28T13:32:05.000Z', search = '' } = {}) {
  document.documentElement.lang = 'de';
  document.head.innerHTML = '<meta name="preview-digest" content="d1">';
  document.body.innerHTML =
    '<div data-preview-bar=""><p data-preview-state="showing" data-preview-saved="' +
    saved +
    '"><time datetime="' +
    saved +
    '">00:00:00</time></p></div>';
  const shown = state();
  shown.dataset.textUpdating = bar('updating');
  shown.dataset.textStale = bar('stale');
  shown.prepend(bar('showingBefore'));
  shown.append(bar('showingAfter'));
  window.history.replaceState(null, '', `/de/insight/start/${search}`);
}

/** An event stream the test drives. */
function events() {
  const listeners = {};
  const stream = { addEventListener: (name, fn) => (listeners[name] = fn) };
  return {
    stream: /** @type {EventSource} */ (/** @type {unknown} */ (stream)),
    emit: (name) => listeners[name]?.(),
  };
}

/** A fetch whose answers carry the digest `digest`. */
const answering = (digest) =>
  jest.fn(async () => ({ ok: true, headers: new Headers({ 'x-preview-digest': digest }), body: null }));
const useFetch = (mock) => {
  globalThis.fetch = /** @type {typeof fetch} */ (/** @type {unknown} */ (mock));
  return mock;
};

const state = () => /** @type {HTMLElement} */ (document.querySelector('[data-preview-state]'));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
  sessionStorage.clear();
});

test('shows the save in the editor’s own time, says "updating" while a save is taken in, reloads when it changed', async () => {
  page();
  const { stream, emit } = events();
  const reload = jest.fn();
  const fetched = useFetch(answering('d2'));
  previewLive({ reload, openEvents: () => stream });
  expect(state().querySelector('time')?.textContent).toBe(
    new Date('2026-11-28T13:32:05.000Z').toLocaleTimeString('de', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    }),
  );
  emit('updating');
  expect(state().textContent).toBe(bar('updating'));
  emit('ready');
  await flush();
  expect(fetched).toHaveBeenCalledWith(window.location.href, expect.objectContaining({ cache: 'no-store' }));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem('kastell-preview-scroll:/de/insight/start/')).toBe('0');
});

test('another entry’s save that does not change this page: no reload, the bar shows its save again', async () => {
  page();
  const { stream, emit } = events();
  const reload = jest.fn();
  useFetch(answering('d1'));
  previewLive({ reload, openEvents: () => stream });
  emit('updating');
  emit('ready');
  await flush();
  expect(reload).not.toHaveBeenCalled();
  expect(state().textContent).toMatch(
    new RegExp(`^${escapeRegExp(bar('showingBefore'))}\\d\\d:\\d\\d:\\d\\d${escapeRegExp(bar('showingAfter'))}$`),
  );
});

test('opened for a newer save than the page shows: says the page is older until the save arrives', () => {
  page({ search: '?saved=2026-11-28T13:40:00.000Z' });
  const { stream } = events();
  previewLive({ reload: jest.fn(), openEvents: () => stream });
  expect(state().textContent).toBe(bar('stale'));
  expect(state().dataset.previewState).toBe('stale');
});

test('opened for the save the page shows: no warning', () => {
  page({ search: '?saved=2026-11-28T13:32:05.000Z' });
  const { stream } = events();
  previewLive({ reload: jest.fn(), openEvents: () => stream });
  expect(state().dataset.previewState).toBe('showing');
});
