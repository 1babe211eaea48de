import { ROLES, SUPER_ADMIN_CODE, TRANSLATED_LOCALES, translatorRole } from '../../bootstrap/admin-roles';

/**
 * Who may call each route of the admin API (the admin's own, the Content Manager's and every plugin's), by
 * `METHOD /path` as the router serves it: visitors without a login, and the project's roles. The route rule
 * (`../route-rule.ts`) refuses everyone else with 403 before the route's own checks run; a route missing here is
 * refused to everyone but Super Admin (Strapi's own role, which keeps every route), so a route a plugin or an
 * upgrade adds stays closed until someone writes its line. Strapi's permission checks still apply after it: this
 * table says the most a role gets, and `tests/cms/route-matrix.integration.test.ts` checks that every role gets
 * exactly that from the running CMS.
 */
export type Audience = 'anonymous' | 'editor' | 'translator' | 'inbox' | 'transfer token';

const EVERYONE: readonly Audience[] = ['anonymous', 'editor', 'translator', 'inbox'];
const SIGNED_IN: readonly Audience[] = ['editor', 'translator', 'inbox'];
/** The roles that work on the site's content. */
const CONTENT: readonly Audience[] = ['editor', 'translator'];
/** Content routes the Inbox role uses for contact messages too (list, open, delete). */
const CONTENT_AND_INBOX: readonly Audience[] = ['editor', 'translator', 'inbox'];
const EDITOR: readonly Audience[] = ['editor'];
const EDITOR_AND_INBOX: readonly Audience[] = ['editor', 'inbox'];
/** Settings, accounts, roles, tokens, the content model: Super Admin only. */
const NOBODY: readonly Audience[] = [];

const CM = '/content-manager';
const COLLECTION = `${CM}/collection-types/:model`;
const SINGLE = `${CM}/single-types/:model`;

