import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MAINTAINED_FIELDS, SHARED_SYSTEM_FIELDS, SYSTEM_FIELDS } from './layouts';

/**
 * Fields shared by all language versions of an entry: a change in one language changes every other.
 * Whoever may not change such a field (a translator: `documentRules` in `admin-roles.ts`) gets 403 for any request
 * that would change it — saving, publishing (Strapi copies the published version's shared fields into the other
 * languages' published versions), discarding a draft, creating a language version — instead of Strapi's silent drop
 * of the field (`assertFieldsKept`, called by the write guard, `write-guard.ts`), and a new language version takes
 * the shared fields of the existing ones.
 */

type Attribute = {
  type: string;
  multiple?: boolean;
  relation?: string;
  target?: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
};
type Data = Record<string, unknown>;
type Context = {
  uid: string;
  action: string;
  params: { documentId?: string; locale?: string | string[]; data?: Data };
};
export type Ability = { can(action: string, subject: unknown, field?: string): boolean };
type RequestState = { userAbility?: Ability; auth?: { strategy?: { name?: string } } };

const attributesOf = (strapi: Core.Strapi, uid: string): Record<string, Attribute> =>
  (strapi.contentTypes[uid as keyof typeof strapi.contentTypes]?.attributes ?? {}) as Record<string, Attribute>;

const isLocalizedType = (strapi: Core.Strapi, uid: string): boolean =>
  (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { pluginOptions?: Attribute['pluginOptions'] })
    ?.pluginOptions?.i18n?.localized === true;

/**
 * The shared content fields of a localized content type, from its schema: every attribute marked
 * `"i18n": { "localized": false }` — scalar and media fields (Strapi's i18n copies them between the language
 * versions) and relations the CMS keeps equal itself (an article's topics, `document-rules.ts`). Fields the CMS
 * maintains (`languages`, `formerSlugs`) and system fields (`layouts.ts`: no role writes them, what a role sends
 * is ignored) are left out.
 */
export function sharedFieldsOf(strapi: Core.Strapi, uid: string): string[] {
  if (!isLocalizedType(strapi, uid)) return [];
  const excluded = new Set<string>([...MAINTAINED_FIELDS, ...(SYSTEM_FIELDS[uid] ?? [])]);
  return Object.entries(attributesOf(strapi, uid))
    .filter(([name, attribute]) => attribute.pluginOptions?.i18n?.localized === false && !excluded.has(name))
    .map(([name]) => name);
}

/** The identities of a media or relation value: numeric ids and document ids, whichever a client sent. */
function identities(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.flatMap(identities);
  if (typeof value !== 'object') return [String(value)];
  const item = value as { documentId?: unknown; id?: unknown };
  return [item.id, item.documentId].filter((v) => v !== undefined && v !== null).map(String);
}

/** The media or related entries of `sent` are those of `stored` (compared by id or document id). */
function sameEntries(sent: unknown, stored: unknown): boolean {
  const sentItems = (Array.isArray(sent) ? sent : [sent]).filter((v) => identities(v).length > 0);
  const storedItems = (Array.isArray(stored) ? stored : [stored]).filter((v) => identities(v).length > 0);
  const known = new Set(identities(storedItems));
  return (
    sentItems.length === storedItems.length && sentItems.every((item) => identities(item).some((id) => known.has(id)))
  );
}

