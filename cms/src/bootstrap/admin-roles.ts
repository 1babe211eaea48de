import type { Core } from '@strapi/strapi';
import { LOCALE_CODES } from '@app/routing';
import { HIDDEN_IN_FORM, MAINTAINED_FIELDS, SYSTEM_FIELDS } from '../editorial/layouts';
import { sharedFieldsOf } from '../editorial/shared-fields';
import { PUBLIC_COLLECTION_TYPES, PUBLIC_SINGLE_TYPES } from './content-types';

/**
 * Admin-panel roles with least privilege, created from code so a fresh install has them (issue #16). The
 * permissions of these three roles are reset to this definition at every boot: change them here, not in the
 * admin's role editor. Strapi's own roles (Super Admin, Editor, Author) are left alone.
 */

/** Pages are the site's structure: editors change their content, a developer adds or removes them. */
const NO_DELETE = new Set<string>(['api::page.page']);

export const ROLES = {
  editor: {
    code: 'kastell-editor',
    name: 'Content editor',
    description: 'Writes, translates and publishes content in every language. No visitor data, no settings.',
  },
  translator: {
    code: 'kastell-translator',
    name: 'Translator',
    description:
      'Reads every language, writes and publishes the German version only; fields shared by all languages stay as the editors set them. No visitor data.',
  },
  inbox: {
    code: 'kastell-inbox',
    name: 'Inbox',
    description: 'Reads and deletes contact messages (for the people who answer them). Nothing else.',
  },
} as const;

type RoleKey = keyof typeof ROLES;
type Permission = { action: string; subject: string | null; properties: Record<string, unknown>; conditions: [] };

const CM = 'plugin::content-manager.explorer';
/** The media library: editors upload and pick images, they do not change its settings. */
const MEDIA_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

/** Every field path of a content type the admin can authorise (components expanded to their leaves). */
function fieldsOf(strapi: Core.Strapi, uid: string): string[] {
  return strapi
    .service('admin::content-type')
    .getNestedFields(strapi.contentTypes[uid as keyof typeof strapi.contentTypes], {
      components: strapi.components,
    });
}

function writableFieldsOf(strapi: Core.Strapi, uid: string, shared: boolean): string[] {
  const system = new Set([
    ...(SYSTEM_FIELDS[uid] ?? []),
    ...MAINTAINED_FIELDS,
    ...(shared ? [] : sharedFieldsOf(strapi, uid)),
  ]);
  return fieldsOf(strapi, uid).filter((field) => !system.has(field) && !system.has(field.split('.')[0]!));
}

const permission = (action: string, subject: string | null, properties: Record<string, unknown> = {}) =>
  ({ action, subject, properties, conditions: [] }) as Permission;

/** What a role may write: the languages, and whether it may change the fields all languages share. */
type WriteScope = { locales: readonly string[]; sharedFields: boolean; canDelete: boolean };

/**
 * Content permissions: read everything in every language, write `scope.locales` only. Creating covers adding a
 * language version, which needs the page's own `path` in that language; afterwards system fields stay read-only.
 * Without `sharedFields` (translators), the fields shared by all languages are read-only in every language: a
 * change to one would change the languages the role may not write (`editorial/shared-fields.ts` answers 403 to
 * any request that would change one, a new language version included).
 * Per language, so a translator role per language (one role for French, one for German) is a list of codes.
 */
function contentPermissions(strapi: Core.Strapi, scope: WriteScope): Permission[] {
  const locales = { locales: [...scope.locales] };
  return [...PUBLIC_COLLECTION_TYPES, ...PUBLIC_SINGLE_TYPES].flatMap((uid) => {
    // Every field the form shows is in `create`: the form of a new entry or language version shows only the fields
    // a role may create (others say "No permissions to see this field"). A new language version shows and keeps the
    // shared values of the other languages; the admin shows them read-only to whoever may not update them
    // (admin/shared-field-lock.ts), system fields are read-only in the layout for everyone, and the CMS ignores
    // what a role sends for them (editorial/shared-fields.ts).
    const createFields = fieldsOf(strapi, uid).filter((field) => !HIDDEN_IN_FORM.includes(field));
    const list: Permission[] = [
      permission(`${CM}.read`, uid, { fields: fieldsOf(strapi, uid), locales: [...LOCALE_CODES] }),
      permission(`${CM}.create`, uid, { fields: createFields, ...locales }),
      permission(`${CM}.update`, uid, { fields: writableFieldsOf(strapi, uid, scope.sharedFields), ...locales }),
      permission(`${CM}.publish`, uid, locales),
    ];
    if (scope.canDelete && !NO_DELETE.has(uid)) list.push(permission(`${CM}.delete`, uid, locales));
    return list;
  });
}

/** The permissions of each role, from the content types and fields in this installation. */
export function rolePermissions(strapi: Core.Strapi, role: RoleKey): Permission[] {
  const media = MEDIA_ACTIONS.map((action) => permission(action, null));
  if (role === 'editor')
    return [...contentPermissions(strapi, { locales: LOCALE_CODES, sharedFields: true, canDelete: true }), ...media];
  if (role === 'translator') {
    const translated = LOCALE_CODES.filter((code) => code !== 'en');
    return [
      ...contentPermissions(strapi, { locales: translated, sharedFields: false, canDelete: false }),
      ...media.filter((p) => p.action === 'plugin::upload.read'),
    ];
  }
  const inbox = 'api::contact-message.contact-message';
  return [permission(`${CM}.read`, inbox, { fields: fieldsOf(strapi, inbox) }), permission(`${CM}.delete`, inbox)];
}

/** Creates the roles that are missing and resets every role's permissions to `rolePermissions`. */
export async function ensureAdminRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role');
  for (const key of Object.keys(ROLES) as RoleKey[]) {
    const { code, name, description } = ROLES[key];
    let role = await roles.findOne({ code });
    if (!role) {
      role = await roles.create({ code, name, description });
      strapi.log.info(`[roles] created admin role "${name}"`);
    }
    await roles.assignPermissions(role.id, rolePermissions(strapi, key));
  }
}
