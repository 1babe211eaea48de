/**
 * One language version of an entry as a plain value: what the version history keeps, compares and restores, and
 * what a refused save is compared with. The walk follows the content type's schema, so a field added later is kept
 * and compared without a change here. It reads both shapes the CMS deals in: a document as the document service
 * returns it (media and relations populated) and a write as the admin's form sends it (media as file objects,
 * relations as `{ connect, disconnect }`, components with their ids and the form's `__temp_key__`).
 */

export type Attribute = {
  type: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  multiple?: boolean;
  target?: string;
};
export type SchemaOf = (uid: string) => Readonly<Record<string, Attribute>> | undefined;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A field value of a snapshot. */
export type Value = Json;
export type Snapshot = Record<string, Value>;

/** A media file in a snapshot: its id and file name. */
type MediaRef = { id: number; name: string };
/** A related entry in a snapshot: its document id and the text an editor knows it by. */
type EntryRef = { documentId: string; label: string };
type RelationOps = { connect?: unknown[]; disconnect?: unknown[]; set?: unknown[] };

/** Attributes Strapi adds to every type that are not content (timestamps, authors, language). */
const NOT_CONTENT = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);

export type SnapshotOptions = {
  schemaOf: SchemaOf;
  /** The field shown as a related entry's name (its list's main field). */
  labelFieldOf: (uid: string) => string | undefined;
  /** Fields of a content type that are no editor's content (kept up to date by the CMS itself). */
  skip?: (uid: string, field: string) => boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRelationOps = (value: unknown): value is RelationOps =>
  isRecord(value) && ('connect' in value || 'disconnect' in value || 'set' in value);

function mediaRef(value: unknown): MediaRef | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)))
    return { id: Number(value), name: `#${value}` };
  if (!isRecord(value) || value.id === undefined || value.id === null) return null;
  return { id: Number(value.id), name: typeof value.name === 'string' ? value.name : `#${String(value.id)}` };
}

function media(attribute: Attribute, value: unknown): Value {
  const refs = (Array.isArray(value) ? value : [value]).map(mediaRef).filter((ref) => ref !== null);
  if (attribute.multiple) return refs.length > 0 ? refs : null;
  return refs[0] ?? null;
}

function entryRef(value: unknown, labelField: string | undefined): EntryRef | null {
  if (typeof value === 'string') return { documentId: value, label: value };
  if (!isRecord(value) || typeof value.documentId !== 'string') return null;
  const label = labelField ? value[labelField] : undefined;
  return { documentId: value.documentId, label: typeof label === 'string' && label !== '' ? label : value.documentId };
}

function relation(attribute: Attribute, value: unknown, options: SnapshotOptions): Value | undefined {
  // A write names a change relative to what is stored: kept as sent (the comparison treats it as a change).
  if (isRelationOps(value)) return JSON.parse(JSON.stringify(value)) as Json;
  // The Content Manager answers a relation as `{ count }`: it says nothing about which entries, so it is no change.
  if (isRecord(value) && typeof value.documentId !== 'string') return undefined;
  const labelField = attribute.target ? options.labelFieldOf(attribute.target) : undefined;
  const refs = (Array.isArray(value) ? value : [value]).map((v) => entryRef(v, labelField)).filter((r) => r !== null);
  return refs.length > 0 ? refs : null;
}

function scalar(attribute: Attribute, value: unknown): Value {
  if (value === undefined || value === null || value === '') return null;
  if (attribute.type === 'json') return JSON.parse(JSON.stringify(value)) as Json;
  if (['integer', 'biginteger', 'decimal', 'float'].includes(attribute.type)) return Number(value);
  if (attribute.type === 'datetime') return new Date(String(value)).toISOString();
  if (attribute.type === 'date') return String(value).slice(0, 10);
  return typeof value === 'boolean' || typeof value === 'number' ? value : String(value);
}

function component(uid: string, value: unknown, options: SnapshotOptions): Value {
  return isRecord(value) ? snapshotOf(uid, value, options) : null;
}

function valueOf(attribute: Attribute, value: unknown, options: SnapshotOptions): Value | undefined {
  switch (attribute.type) {
    case 'media':
      return media(attribute, value);
    case 'relation':
      return relation(attribute, value, options);
    case 'component': {
      if (!attribute.repeatable) return component(attribute.component ?? '', value, options);
      const items = (Array.isArray(value) ? value : []).map((item) =>
        component(attribute.component ?? '', item, options),
      );
      return items.length > 0 ? items : null;
    }
    case 'dynamiczone': {
      const items = (Array.isArray(value) ? value : []).filter(isRecord).map((item) => {
        const uid = String(item.__component);
        return { __component: uid, ...(snapshotOf(uid, item, options) as Record<string, Json>) };
      });
      return items.length > 0 ? items : null;
    }
    default:
      return scalar(attribute, value);
  }
}

/**
 * The content fields of a document, a component or a write (`uid` a content type or component), as a snapshot.
 * Only fields `source` carries are in it: a write that leaves a field out does not change it.
 */
export function snapshotOf(uid: string, source: Readonly<Record<string, unknown>>, options: SnapshotOptions) {
  const snapshot: Snapshot = {};
  for (const [name, attribute] of Object.entries(options.schemaOf(uid) ?? {})) {
    if (NOT_CONTENT.has(name) || !Object.hasOwn(source, name) || options.skip?.(uid, name)) continue;
    const value = valueOf(attribute, source[name], options);
    if (value !== undefined) snapshot[name] = value;
  }
  return snapshot;
}

/** What identifies a value for comparison: media by id, related entries by document id, no display names. */
function identity(value: Value): Json {
  if (Array.isArray(value)) return value.map(identity);
  if (!isRecord(value)) return value;
  if ('documentId' in value && 'label' in value) return value.documentId as string;
  if ('id' in value && 'name' in value && Object.keys(value).length === 2) return value.id as number;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, identity(v as Value)]),
  );
}

/** True when two snapshot values of a field mean the same content. */
export function sameValue(attribute: Attribute | undefined, a: Value | undefined, b: Value | undefined): boolean {
  if (attribute?.type === 'relation') {
    if (isRelationOps(a) || isRelationOps(b)) {
      const ops = (isRelationOps(a) ? a : b) as RelationOps;
      if (ops.set !== undefined) return false;
      return (ops.connect?.length ?? 0) === 0 && (ops.disconnect?.length ?? 0) === 0;
    }
    const ids = (v: Value | undefined) =>
      JSON.stringify(((identity(v ?? null) as string[] | null) ?? []).slice().sort());
    return ids(a) === ids(b);
  }
  return JSON.stringify(identity(a ?? null)) === JSON.stringify(identity(b ?? null));
}

/** The fields `after` carries whose content differs from `before`. */
export function changedFields(schemaOf: SchemaOf, uid: string, before: Snapshot, after: Snapshot): string[] {
  const attributes = schemaOf(uid) ?? {};
  return Object.keys(after).filter((field) => !sameValue(attributes[field], before[field], after[field]));
}

/** A snapshot value as the document service writes it: media by id, relations by document id, no component ids. */
export function writeValue(attribute: Attribute | undefined, value: Value): unknown {
  if (value === null) return attribute?.type === 'dynamiczone' || attribute?.repeatable ? [] : null;
  if (attribute?.type === 'relation') {
    if (isRelationOps(value)) return value;
    return { set: (value as EntryRef[]).map((ref) => ({ documentId: ref.documentId })) };
  }
  return identity(value);
}