/** A comparable text of a scalar shared field's value: what two values of the same meaning have in common. */
export function comparable(attribute: Attribute, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  switch (attribute.type) {
    case 'date':
      return String(value).slice(0, 10);
    case 'datetime':
      return new Date(String(value)).toISOString();
    case 'integer':
    case 'biginteger':
    case 'decimal':
    case 'float':
      return String(Number(value));
    case 'json':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

/**
 * True when `sent` (a value of a write request) would change a relation stored as `stored`: the Content
 * Manager sends `{ connect, disconnect }` (both empty when nothing changed), the API a list or `{ set }`.
 */
function changesRelation(sent: unknown, stored: unknown): boolean {
  if (sent === null || Array.isArray(sent) || typeof sent !== 'object') return !sameEntries(sent, stored);
  const ops = sent as { connect?: unknown[]; disconnect?: unknown[]; set?: unknown[] };
  if (ops.set !== undefined) return !sameEntries(ops.set, stored);
  return (ops.connect?.length ?? 0) > 0 || (ops.disconnect?.length ?? 0) > 0;
}

/** True when `sent` (from a request or another version) differs from `stored` in the shared field. */
function differs(attribute: Attribute, sent: unknown, stored: unknown): boolean {
  if (attribute.type === 'relation') return changesRelation(sent, stored);
  if (attribute.type === 'media') return !sameEntries(sent, stored);
  return comparable(attribute, sent) !== comparable(attribute, stored);
}

/** The shared fields whose value in `sent` differs from `stored` (fields `sent` does not carry are unchanged). */
export function changedFields(
  attributes: Record<string, Attribute>,
  fields: readonly string[],
  sent: Data,
  stored: Data | null,
): string[] {
  return fields.filter(
    (field) => Object.hasOwn(sent, field) && differs(attributes[field]!, sent[field], stored?.[field]),
  );
}

const populateOf = (attributes: Record<string, Attribute>, fields: readonly string[]) =>
  Object.fromEntries(
    fields
      .filter((f) => ['media', 'relation'].includes(attributes[f]!.type))
      .map((f) => [f, { select: ['id', 'documentId'] }]),
  );

type VersionQuery = { documentId: string; locale?: string | { $ne: string }; published: boolean };

async function versionsOf(strapi: Core.Strapi, uid: string, fields: readonly string[], query: VersionQuery) {
  const attributes = attributesOf(strapi, uid);
  const rows: Data[] = await strapi.db.query(uid).findMany({
    where: {
      documentId: query.documentId,
      publishedAt: query.published ? { $notNull: true } : null,
      ...(query.locale === undefined ? {} : { locale: query.locale }),
    },
    select: ['id', 'locale', ...fields.filter((f) => !['media', 'relation'].includes(attributes[f]!.type))],
    populate: populateOf(attributes, fields),
  });
  return rows;
}

/** The permissions of the admin user of the request being served, when it is a request of the admin panel. */
function adminAbility(strapi: Core.Strapi): Ability | null {
  const ctx = strapi.requestContext.get() as { state?: RequestState } | undefined;
  if (ctx?.state?.auth?.strategy?.name !== 'admin') return null;
  return ctx.state.userAbility ?? null;
}

/** The shared fields among `fields` the admin user may not update in `locale`. */
function lockedFor(strapi: Core.Strapi, ability: Ability, uid: string, locale: string, fields: readonly string[]) {
  const checker = strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility: ability, model: uid }) as {
    can: { update(entity: Data, field: string): boolean };
  };
  return fields.filter((field) => !checker.can.update({ locale }, field));
}

/** Why a request was refused, per kind of action (the admin shows the message in its error notice). */
const REFUSALS = {
  write: 'These fields are shared by all languages and only an editor can change them',
  publish:
    'Publishing this language would put unpublished changes of fields shared by all languages live in the other languages too; an editor publishes them',
  discardDraft:
    'Discarding this draft would change fields shared by all languages in the other languages too; an editor changes them',
} as const;

/**
 * 403 with the reason. A PolicyError (a ForbiddenError): Strapi's route authorisation turns any other
 * ForbiddenError thrown behind it into a bare "Forbidden", and the editor would not learn which field.
 */
function refuse(reason: keyof typeof REFUSALS, fields: string[]): never {
  throw new errors.PolicyError(`${REFUSALS[reason]}: ${fields.join(', ')}.`, { sharedFields: fields });
}

/** A change to the shared fields checked against what one admin user may update. */
export type SharedFieldCheck = {
  ability: Ability;
  uid: string;
  action: 'create' | 'update' | 'publish' | 'discardDraft';
  documentId: string;
  locale: string;
  /** What the user sent (create and update): fields it does not carry are unchanged. */
  body?: Data;
};

/** A change checked against a list of shared fields its author may not change. */
export type LockedFieldCheck = Omit<SharedFieldCheck, 'ability' | 'body'> & {
  fields: readonly string[];
  /** What the write carries (the request's body, the data the CMS writes): fields they do not carry are unchanged. */
  bodies?: readonly Data[];
};

/** Shared fields a write's bodies would change (for the language version it writes, or a new one). */
async function changedByBody(strapi: Core.Strapi, check: LockedFieldCheck) {
  const { uid, documentId, fields } = check;
  const [stored] = await versionsOf(strapi, uid, fields, { documentId, published: false });
  if (!stored) return [];
  const attributes = attributesOf(strapi, uid);
  return [...new Set((check.bodies ?? []).flatMap((body) => changedFields(attributes, fields, body, stored)))];
}

/**
 * Shared fields a publish (or a discarded draft) would change in another language: publishing copies the version's
 * shared fields into the published versions of the other languages, discarding a draft copies the published
 * version's into their drafts.
 */
async function changedElsewhere(strapi: Core.Strapi, check: LockedFieldCheck) {
  const { uid, documentId, locale, fields } = check;
  const publishing = check.action === 'publish';
  const [source] = await versionsOf(strapi, uid, fields, { documentId, locale, published: !publishing });
  if (!source) return [];
  const others = await versionsOf(strapi, uid, fields, { documentId, locale: { $ne: locale }, published: publishing });
  const attributes = attributesOf(strapi, uid);
  const changed = await Promise.all(
    others.map(async (other) =>
      changedFields(
        attributes,
        fields,
        await linkableIn(strapi, attributes, fields, source, other.locale, publishing),
        await linkableIn(strapi, attributes, fields, other, source.locale, !publishing),
      ),
    ),
  );
  return [...new Set(changed.flat())];
}

/**
 * `version` with only the related entries a version in `locale` and that status could link too (a published version
 * links only published ones). Both sides of a comparison pass through it: a topic not yet published in a language
 * being translated is no difference between that language and the others.
 */
