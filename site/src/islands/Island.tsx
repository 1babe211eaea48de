import React, { type ComponentType } from 'react';
import { WithoutHyphenation } from '../i18n/hyphenation';
import type { IslandName, IslandProps } from './registry';

/** When an island's code loads: at once, when the browser is idle, near the viewport, or on first use. */
export type IslandTrigger = 'load' | 'idle' | 'visible' | 'interaction';

type Common<N extends IslandName> = {
  name: N;
  props: IslandProps<N>;
  when: IslandTrigger;
  /** A window event that also starts the island (e.g. the booking dialog asking the contact form to open). */
  startOn?: string;
  /** Query parameters that start the island at once when the address has one (a shared or reloaded search). */
  startIfQuery?: readonly string[];
  className?: string;
  id?: string;
};

/** Data attributes the island runtime reads (`runtime/islands.ts`). */
function islandAttributes<N extends IslandName>(
  { name, props, when, startOn, startIfQuery }: Common<N>,
  mode: 'hydrate' | 'render',
) {
  return {
    'data-island': name,
    'data-when': when,
    'data-mode': mode,
    'data-props': JSON.stringify(props),
    ...(startOn ? { 'data-start-on': startOn } : {}),
    ...(startIfQuery ? { 'data-start-if-query': startIfQuery.join(',') } : {}),
  };
}

/**
 * An island rendered on the server and hydrated in the browser when its trigger fires: the server HTML is the
 * component with the same props, so nothing changes on screen when it comes alive. `children` reach the
 * component on the server only (server HTML the island keeps, see `PreservedHtml`); they are never sent as data.
 */
export function HydratedIsland<N extends IslandName>({
  component: Component,
  children,
  ...island
}: Common<N> & { component: ComponentType<IslandProps<N>>; children?: React.ReactNode }) {
  return (
    <div className={island.className} id={island.id} {...islandAttributes(island, 'hydrate')}>
      <WithoutHyphenation>
        {React.createElement(Component as ComponentType<object>, island.props as object, children)}
      </WithoutHyphenation>
    </div>
  );
}

/**
 * An island that exists only in the browser: the server renders `children` (what works without JavaScript,
 * e.g. a mail link), which the component replaces when its trigger fires. A plain click on an element marked
 * `data-island-activate="<prop>"` inside it starts the island at once with that boolean prop set (e.g.
 * `focusOnMount`) instead of following the fallback link.
 */
export function ClientIsland<N extends IslandName>({
  children,
  ...island
}: Common<N> & { children?: React.ReactNode }) {
  return (
    <div className={island.className} id={island.id} {...islandAttributes(island, 'render')}>
      {children}
    </div>
  );
}