export const ADMIN_ROUTE_RULES: Readonly<Record<string, readonly Audience[]>> = {
  // Signing in, the login page, the panel's start.
  'GET /admin/init': EVERYONE,
  'GET /admin/project-type': EVERYONE,
  'POST /admin/login': EVERYONE,
  'POST /admin/access-token': EVERYONE,
  'POST /admin/register-admin': EVERYONE,
  'GET /admin/registration-info': EVERYONE,
  'POST /admin/register': EVERYONE,
  'POST /admin/forgot-password': EVERYONE,
  'POST /admin/reset-password': EVERYONE,
  'POST /admin/logout': SIGNED_IN,
  'GET /admin/information': SIGNED_IN,
  'GET /admin/telemetry-properties': SIGNED_IN,
  'GET /admin/license-trial-time-left': SIGNED_IN,
  'GET /admin/guided-tour-meta': SIGNED_IN,
  'GET /admin/permissions': SIGNED_IN,
  'POST /admin/permissions/check': SIGNED_IN,
  // One's own account and sessions.
  'GET /admin/users/me': SIGNED_IN,
  'PUT /admin/users/me': SIGNED_IN,
  'GET /admin/users/me/permissions': SIGNED_IN,
  'GET /admin/users/me/sessions': SIGNED_IN,
  'DELETE /admin/users/me/sessions': SIGNED_IN,
  'DELETE /admin/users/me/sessions/:sessionId': SIGNED_IN,
  // The home page: one's own layout and widgets.
  'GET /admin/homepage/key-statistics': SIGNED_IN,
  'GET /admin/homepage/layout': SIGNED_IN,
  'PUT /admin/homepage/layout': SIGNED_IN,
  'GET /admin/ai-usage': SIGNED_IN,
  'GET /admin/ai-feature-config': SIGNED_IN,
  // An AI service token of the installation: nobody's business but Super Admin's.
  'GET /admin/ai-token': NOBODY,
  // The CMS's own routes (lib/site-build-status.ts, lib/content-checks-route.ts, editorial/scheduled-publishing.ts,
  // lib/preview-access.ts: the preview server asks without a login, the token is the credential).
  'GET /admin/site-build/status': SIGNED_IN,
  'GET /admin/content-checks': CONTENT,
  // How far each language version of an entry is translated (the edit view's badges; lib/translation-status-route.ts).
  'GET /admin/translation-status': CONTENT,
  'GET /admin/scheduled-publishing/:model/:documentId': CONTENT,
  'PUT /admin/scheduled-publishing/:model/:documentId': CONTENT,
  'DELETE /admin/scheduled-publishing/:model/:documentId': CONTENT,
  'POST /admin/preview-access': EVERYONE,
  // Saving side by side (editorial/editing-routes.ts): version history, a refused save compared and merged, who
  // else has the entry open. What a restore or merge writes passes the write guard like any save.
  'GET /admin/entry-history/:model/:documentId': CONTENT,
  'GET /admin/entry-history/:model/:documentId/:id': CONTENT,
  'POST /admin/entry-history/:model/:documentId/:id/restore': CONTENT,
  'POST /admin/save-conflicts/:model/:documentId/compare': CONTENT,
  'POST /admin/save-conflicts/:model/:documentId/merge': CONTENT,
  'POST /admin/presence/:model/:documentId': CONTENT,
  'DELETE /admin/presence/:model/:documentId': CONTENT,
  // Settings, accounts, roles, webhooks, tokens, transfer: Super Admin only.
  'GET /admin/project-settings': NOBODY,
  'POST /admin/project-settings': NOBODY,
  'GET /admin/plugins': NOBODY,
  'POST /admin/users': NOBODY,
  'GET /admin/users': NOBODY,
  'GET /admin/users/:id': NOBODY,
  'PUT /admin/users/:id': NOBODY,
  'DELETE /admin/users/:id': NOBODY,
  'POST /admin/users/batch-delete': NOBODY,
  'GET /admin/roles/:id/permissions': NOBODY,
  'PUT /admin/roles/:id/permissions': NOBODY,
  'GET /admin/roles/:id': NOBODY,
  'GET /admin/roles': NOBODY,
  'POST /admin/roles': NOBODY,
  'PUT /admin/roles/:id': NOBODY,
  'DELETE /admin/roles/:id': NOBODY,
  'POST /admin/roles/batch-delete': NOBODY,
  'GET /admin/webhooks': NOBODY,
  'POST /admin/webhooks': NOBODY,
  'GET /admin/webhooks/:id': NOBODY,
  'PUT /admin/webhooks/:id': NOBODY,
  'DELETE /admin/webhooks/:id': NOBODY,
  'POST /admin/webhooks/batch-delete': NOBODY,
  'POST /admin/webhooks/:id/trigger': NOBODY,
  'POST /admin/api-tokens': NOBODY,
  'GET /admin/api-tokens': NOBODY,
  'DELETE /admin/api-tokens/:id': NOBODY,
  'GET /admin/api-tokens/:id': NOBODY,
  'PUT /admin/api-tokens/:id': NOBODY,
  'POST /admin/api-tokens/:id/regenerate': NOBODY,
  'POST /admin/admin-tokens': NOBODY,
  'GET /admin/admin-tokens': NOBODY,
  'DELETE /admin/admin-tokens/:id': NOBODY,
  'GET /admin/admin-tokens/:id': NOBODY,
  'PUT /admin/admin-tokens/:id': NOBODY,
  'POST /admin/admin-tokens/:id/regenerate': NOBODY,
  'GET /admin/admin-tokens/:id/owner-permissions': NOBODY,
  // The content API's actions and routes (for the API token settings): Strapi lets any signed-in user read them.
  'GET /admin/content-api/permissions': NOBODY,
  'GET /admin/content-api/routes': NOBODY,
  // Data transfer (`strapi transfer`): a transfer token's, never an admin login's.
  'GET /admin/transfer/runner/push': ['transfer token'],
  'GET /admin/transfer/runner/pull': ['transfer token'],
  'POST /admin/transfer/tokens': NOBODY,
  'GET /admin/transfer/tokens': NOBODY,
  'DELETE /admin/transfer/tokens/:id': NOBODY,
  'GET /admin/transfer/tokens/:id': NOBODY,
  'PUT /admin/transfer/tokens/:id': NOBODY,
  'POST /admin/transfer/tokens/:id/regenerate': NOBODY,

  // The Content Manager. What a role may do to which content type and language: its permissions
  // (bootstrap/admin-roles.ts) and the write guard (editorial/write-guard.ts).
  [`GET ${CM}/init`]: SIGNED_IN,
  [`GET ${CM}/content-types`]: SIGNED_IN,
  [`GET ${CM}/content-types-settings`]: SIGNED_IN,
  [`GET ${CM}/content-types/:uid/configuration`]: CONTENT_AND_INBOX,
  [`PUT ${CM}/content-types/:uid/configuration`]: NOBODY,
  [`GET ${CM}/components`]: SIGNED_IN,
  [`GET ${CM}/components/:uid/configuration`]: CONTENT,
  [`PUT ${CM}/components/:uid/configuration`]: NOBODY,
  [`POST ${CM}/uid/generate`]: CONTENT,
  [`POST ${CM}/uid/check-availability`]: CONTENT,
  [`GET ${CM}/relations/:model/:targetField`]: CONTENT,
  [`GET ${CM}/relations/:model/:id/:targetField`]: CONTENT,
  [`GET ${SINGLE}`]: CONTENT,
  [`PUT ${SINGLE}`]: CONTENT,
  [`DELETE ${SINGLE}`]: EDITOR,
  [`POST ${SINGLE}/actions/publish`]: CONTENT,
  [`POST ${SINGLE}/actions/unpublish`]: CONTENT,
  [`POST ${SINGLE}/actions/discard`]: CONTENT,
  [`GET ${SINGLE}/actions/countDraftRelations`]: CONTENT,
  [`GET ${COLLECTION}`]: CONTENT_AND_INBOX,
  [`POST ${COLLECTION}`]: EDITOR,
  [`POST ${COLLECTION}/clone/:sourceId`]: EDITOR,
  [`POST ${COLLECTION}/auto-clone/:sourceId`]: EDITOR,
  [`GET ${COLLECTION}/:id`]: CONTENT_AND_INBOX,
  [`PUT ${COLLECTION}/:id`]: CONTENT,
  [`DELETE ${COLLECTION}/:id`]: EDITOR_AND_INBOX,
  [`POST ${COLLECTION}/actions/publish`]: EDITOR,
  [`POST ${COLLECTION}/:id/actions/publish`]: CONTENT,
  [`POST ${COLLECTION}/:id/actions/unpublish`]: CONTENT,
  [`POST ${COLLECTION}/:id/actions/discard`]: CONTENT,
  [`POST ${COLLECTION}/actions/bulkDelete`]: EDITOR_AND_INBOX,
  [`POST ${COLLECTION}/actions/bulkFindForValidation`]: CONTENT_AND_INBOX,
  [`POST ${COLLECTION}/actions/bulkPublish`]: CONTENT,
  [`POST ${COLLECTION}/actions/bulkUnpublish`]: CONTENT,
  [`GET ${COLLECTION}/:id/actions/countDraftRelations`]: CONTENT,
  [`GET ${COLLECTION}/actions/countManyEntriesDraftRelations`]: CONTENT,
  [`GET ${CM}/preview/url/:contentType`]: CONTENT,
  [`GET ${CM}/preview/script`]: EVERYONE,
  [`GET ${CM}/homepage/recent-documents`]: SIGNED_IN,
  [`GET ${CM}/homepage/count-documents`]: SIGNED_IN,

  // The content model: a developer's, in code.
  'GET /content-type-builder/reserved-names': NOBODY,
  'GET /content-type-builder/content-types': NOBODY,
  'GET /content-type-builder/content-types/:uid': NOBODY,
  'POST /content-type-builder/content-types': NOBODY,
  'PUT /content-type-builder/content-types/:uid': NOBODY,
  'DELETE /content-type-builder/content-types/:uid': NOBODY,
  'GET /content-type-builder/components': NOBODY,
  'GET /content-type-builder/components/:uid': NOBODY,
  'POST /content-type-builder/components': NOBODY,
  'PUT /content-type-builder/components/:uid': NOBODY,
  'DELETE /content-type-builder/components/:uid': NOBODY,
  'PUT /content-type-builder/component-categories/:name': NOBODY,
  'DELETE /content-type-builder/component-categories/:name': NOBODY,
  'GET /content-type-builder/schema': NOBODY,
  'POST /content-type-builder/update-schema': NOBODY,
  'GET /content-type-builder/update-schema-status': NOBODY,

  // E-mail: Strapi lets any signed-in user send any mail through the CMS's server (POST /email).
  'POST /email': NOBODY,
  'POST /email/test': NOBODY,
  'GET /email/settings': NOBODY,
  'POST /email/verify': NOBODY,

  // The media library: editors upload and change files, translators pick them.
  'GET /upload/settings': NOBODY,
  'PUT /upload/settings': NOBODY,
  'POST /upload': EDITOR,
  'POST /upload/actions/upload-from-urls': EDITOR,
  'GET /upload/files': CONTENT,
  'POST /upload/files': EDITOR,
  'GET /upload/files/:id': CONTENT,
  'PUT /upload/files/:id': EDITOR,
  'POST /upload/files/:id/replace': EDITOR,
  'DELETE /upload/files/:id': EDITOR,
  'GET /upload/folders/:id': CONTENT,
  'GET /upload/folders': CONTENT,
  'POST /upload/folders': EDITOR,
  'PUT /upload/folders/:id': EDITOR,
  'GET /upload/folder-structure': CONTENT,
  'POST /upload/actions/bulk-delete': EDITOR,
  'POST /upload/actions/bulk-move': EDITOR,
  'POST /upload/actions/bulk-update': EDITOR,
  'POST /upload/actions/generate-ai-metadata': NOBODY,
  'POST /upload/ai-metadata-jobs': NOBODY,
  'GET /upload/ai-metadata-jobs/latest': CONTENT,
  'GET /upload/ai-metadata-jobs/pending-count': CONTENT,
  'GET /upload/configuration': CONTENT,
  'PUT /upload/configuration': NOBODY,

  // Languages: the list for everyone, the settings (and changing languages) for Super Admin.
  'GET /i18n/iso-locales': NOBODY,
  'GET /i18n/locales': SIGNED_IN,
  'POST /i18n/locales': NOBODY,
  'PUT /i18n/locales/:id': NOBODY,
  'DELETE /i18n/locales/:id': NOBODY,
  'POST /i18n/content-manager/actions/get-non-localized-fields': CONTENT,
  'GET /i18n/content-manager/get-fill-from-locale/:model': CONTENT,
  'GET /i18n/settings': SIGNED_IN,
  'PUT /i18n/settings': NOBODY,
  'GET /i18n/ai-localization-jobs/collection-types/:contentType/:documentId': CONTENT,
  'GET /i18n/ai-localization-jobs/single-types/:contentType': CONTENT,

  // Visitor accounts (the site has none; the public role reads published content only).
  'GET /users-permissions/roles/:id': NOBODY,
  'GET /users-permissions/roles': NOBODY,
  'POST /users-permissions/roles': NOBODY,
  'PUT /users-permissions/roles/:role': NOBODY,
  'DELETE /users-permissions/roles/:role': NOBODY,
  'GET /users-permissions/email-templates': NOBODY,
  'PUT /users-permissions/email-templates': NOBODY,
  'GET /users-permissions/advanced': NOBODY,
  'PUT /users-permissions/advanced': NOBODY,
  'GET /users-permissions/providers': NOBODY,
  'PUT /users-permissions/providers': NOBODY,
  'GET /users-permissions/permissions': NOBODY,
  'GET /users-permissions/policies': NOBODY,
  'GET /users-permissions/routes': NOBODY,
};