async function linkableIn(
  strapi: Core.Strapi,
  attributes: Record<string, Attribute>,
  fields: readonly string[],
  version: Data,
  locale: unknown,
  published: boolean,
): Promise<Data> {
  const linkable: Data = { ...version };
  for (const field of fields) {
    const attribute = attributes[field]!;
    if (attribute.type !== 'relation' || !attribute.target || !Array.isArray(version[field])) continue;
    const items = version[field] as Array<{ documentId?: string }>;
    const ids = items.map((item) => item.documentId).filter((id): id is string => typeof id === 'string');
    if (ids.length === 0) continue;
    const there: Array<{ documentId: string }> = await strapi.db.query(attribute.target).findMany({
      where: {
        documentId: { $in: ids },
        locale,
        publishedAt: published ? { $notNull: true } : null,
      },
      select: ['documentId'],
    });
    const present = new Set(there.map((row) => row.documentId));
    linkable[field] = items.filter((item) => present.has(item.documentId ?? ''));
  }
  return linkable;
}

/** Throws 403 (PolicyError) when the action would change one of `check.fields` in any language. */
export async function assertFieldsKept(strapi: Core.Strapi, check: LockedFieldCheck): Promise<void> {
  if (check.fields.length === 0) return;
  const writes = check.action === 'update' || check.action === 'create';
  const changed = writes ? await changedByBody(strapi, check) : await changedElsewhere(strapi, check);
  if (changed.length > 0) refuse(writes ? 'write' : (check.action as 'publish' | 'discardDraft'), changed);
}

/**
 * Throws 403 (PolicyError) when the action would change a shared field the user may not update in the locale.
 * Used by scheduled publishing, on behalf of the person who scheduled.
 */
export async function assertSharedFieldsKept(strapi: Core.Strapi, check: SharedFieldCheck): Promise<void> {
  const { ability, body, uid, action, documentId, locale } = check;
  const fields = lockedFor(strapi, ability, uid, locale, sharedFieldsOf(strapi, uid));
  await assertFieldsKept(strapi, { uid, action, documentId, locale, fields, bodies: body ? [body] : [] });
}

/** A new language version of an existing entry takes the shared fields the write does not set from the others. */
async function fillNewVersion(strapi: Core.Strapi, ctx: Context, fields: string[]) {
  const { uid, params } = ctx;
  if (!params.data || typeof params.locale !== 'string' || !params.documentId) return;
  const query = strapi.db.query(uid);
  const own = await query.count({ where: { documentId: params.documentId, locale: params.locale } });
  if (own > 0) return;
  const attributes = attributesOf(strapi, uid);
  // Relations are shared by the CMS after the write (`document-rules.ts`); here scalar and media fields.
  const copied = fields.filter((f) => attributes[f]!.type !== 'relation' && params.data![f] === undefined);
  if (copied.length === 0) return;
  const [existing] = await versionsOf(strapi, uid, copied, { documentId: params.documentId, published: false });
  if (!existing) return;
  for (const field of copied) {
    const value = existing[field];
    params.data[field] = attributes[field]!.type === 'media' ? mediaIds(value) : value;
  }
}

const mediaIds = (value: unknown) =>
  Array.isArray(value) ? value.map((file: { id: number }) => file.id) : ((value as { id?: number } | null)?.id ?? null);

/**
 * A role's write that creates an entry or a language version does not set the shared system fields (the form
 * shows them read-only): a new language version keeps those of the others (Strapi copies them), a new entry
 * starts with the defaults.
 */
async function ignoreSharedSystemFields(strapi: Core.Strapi, ctx: Context, ability: Ability) {
  const { uid, params } = ctx;
  const locale = typeof params.locale === 'string' ? params.locale : undefined;
  if (!params.data || !locale) return;
  if (ctx.action === 'update') {
    const own = await strapi.db.query(uid).count({ where: { documentId: params.documentId, locale } });
    if (own > 0) return;
  }
  const system = (SYSTEM_FIELDS[uid] ?? []).filter((f) => SHARED_SYSTEM_FIELDS.includes(f));
  for (const field of lockedFor(strapi, ability, uid, locale, system)) delete params.data[field];
}

const WRITES = new Set(['create', 'update']);

/**
 * Registers the shared-field data rules as a document service middleware (call in `register`, after the write
 * guard, `write-guard.ts`, which refuses a change to a shared field by a role that may not make it).
 */
export function registerSharedFields(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as Context;
    if (!WRITES.has(ctx.action) || !ctx.uid.startsWith('api::')) return next();
    const ability = adminAbility(strapi);
    if (ability && (ctx.action === 'create' || ctx.action === 'update')) {
      await ignoreSharedSystemFields(strapi, ctx, ability);
    }
    const fields = sharedFieldsOf(strapi, ctx.uid);
    if (fields.length > 0 && ctx.action === 'update') await fillNewVersion(strapi, ctx, fields);
    return next();
  });
}
