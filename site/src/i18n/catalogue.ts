type Catalogues = {
  readonly edges: ReadonlyArray<{ readonly node: { readonly ns: string | null; readonly data: string | null } }>;
};

/**
 * A string from the page's UI catalogues (its `locales` query data), for `Head`, which has no i18n
 * context. `key` is `namespace:dotted.path`; a missing text fails the build.
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