/** The audiences of an admin user's roles (a role of another name adds none). */
export function audiencesOf(roleCodes: readonly string[]): Audience[] {
  const translators = new Set(TRANSLATED_LOCALES.map((locale) => translatorRole(locale).code));
  const audiences = roleCodes.flatMap((code): Audience[] => {
    if (code === ROLES.editor.code) return ['editor'];
    if (code === ROLES.inbox.code) return ['inbox'];
    return translators.has(code) ? ['translator'] : [];
  });
  return [...new Set(audiences)];
}

/** Who calls: an admin user's role codes (null without a login) and how the request was authenticated. */
export type Caller = { roles: readonly string[] | null; strategy?: string };

/** Whether a caller may call the route `key`: its rule lists one of their audiences (Super Admin: every route). */
export function mayCall(key: string, caller: Caller): boolean {
  if (caller.roles?.includes(SUPER_ADMIN_CODE)) return true;
  const rule = ADMIN_ROUTE_RULES[key];
  if (rule === undefined) return false;
  const audiences: Audience[] =
    caller.strategy === 'data-transfer'
      ? ['transfer token']
      : caller.roles === null
        ? ['anonymous']
        : audiencesOf(caller.roles);
  return audiences.some((audience) => rule.includes(audience));
}

/** The policy that enforces the table on a route (`policies/route-rule.ts`). */
export const ROUTE_RULE_POLICY = 'global::route-rule';

