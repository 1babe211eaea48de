import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LOCALE, type Locale } from '@app/routing';
import type { SnapshotOptions, SchemaOf } from './entry-snapshot';
import { fieldLabel } from './field-labels';
import { GERMAN_COMPONENT_NAMES } from './labels-de';
import { CONTENT_TYPE_LAYOUTS, MAINTAINED_FIELDS, SINGLE_TYPE_LAYOUTS, SYSTEM_FIELDS } from './layouts';
import type { TextOptions } from './snapshot-text';

/**
 * The content editors write: every `api::` type with drafts (pages, articles, the global settings …). Internal
 * types (subscribers, the mail outbox, schedules, these versions) have no drafts and are left out, so a type added
 * later with drafts has a version history, a save check and presence without a change here.
 */
export function isEditorialType(strapi: Core.Strapi, uid: unknown): uid is UID.ContentType {
  if (typeof uid !== 'string' || !/^api::[a-z0-9-]+\.[a-z0-9-]+$/.test(uid)) return false;
  const model = strapi.contentTypes[uid as UID.ContentType] as { options?: { draftAndPublish?: boolean } } | undefined;
  return model?.options?.draftAndPublish === true;
}

/** The schema of a content type or component. */
export const schemaOf =
  (strapi: Core.Strapi): SchemaOf =>
  (uid) =>
    (strapi.getModel(uid as UID.Schema) as { attributes?: ReturnType<SchemaOf> } | undefined)?.attributes;

const mainFieldOf = (uid: string) => (CONTENT_TYPE_LAYOUTS[uid] ?? SINGLE_TYPE_LAYOUTS[uid])?.mainField;

const MAINTAINED: ReadonlySet<string> = new Set(MAINTAINED_FIELDS);

/** Snapshots hold what editors write: the fields the CMS maintains and the system fields are left out. */
export const snapshotOptions = (strapi: Core.Strapi): SnapshotOptions => ({
  schemaOf: schemaOf(strapi),
  labelFieldOf: mainFieldOf,
  skip: (uid, field) => MAINTAINED.has(field) || (SYSTEM_FIELDS[uid] ?? []).includes(field),
});

/** Field labels and section names as the editor's admin shows them. */
export function textOptions(strapi: Core.Strapi, language: Locale): TextOptions {
  const englishName = (uid: string) =>
    (strapi.components[uid as UID.Component] as { info?: { displayName?: string } } | undefined)?.info?.displayName ??
    uid;
  return {
    schemaOf: schemaOf(strapi),
    labelOf: (uid, field) => fieldLabel(uid, field, language),
    componentNameOf: (uid) =>
      language === 'de' ? (GERMAN_COMPONENT_NAMES[uid] ?? englishName(uid)) : englishName(uid),
  };
}

type Populate = Record<string, unknown>;

/** Everything a version holds, populated: media, related entries (their main field), components at any depth. */
export function snapshotPopulate(strapi: Core.Strapi, uid: string): Populate {
  const nested = (component: string) => {
    const inner = snapshotPopulate(strapi, component);
    return Object.keys(inner).length > 0 ? { populate: inner } : true;
  };
  const populate: Populate = {};
  for (const [name, attribute] of Object.entries(schemaOf(strapi)(uid) ?? {})) {
    if (['createdBy', 'updatedBy', 'localizations'].includes(name)) continue;
    if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'relation' && attribute.target) {
      const field = mainFieldOf(attribute.target);
      populate[name] = field ? { fields: [field] } : true;
    } else if (attribute.type === 'component' && attribute.component) populate[name] = nested(attribute.component);
    else if (attribute.type === 'dynamiczone')
      populate[name] = { on: Object.fromEntries((attribute.components ?? []).map((c) => [c, nested(c)])) };
  }
  return populate;
}

type RequestState = {
  user?: { id?: number; firstname?: string | null; lastname?: string | null; username?: string | null };
  auth?: { strategy?: { name?: string }; credentials?: { name?: string } };
};

/** Who makes the request being served: an admin user's id and name, an API token's name, or nobody (the CMS). */
export function requestAuthor(strapi: Core.Strapi): { id: number | null; name: string | null } {
  const ctx = strapi.requestContext.get() as { state?: RequestState } | undefined;
  const user = ctx?.state?.user;
  if (ctx?.state?.auth?.strategy?.name === 'admin' && user?.id !== undefined) {
    const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username || `#${user.id}`;
    return { id: user.id, name };
  }
  const token = ctx?.state?.auth?.credentials?.name;
  return { id: null, name: token ? `API (${token})` : null };
}

/** The language of a request's `locale` query parameter, the default language when it names none. */
export const requestedLocale = (query: Record<string, unknown>): string =>
  typeof query.locale === 'string' && query.locale !== '' ? query.locale : DEFAULT_LOCALE;
