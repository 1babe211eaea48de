import type { Locale } from '@app/routing';
import type { Alternate, Section, SitePage } from '../content/types';

/** Context every page created in gatsby-node carries. */
export type PageContext = { id: string; locale: Locale; language: Locale; alternates: Alternate[] };

/** A page node as the templates query it (JSON sections typed by the mapping layer). */
export function asSitePage(node: { sections: unknown } & Record<string, unknown>): Omit<SitePage, 'id'> {
  return { ...(node as unknown as SitePage), sections: node.sections as Section[] };
}

/**
 * JSON fields of the CMS nodes carry structures the mapping layer (content/map.ts) produced and typed;
 * this restores their type on the way out of GraphQL.
 */
export function fromJson<T>(value: unknown): T {
  return value as T;
}

type Catalogues = {
  readonly edges: ReadonlyArray<{ readonly node: { readonly ns: string | null; readonly data: string | null } }>;
};

/**
 * Reads a string from the page's UI catalogues (the `locales` query data) — for `Head`, which has no
 * i18n context. `key` is `namespace:dotted.path`.
 */
export function catalogueText(locales: Catalogues, key: string): string {
  const [ns, path] = key.split(':') as [string, string];
  const data = locales.edges.find((e) => e.node.ns === ns)?.node.data;
  const value = path
    .split('.')
    .reduce<unknown>(
      (obj, part) => (obj as Record<string, unknown> | undefined)?.[part],
      data ? JSON.parse(data) : undefined,
    );
  if (typeof value !== 'string') throw new Error(`Missing catalogue text ${key}`);
  return value;
}