type Route = { method: string; path: string; config?: { prefix?: string; policies?: unknown[] } };
type Router = { type?: string; prefix?: string; routes?: Route[] };
type Server = { routes(routes: unknown): unknown };

/** `METHOD /path` of a route as the admin router serves it (the router drops a trailing slash). */
export function adminRouteKey(router: Router, route: Route): string {
  const prefix = route.config && Object.hasOwn(route.config, 'prefix') ? '' : (router.prefix ?? '');
  return `${route.method.toUpperCase()} ${`${prefix}${route.path}`.replace(/(.)\/$/, '$1')}`;
}

/**
 * Puts the route rule first on every route of the admin API, the admin's own, the Content Manager's and every
 * plugin's, however it was declared: every router reaches the server through `strapi.server.routes`, which this
 * wraps (call in `register`, before the routes are mounted in `bootstrap`).
 */
export function installRouteRules(strapi: { server: Server }): void {
  const server = strapi.server;
  const mount = server.routes.bind(server);
  server.routes = (routes: unknown) => {
    const router = routes as Router;
    if (!Array.isArray(routes) && router.type === 'admin') {
      for (const route of router.routes ?? []) {
        const rule = { name: ROUTE_RULE_POLICY, config: { key: adminRouteKey(router, route) } };
        route.config = { ...route.config, policies: [rule, ...(route.config?.policies ?? [])] };
      }
    }
    return mount(routes);
  };
}
