/** A language version of an entry: where the same CMS document is in that locale. */
export type EntryAlternate = { locale: string; path: string };

type Localized = { documentId: string; locale: string; path: string };

/**
 * Adds each entry's language versions (the entries of the same document, by locale) from one list of a type's
 * entries — what the `alternates` field resolves, without a lookup per entry: createPages and the sitemap read
 * thousands of articles.
 */
export function withAlternates<T extends Localized>(
  entries: readonly T[],
): Array<T & { alternates: EntryAlternate[] }> {
  const byDocument = new Map<string, EntryAlternate[]>();
  for (const { documentId, locale, path } of entries) {
    byDocument.set(documentId, [...(byDocument.get(documentId) ?? []), { locale, path }]);
  }
  for (const versions of byDocument.values()) versions.sort((a, b) => a.locale.localeCompare(b.locale));
  return entries.map((entry) => ({ ...entry, alternates: byDocument.get(entry.documentId) ?? [] }));
}
