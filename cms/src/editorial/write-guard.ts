import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  DOCUMENT_ACTIONS,
  SUPER_ADMIN_CODE,
  documentRules,
  type DocumentAction,
  type DocumentRule,
} from '../bootstrap/admin-roles';
import { assertFieldsKept, sharedFieldsOf } from './shared-fields';

/**
 * The write guard: one document-service middleware every action of an admin user passes, whatever route, plugin or
 * bulk action started it. It allows what the user's roles list in `documentRules` (`bootstrap/admin-roles.ts`) and
 * refuses everything else with 403 before anything is written: an action it does not know, a content type or a
 * language the role does not write (the locale as a code, a list, `*` or missing, which means the default
 * language), a new entry from a role that only adds its language, a change to a field all languages share from a
 * role that may not change them, and a new entry that takes an existing entry's documentId. Strapi's Super Admin
 * role keeps every action. Work the CMS does itself (seeding, scheduled tasks, the public forms behind their own
 * route guards) is not an admin user's and passes; scheduled publishing runs as the person who scheduled.
 */

type AdminUser = {
  firstname?: string | null;
  lastname?: string | null;
  roles?: Array<{ code?: string; name?: string }>;
};
type Data = Record<string, unknown>;

/** Who a document action is for: the CMS itself, or an admin user (with the body of their request, if any). */
type Actor = { kind: 'cms' } | { kind: 'admin'; roles: readonly string[]; names: string; body?: unknown };

type Context = {
  uid: string;
  action: string;
  params: { documentId?: string; locale?: unknown; data?: Data };
};

const actors = new AsyncLocalStorage<Actor>();

const adminActor = (user: AdminUser | undefined, body?: unknown): Actor => ({
  kind: 'admin',
  roles: (user?.roles ?? []).map((role) => role.code ?? ''),
  names: (user?.roles ?? []).map((role) => role.name ?? role.code).join(', ') || 'no role',
  body,
});

/** Runs `work` as the CMS's own follow-up of an action already allowed (e.g. copying shared topics to a language). */
export const asCms = <T>(work: () => Promise<T>): Promise<T> => actors.run({ kind: 'cms' }, work);

/** Runs `work` as `user` (roles populated), outside a request of theirs: scheduled publishing. */
export const actingAs = <T>(user: AdminUser, work: () => Promise<T>): Promise<T> => actors.run(adminActor(user), work);

function currentActor(strapi: Core.Strapi): Actor {
  const set = actors.getStore();
  if (set) return set;
  const ctx = strapi.requestContext.get() as
    | { state?: { auth?: { strategy?: { name?: string } }; user?: AdminUser }; request?: { body?: unknown } }
    | undefined;
  if (ctx?.state?.auth?.strategy?.name !== 'admin') return { kind: 'cms' };
  return adminActor(ctx.state.user, ctx.request?.body);
}

/** The languages an action names: `any` for a type without languages, `every` for `*`, else the codes. */
export type RequestedLocales = 'any' | 'every' | readonly string[] | 'malformed';

/**
 * The languages a document-service call acts on, as Strapi reads its `locale`: missing (or empty) is the default
 * language, `*` every language, a string one, a list each of its codes.
 */
export function requestedLocales(localized: boolean, locale: unknown, defaultLocale: string): RequestedLocales {
  if (!localized) return 'any';
  if (locale === undefined || locale === null || locale === '') return [defaultLocale];
  if (locale === '*') return 'every';
  if (typeof locale === 'string') return [locale];
  if (!Array.isArray(locale) || locale.length === 0) return 'malformed';
  if (!locale.every((code) => typeof code === 'string' && code !== '')) return 'malformed';
  return locale.includes('*') ? 'every' : (locale as string[]);
}

/** What the guard decides about one call; `keepSharedFields`: allowed only if no shared field changes. */
export type Decision = { allowed: true; keepSharedFields: boolean } | { allowed: false; reason: string };

export type DocumentCall = {
  uid: string;
  action: string;
  locales: RequestedLocales;
  /** The call creates an entry (create, clone). */
  newDocument: boolean;
  /** A create that names an existing documentId (the Content Manager never sends one). */
  takesDocumentId: boolean;
};

const VERBS: Record<DocumentAction, string> = {
  findOne: 'read',
  findFirst: 'read',
  findMany: 'read',
  count: 'read',
  create: 'create',
  clone: 'duplicate',
  update: 'save',
  publish: 'publish',
  unpublish: 'unpublish',
  discardDraft: 'discard the draft of',
  delete: 'delete',
};

const onlyVersions = (who: string) => `${who} adds its language to existing entries; an editor creates new entries.`;

const isKnownAction = (action: string): action is DocumentAction =>
  (DOCUMENT_ACTIONS as readonly string[]).includes(action);

const grantsOf = (rule: DocumentRule, uid: string, action: DocumentAction) =>
  rule.grants.filter((grant) => grant.uids.includes(uid) && grant.actions.includes(action));

/** The languages `rules` grant for `action` on `uid`, `every` or a list (empty: none). */
function grantedLocales(rules: readonly DocumentRule[], uid: string, action: DocumentAction): 'every' | string[] {
  const grants = rules.flatMap((rule) => grantsOf(rule, uid, action));
  if (grants.some((grant) => grant.locales === 'every')) return 'every';
  return [...new Set(grants.flatMap((grant) => grant.locales as readonly string[]))];
}

