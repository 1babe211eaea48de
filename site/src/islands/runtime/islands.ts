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
    // Props a click adds while the island is loading (e.g. focusOnMount) still reach it.
    const extra: Record<string, unknown> = {};
    let cancel = () => {};
    const begin = () => {
      cancel();
      if (element.dataset.islandState !== undefined) return;
      element.dataset.islandState = 'loading';
      startIsland(element, name, () => ({ ...props, ...extra }), mode).then(
        () => (element.dataset.islandState = 'ready'),
        (error: unknown) => {
          element.dataset.islandState = 'failed';
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
