/**
 * One lookup for the UI catalogues (`locales/<locale>/<namespace>.json`) outside React, where i18next is not
 * running: the CMS's e-mails and the STO guide PDF. Same rules as the site's i18next setup: dotted keys,
 * `{{name}}` placeholders.
 */
export type Catalogue = Readonly<Record<string, unknown>>;

/** The text under `dottedKey` with its `{{name}}` placeholders filled in; undefined when there is none. */
export function catalogueText(
  catalogue: Catalogue,
  dottedKey: string,
  values: Readonly<Record<string, string | number>> = {},
): string | undefined {
  const value = dottedKey
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object' && Object.hasOwn(node, part)
          ? (node as Record<string, unknown>)[part]
          : undefined,
      catalogue,
    );
  if (typeof value !== 'string') return undefined;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (values[name] === undefined ? '' : String(values[name])));
}

/** `text` as a RegExp source that matches exactly that text (a catalogue sentence, a company name in a pattern). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