type WellFormed = Exclude<RequestedLocales, 'malformed'>;

const covers = (granted: 'every' | string[], requested: WellFormed): boolean =>
  granted === 'every' || requested === 'any' || (requested !== 'every' && requested.every((c) => granted.includes(c)));

const languages = (requested: WellFormed) =>
  requested === 'every' ? 'every language at once' : (requested as readonly string[]).join(', ');

/**
 * The guard's decision for one call by a user with `roleCodes` (pure: the rules are `documentRules()`). Deny by
 * default: an unknown action, a type or a language no role of the user lists, an unknown role — refused.
 */
export function decide(
  rules: Readonly<Record<string, DocumentRule>>,
  roleCodes: readonly string[],
  call: DocumentCall,
  who = 'Your role',
): Decision {
  if (call.takesDocumentId) {
    return {
      allowed: false,
      reason:
        'A new entry cannot take the documentId of an existing one: open that entry and save it in the language instead.',
    };
  }
  if (roleCodes.includes(SUPER_ADMIN_CODE)) return { allowed: true, keepSharedFields: false };
  const { uid, action, locales } = call;
  if (!isKnownAction(action)) {
    return { allowed: false, reason: `The CMS allows "${action}" on documents to no role but Super Admin.` };
  }
  if (locales === 'malformed') {
    return { allowed: false, reason: 'The language must be a language code, a list of codes or "*".' };
  }
  const mine = roleCodes.flatMap((code) => rules[code] ?? []);
  const granted = grantedLocales(mine, uid, action);
  if (granted !== 'every' && granted.length === 0) {
    const translates = mine.some((rule) => !rule.newDocuments && rule.grants.some((g) => g.uids.includes(uid)));
    if (call.newDocument && translates) return { allowed: false, reason: onlyVersions(who) };
    return { allowed: false, reason: `${who} may not ${VERBS[action]} entries of ${uid}.` };
  }
  if (!covers(granted, locales)) {
    const own = granted === 'every' ? 'every language' : granted.join(', ');
    return { allowed: false, reason: `${who} may ${VERBS[action]} in ${own} only, not in ${languages(locales)}.` };
  }
  const acting = mine.filter((rule) => grantsOf(rule, uid, action).length > 0);
  if (call.newDocument && !acting.some((rule) => rule.newDocuments))
    return { allowed: false, reason: onlyVersions(who) };
  return { allowed: true, keepSharedFields: !acting.some((rule) => rule.sharedFields) };
}

const isLocalized = (strapi: Core.Strapi, uid: string): boolean =>
  (
    strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as {
      pluginOptions?: { i18n?: { localized?: boolean } };
    }
  )?.pluginOptions?.i18n?.localized === true;

const isObject = (value: unknown): value is Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Actions that can change a shared field: a save writes it, a publish or a discarded draft copies it across. */
const SHARED_FIELD_ACTIONS = new Set(['update', 'publish', 'discardDraft']);

async function judge(strapi: Core.Strapi, rules: Record<string, DocumentRule>, actor: Actor, ctx: Context) {
  if (actor.kind !== 'admin') return;
  const { uid, action, params } = ctx;
  const localized = isLocalized(strapi, uid);
  const fallback = localized && !params.locale ? await defaultLocale(strapi) : '';
  const locales = requestedLocales(localized, params.locale, fallback);
  const call: DocumentCall = {
    uid,
    action,
    locales,
    newDocument: action === 'create' || action === 'clone',
    takesDocumentId: action === 'create' && isObject(params.data) && Boolean(params.data.documentId),
  };
  const decision = decide(rules, actor.roles, call, `Your role (${actor.names})`);
  if (!decision.allowed) throw new errors.PolicyError(decision.reason, { action, uid });
  if (!decision.keepSharedFields || !SHARED_FIELD_ACTIONS.has(action) || !params.documentId) return;
  const fields = sharedFieldsOf(strapi, uid);
  if (fields.length === 0 || !Array.isArray(locales)) return;
  const bodies = [actor.body, params.data].filter(isObject);
  for (const locale of locales) {
    await assertFieldsKept(strapi, {
      uid,
      action: action as 'update' | 'publish' | 'discardDraft',
      documentId: params.documentId,
      locale,
      fields,
      bodies,
    });
  }
}

/**
 * The `where` of the language versions a document-service call with `locale` acts on, as Strapi reads it: every
 * version for `*` (or a type without languages), the default language's when missing, else the code or codes.
 */
export async function versionsWhere(strapi: Core.Strapi, uid: string, locale: unknown): Promise<{ locale?: unknown }> {
  if (!isLocalized(strapi, uid) || locale === '*') return {};
  if (!locale) return { locale: await defaultLocale(strapi) };
  return { locale: Array.isArray(locale) ? { $in: locale } : locale };
}

const defaultLocale = async (strapi: Core.Strapi): Promise<string> =>
  (await strapi.plugin('i18n').service('locales').getDefaultLocale()) as string;

/** Registers the write guard as a document-service middleware (call in `register`, before any other). */
export function registerWriteGuard(strapi: Core.Strapi): void {
  const rules = documentRules();
  strapi.documents.use(async (context, next) => {
    await judge(strapi, rules, currentActor(strapi), context as unknown as Context);
    return next();
  });
}
