import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALE_CODES, languageName, type Locale } from '@app/routing';
import { HIDDEN_IN_FORM, MAINTAINED_FIELDS, SYSTEM_FIELDS } from '../editorial/layouts';
import { sharedFieldsOf } from '../editorial/shared-fields';
import { PUBLIC_COLLECTION_TYPES, PUBLIC_SINGLE_TYPES } from './content-types';

/**
 * Admin-panel roles with least privilege, created from code so a fresh install has them (issue #16): the content
 * editors, one Translator role per language other than the default (a translator for French writes French only)
 * and the inbox. The permissions of these roles are reset to this definition at every boot: change them here, not
 * in the admin's role editor. Strapi's own roles (Super Admin, Editor, Author) are left alone.
 */

/** Pages are the site's structure: editors change their content, a developer adds or removes them. */
const NO_DELETE = new Set<string>(['api::page.page']);
/** The contact form's messages, the only type the Inbox role sees. */
const INBOX_TYPE = 'api::contact-message.contact-message';
/** Strapi's own Super Admin role: the write guard leaves it every action (`editorial/write-guard.ts`). */
export const SUPER_ADMIN_CODE = 'strapi-super-admin';

type RoleDefinition = { code: string; name: string; description: string };

export const ROLES = {
  editor: {
    code: 'kastell-editor',
    name: 'Content editor',
    description: 'Writes, translates and publishes content in every language. No visitor data, no settings.',
  },
  inbox: {
    code: 'kastell-inbox',
    name: 'Inbox',
    description: 'Reads and deletes contact messages (for the people who answer them). Nothing else.',
  },
} as const satisfies Record<string, RoleDefinition>;

/** The languages with a Translator role of their own: every locale but the default, in which content is written. */
export const TRANSLATED_LOCALES: readonly Locale[] = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

/** The role of one language's translators, named in English like the admin's other roles: "Translator (French)". */
export function translatorRole(locale: Locale): RoleDefinition {
  const language = languageName(locale, 'en');
  return {
    code: `kastell-translator-${locale}`,
    name: `Translator (${language})`,
    description: `Reads every language, writes and publishes the ${language} version only; fields shared by all languages stay as the editors set them. No visitor data.`,
  };
}

/** The single Translator role of installs from before one role per language; it granted every language but English. */
const LEGACY_TRANSLATOR_CODE = 'kastell-translator';

type RoleKey = keyof typeof ROLES | { translator: Locale };
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
 * Per language: each language's Translator role writes its own language only.
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
  if (typeof role === 'object') {
    return [
      ...contentPermissions(strapi, { locales: [role.translator], sharedFields: false, canDelete: false }),
      ...media.filter((p) => p.action === 'plugin::upload.read'),
    ];
  }
  return [
    permission(`${CM}.read`, INBOX_TYPE, { fields: fieldsOf(strapi, INBOX_TYPE) }),
    permission(`${CM}.delete`, INBOX_TYPE),
  ];
}

/** The actions of Strapi's document service the write guard knows; any other is refused to every role but Super Admin. */
export const DOCUMENT_ACTIONS = [
  'findOne',
  'findFirst',
  'findMany',
  'count',
  'create',
  'clone',
  'update',
  'publish',
  'unpublish',
  'discardDraft',
  'delete',
] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];
const READS: readonly DocumentAction[] = ['findOne', 'findFirst', 'findMany', 'count'];
/** What a translator does to the language version of an entry: save it (a new one too), publish, unpublish, discard. */
const VERSION_WRITES: readonly DocumentAction[] = ['update', 'publish', 'unpublish', 'discardDraft'];

/** Some actions on some content types, in some languages (`every`: whatever the request names, `*` included). */
export type DocumentGrant = {
  uids: readonly string[];
  actions: readonly DocumentAction[];
  locales: 'every' | readonly string[];
};

/**
 * What one role may do through the document service, the one way every write of the Content Manager takes. A role
 * without `sharedFields` changes no field all languages share (not even by publishing or discarding a draft); a role
 * without `newDocuments` adds its language to existing entries and creates or clones no entry.
 */
export type DocumentRule = { grants: readonly DocumentGrant[]; sharedFields: boolean; newDocuments: boolean };

/**
 * The document rules of this project's roles, by role code: the same scope as their Content Manager permissions
 * (`rolePermissions`), enforced again where every path passes (`editorial/write-guard.ts`). A role missing here may do
 * nothing through the document service.
 */
export function documentRules(): Record<string, DocumentRule> {
  const content = [...PUBLIC_COLLECTION_TYPES, ...PUBLIC_SINGLE_TYPES] as readonly string[];
  const translator = (locale: Locale): DocumentRule => ({
    grants: [
      { uids: content, actions: READS, locales: 'every' },
      { uids: content, actions: VERSION_WRITES, locales: [locale] },
    ],
    sharedFields: false,
    newDocuments: false,
  });
  return {
    [ROLES.editor.code]: {
      grants: [
        { uids: content, actions: [...READS, 'create', 'clone', ...VERSION_WRITES], locales: 'every' },
        { uids: content.filter((uid) => !NO_DELETE.has(uid)), actions: ['delete'], locales: 'every' },
      ],
      sharedFields: true,
      newDocuments: true,
    },
    ...Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [translatorRole(locale).code, translator(locale)])),
    [ROLES.inbox.code]: {
      grants: [{ uids: [INBOX_TYPE], actions: [...READS, 'delete'], locales: 'every' }],
      sharedFields: false,
      newDocuments: false,
    },
  };
}

type RoleService = {
  findOne(params: { code: string }): Promise<{ id: number } | null>;
  create(role: RoleDefinition): Promise<{ id: number }>;
  assignPermissions(id: number, permissions: Permission[]): Promise<unknown>;
};

/**
 * The old single Translator role becomes the first translated language's (German on this site), keeping its users:
 * it was described as "German version only" while it granted every language but English.
 */
async function renameLegacyTranslator(strapi: Core.Strapi, roles: RoleService): Promise<void> {
  const legacy = await roles.findOne({ code: LEGACY_TRANSLATOR_CODE });
  const [first] = TRANSLATED_LOCALES;
  if (!legacy || first === undefined || (await roles.findOne({ code: translatorRole(first).code }))) return;
  await strapi.db.query('admin::role').update({ where: { id: legacy.id }, data: translatorRole(first) });
  strapi.log.info(`[roles] the Translator role is now "${translatorRole(first).name}", with its users`);
}

/** Creates the roles that are missing and resets every role's permissions to `rolePermissions`. */
export async function ensureAdminRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  await renameLegacyTranslator(strapi, roles);
  const wanted: Array<[RoleDefinition, RoleKey]> = [
    [ROLES.editor, 'editor'],
    ...TRANSLATED_LOCALES.map((locale): [RoleDefinition, RoleKey] => [translatorRole(locale), { translator: locale }]),
    [ROLES.inbox, 'inbox'],
  ];
  for (const [definition, key] of wanted) {
    let role = await roles.findOne({ code: definition.code });
    if (!role) {
      role = await roles.create(definition);
      strapi.log.info(`[roles] created admin role "${definition.name}"`);
    }
    await roles.assignPermissions(role.id, rolePermissions(strapi, key));
  }
}
