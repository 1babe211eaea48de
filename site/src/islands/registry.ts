import type { ComponentType } from 'react';

type IslandEntry<P> = { load: () => Promise<ComponentType<P>>; namespaces: readonly string[] };
const island = <P>(load: () => Promise<ComponentType<P>>, namespaces: readonly string[]): IslandEntry<P> => ({
  load,
  namespaces,
});

/**
 * The interactive parts of the site ("islands"). Pages are static HTML; only these load JavaScript, each in
 * its own chunk, when their trigger fires (`runtime/triggers.ts`). `namespaces` are the UI catalogues the
 * island's texts come from; the runtime fetches them with the chunk.
 *
 * To add an island: a component whose props are plain JSON data, an entry here, and `<Island>` where it
 * renders (docs/architecture.md "Islands").
 */
export const ISLANDS = {
  'insight-list': island(
    () =>
      import(/* webpackChunkName: "island-insight-list" */ '../features/insight-list/InsightList').then(
        (m) => m.InsightList,
      ),
    ['common'],
  ),
  'contact-form': island(
    () =>
      import(/* webpackChunkName: "island-contact-form" */ '../features/contact/ContactIsland').then((m) => m.default),
    ['forms', 'common', 'validation'],
  ),
  booking: island(
    () => import(/* webpackChunkName: "island-booking" */ '../features/booking/BookingIsland').then((m) => m.default),
    ['forms', 'common'],
  ),
  'join-list': island(
    () =>
      import(/* webpackChunkName: "island-join-list" */ '../features/join-list/JoinListIsland').then((m) => m.default),
    ['forms', 'common', 'validation'],
  ),
  'token-generator': island(
    () =>
      import(/* webpackChunkName: "island-token-generator" */ '../features/token-generator/TokenGeneratorIsland').then(
        (m) => m.default,
      ),
    ['token', 'common'],
  ),
  quiz: island(
    () => import(/* webpackChunkName: "island-quiz" */ '../features/quiz/QuizIsland').then((m) => m.default),
    ['quiz'],
  ),
  'newsletter-inline': island(
    () =>
      import(
        /* webpackChunkName: "island-newsletter-inline" */ '../features/newsletter-inline/NewsletterInlineIsland'
      ).then((m) => m.default),
    ['forms', 'common', 'validation'],
  ),
};

export type IslandName = keyof typeof ISLANDS;

/** The props an island's component takes. */
export type IslandProps<N extends IslandName> = (typeof ISLANDS)[N] extends IslandEntry<infer P> ? P : never;

export const isIslandName = (value: string | undefined): value is IslandName =>
  value !== undefined && Object.hasOwn(ISLANDS, value);
