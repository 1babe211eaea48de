import type { Attribute, SchemaOf, Snapshot, Value } from './entry-snapshot';
import { sameValue } from './entry-snapshot';
import { diffText, type DiffPart } from './text-diff';

/** How a snapshot reads to an editor: field labels and component names in the admin's language. */
export type TextOptions = {
  schemaOf: SchemaOf;
  labelOf: (uid: string, field: string) => string;
  componentNameOf: (uid: string) => string;
};

type Item = Record<string, Value>;
const INDENT = '   ';

const isItem = (value: Value): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a component (or a dynamic zone's section), one "Label: value" line each, in schema order. */
function componentText(uid: string, item: Item, options: TextOptions, indent: string): string {
  const lines: string[] = [];
  for (const [name, attribute] of Object.entries(options.schemaOf(uid) ?? {})) {
    const text = fieldText(attribute, item[name] ?? null, options, indent + INDENT);
    if (text === '') continue;
    const nested = attribute.type === 'component' || attribute.type === 'dynamiczone';
    lines.push(`${indent}${options.labelOf(uid, name)}:${nested ? '\n' : ' '}${text}`);
  }
  return lines.join('\n');
}

function itemsText(attribute: Attribute, items: Value[], options: TextOptions, indent: string): string {
  return items
    .filter(isItem)
    .map((item, index) => {
      const uid = attribute.type === 'dynamiczone' ? String(item.__component) : (attribute.component ?? '');
      const heading = attribute.type === 'dynamiczone' ? ` ${options.componentNameOf(uid)}` : '';
      return `${indent}${index + 1}.${heading}\n${componentText(uid, item, options, indent + INDENT)}`;
    })
    .join('\n');
}

const refName = (value: Value): string =>
  isItem(value) ? String(value.label ?? value.name ?? value.documentId ?? value.id ?? '') : String(value);

/** A field's value as text an editor can read and compare ('' when empty). */
export function fieldText(attribute: Attribute, value: Value, options: TextOptions, indent = ''): string {
  if (value === null || value === undefined) return '';
  switch (attribute.type) {
    case 'media':
    case 'relation':
      return Array.isArray(value)
        ? value.map(refName).join(', ')
        : isItem(value) && 'connect' in value
          ? ''
          : refName(value);
    case 'component':
      if (Array.isArray(value)) return itemsText(attribute, value, options, indent);
      return isItem(value) ? `${componentText(attribute.component ?? '', value, options, indent)}` : '';
    case 'dynamiczone':
      return Array.isArray(value) ? itemsText(attribute, value, options, indent) : '';
    case 'json':
      return JSON.stringify(value, null, 2);
    case 'boolean':
      return value === true ? '✓' : '✗';
    default:
      return String(value);
  }
}

/** One field that differs between two versions, with the words that changed. */
export type FieldDiff = { field: string; label: string; parts: DiffPart[] };

/** The fields of `uid` that differ from `before` to `after`, each as a word diff of its text. */
export function snapshotDiff(uid: string, before: Snapshot, after: Snapshot, options: TextOptions): FieldDiff[] {
  const attributes = options.schemaOf(uid) ?? {};
  const fields = Object.keys(attributes).filter((field) => field in before || field in after);
  return fields
    .filter((field) => !sameValue(attributes[field], before[field], after[field]))
    .map((field) => ({
      field,
      label: options.labelOf(uid, field),
      parts: diffText(
        fieldText(attributes[field]!, before[field] ?? null, options),
        fieldText(attributes[field]!, after[field] ?? null, options),
      ),
    }));
}
