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
