import type { Locale } from '@app/routing';
import { GERMAN_LABELS } from './labels-de';
import { COMMON_FIELDS, CONTENT_TYPE_LAYOUTS, SINGLE_TYPE_LAYOUTS } from './layouts';

type Attributes = Readonly<Record<string, { type: string; component?: string }>>;
type SchemaOf = (uid: string) => Attributes | undefined;

/** The label an editor sees above a field of a content type or component (`editorial/layouts.ts`), in English. */
function englishLabel(uid: string, field: string): string {
  const layout = CONTENT_TYPE_LAYOUTS[uid] ?? SINGLE_TYPE_LAYOUTS[uid];
  return (layout?.fields?.[field] ?? COMMON_FIELDS[field])?.label ?? field;
}

/** A field label in an admin language (German from `labels-de.ts`, English otherwise). */
export function fieldLabel(uid: string, field: string, locale: Locale): string {
  const english = englishLabel(uid, field);
  return locale === 'de' ? (GERMAN_LABELS[english] ?? english) : english;
}

/**
 * Where a field sits, as the editor finds it in the form: `['sections', 1, 'action', 'url']` on a page →
 * "Sections › 2 › Button › Address (URL)" (positions counted from 1, component fields by their own labels).
 */
export function fieldTrail(
  schemaOf: SchemaOf,
  uid: string,
  path: ReadonlyArray<string | number>,
  locale: Locale,
  document?: Readonly<Record<string, unknown>>,
): string {
  const parts: string[] = [];
  let current = uid;
  let value: unknown = document;
  for (const step of path) {
    if (typeof step === 'number' || /^\d+$/.test(step)) {
      parts.push(String(Number(step) + 1));
      value = Array.isArray(value) ? value[Number(step)] : undefined;
      const dynamic = (value as { __component?: unknown } | undefined)?.__component;
      if (typeof dynamic === 'string') current = dynamic;
      continue;
    }
    parts.push(fieldLabel(current, step, locale));
    const attribute = schemaOf(current)?.[step];
    if (attribute?.type === 'component' && attribute.component) current = attribute.component;
    value = (value as Record<string, unknown> | undefined)?.[step];
  }
  return parts.join(' › ');
}
