import { isIslandName, type IslandName } from '../registry';
import type { IslandTrigger } from '../Island';
import type { MountMode } from './mount';
import { loadChunk } from './chunk-guard';
import { onTrigger } from './triggers';

const TRIGGERS: readonly IslandTrigger[] = ['load', 'idle', 'visible', 'interaction'];

/** The React part of the runtime, loaded with the first island that starts. */
const loadMount = () => loadChunk(() => import(/* webpackChunkName: "island-mount" */ './mount'));

/** Mounts an island outside the page's server HTML (booking dialog, join-list widget) into `container`. */
export async function startIsland(
  container: HTMLElement,
  name: IslandName,
  props: Record<string, unknown> | (() => Record<string, unknown>),
  mode: MountMode,
) {
  const { mountIsland } = await loadMount();
  return mountIsland(container, name, typeof props === 'function' ? props : () => props, mode);
}

const CONTROL = 'a[href], button, [role="button"], input, select, summary, label';

/**
 * Until a hydrated island is live, a plain click on one of its controls does nothing of its own (React's handlers
 * are not attached yet): it is held back (its default prevented, so a link does not leave the page), starts the
 * island, and `replay` clicks the same control again once React has committed. Only the last click is kept.
 */
function holdFirstClick(element: HTMLElement, start: () => void): { replay: () => void } {
  let target: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    if (element.dataset.islandState === 'ready' || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROL);
    if (!control || !element.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    target = control;
    start();
  };
  element.addEventListener('click', hold, true);
  return {
    replay: () => {
      element.removeEventListener('click', hold, true);
      const control = target;
      target = null;
      if (control?.isConnected) control.click();
    },
  };
}

/** Arms every `[data-island]` element of the page (see `Island.tsx`) for its trigger. */
export function startIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (!isIslandName(name)) {
      console.warn(`Unknown island "${String(name)}"`);
      continue;
    }
    const when = TRIGGERS.find((t) => t === element.dataset.when) ?? 'idle';
    const mode: MountMode = element.dataset.mode === 'hydrate' ? 'hydrate' : 'render';
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    // A hydrated island's first tap (a topic, "Page 2") often is what starts it: held back, replayed once live.
    const held = mode === 'hydrate' ? holdFirstClick(element, () => begin()) : null;
    // Props a click adds while the island is loading (e.g. focusOnMount) still reach it.
    const extra: Record<string, unknown> = {};
    let cancel = () => {};
    const begin = () => {
      cancel();
      if (element.dataset.islandState !== undefined) return;
      element.dataset.islandState = 'loading';
      startIsland(element, name, () => ({ ...props, ...extra }), mode).then(
        () => {
          element.dataset.islandState = 'ready';
          held?.replay();
        },
        (error: unknown) => {
          element.dataset.islandState = 'failed';
          held?.replay(); // the control's own behaviour (a link's page) instead
          console.error(`Island "${name}" could not start`, error);
        },
      );
    };
    const params = new URLSearchParams(window.location.search);
    const asked = (element.dataset.startIfQuery ?? '').split(',').some((name) => name !== '' && params.has(name));
    cancel = onTrigger(element, asked ? 'load' : when, () => begin());
    const startOn = element.dataset.startOn;
    if (startOn) window.addEventListener(startOn, () => begin(), { once: true });
    element.addEventListener('click', (event) => {
      const activator = (event.target as Element).closest<HTMLElement>('[data-island-activate]');
      if (!activator || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      extra[activator.dataset.islandActivate ?? ''] = true;
      begin();
    });
  }
}
