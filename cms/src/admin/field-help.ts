/**
 * Help texts in the admin's language. The Content Manager shows a field's help text (`metadatas.edit.description`)
 * as stored, without a translation key (content-manager `hooks/useDocumentLayout` → `hint: metadata.description`),
 * so the edit view layout hook swaps each stored English help text for its translation, looked up under
 * `kastell.help:<English text>` in the admin's messages.
 */
export const HELP_PREFIX = 'kastell.help:';

/** Admin messages of the translated help texts: `kastell.help:<English>` → translation. */
export function helpTranslations(translations: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(translations).map(([english, text]) => [`${HELP_PREFIX}${english}`, text]));
}

type Field = { hint?: unknown } & Record<string, unknown>;
type EditLayout = {
  layout: Field[][][];
  components: Record<string, { layout: Field[][] } & Record<string, unknown>>;
} & Record<string, unknown>;

/** The edit view layout with every text help `hint` (entry fields and fields inside components) passed to `wrap`. */
export function mapHints<T>(layout: EditLayout, wrap: (text: string) => T): EditLayout {
  const field = (f: Field): Field => (typeof f.hint === 'string' && f.hint !== '' ? { ...f, hint: wrap(f.hint) } : f);
  const components = Object.fromEntries(
    Object.entries(layout.components).map(([uid, component]) => [
      uid,
      { ...component, layout: component.layout.map((row) => row.map(field)) },
    ]),
  );
  return { ...layout, components, layout: layout.layout.map((panel) => panel.map((row) => row.map(field))) };
}
