import React, { useEffect, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ISLANDS, type IslandName } from '../registry';
import { loadChunk } from './chunk-guard';
import { islandI18n } from './i18n';
import { IslandBoundary } from './IslandBoundary';

export type MountMode = 'hydrate' | 'render';

/** Calls `onCommit` once React has committed the island (hydrated or rendered): its handlers are attached. */
function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return <>{children}</>;
}

/**
 * Loads an island's chunk and catalogues and brings it to life in `container`: hydrates the server HTML
 * (`hydrate`) or replaces the server fallback (`render`). Resolves once React has committed it, so a click held
 * back meanwhile can be replayed onto live handlers. This module carries React; the page's entry script imports
 * it only when the first island starts.
 */
export async function mountIsland(
  container: HTMLElement,
  name: IslandName,
  /** The island's props, read once its code has loaded (a click while loading may still add to them). */
  props: () => Record<string, unknown>,
  mode: MountMode,
): Promise<Root> {
  const island = ISLANDS[name] as {
    load: () => Promise<ComponentType<Record<string, unknown>>>;
    namespaces: readonly string[];
  };
  const [Component, i18n] = await Promise.all([loadChunk(island.load), islandI18n(island.namespaces)]);
  let committed = () => {};
  const done = new Promise<void>((resolve) => (committed = resolve));
  const element = (
    <I18nextProvider i18n={i18n}>
      <IslandBoundary name={name}>
        <Committed onCommit={committed}>
          <Component {...props()} />
        </Committed>
      </IslandBoundary>
    </I18nextProvider>
  );
  let root: Root;
  if (mode === 'hydrate') root = hydrateRoot(container, element);
  else {
    root = createRoot(container);
    root.render(element);
  }
  await done;
  return root;
}
