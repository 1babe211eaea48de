/**
 * Every route × every role (docs/security.md, "Who may call which route"): the routes read from the CMS's admin and
 * content-API routers, the callers a visitor without a login, Inbox, Translator (German) and Content editor. An admin
 * route is allowed to exactly the roles its line in ADMIN_ROUTE_RULES (cms/src/policies/lib/route-rules.ts, the
 * route rule that enforces it) lists: a listed role is not refused (no 403, no 401 from the login check), every other
 * caller is. A content-API route is open to visitors exactly when CONTENT_API below says so. A route without a line
 * fails here — and the CMS refuses it to everyone but Super Admin until it gets one.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, languageName } from '@app/routing';
import { ADMIN_ROUTE_RULES, type Audience } from '../../cms/src/policies/lib/route-rules';
import { adminToken, request, userWithRole, type RoleName } from '../support/cms';
import { type CmsRoute, cmsRoutes, fillPath, routeKey } from '../support/cms-routes';

const GERMAN = LOCALE_CODES.find((code) => code !== DEFAULT_LOCALE)!;
const INBOX_TYPE = 'api::contact-message.contact-message';

/**
 * The content API to a visitor without a login: `open` routes answer (published content of the public types, the
 * forms and their confirmation links), `closed` ones are refused (writes, visitor accounts, uploads, e-mail, schemas).
 */
const CONTENT_API: Readonly<Record<string, 'open' | 'closed'>> = Object.fromEntries([
  ...[
    'case-studies',
    'job-openings',
    'media-mentions',
    'pages',
    'posts',
    'service-items',
    'team-members',
    'topics',
  ].flatMap((name) => [
    [`GET /api/${name}`, 'open'],
    [`GET /api/${name}/:id`, 'open'],
    [`POST /api/${name}`, 'closed'],
    [`PUT /api/${name}/:id`, 'closed'],
    [`DELETE /api/${name}/:id`, 'closed'],
  ]),
  ...['global', 'guide', 'quiz'].flatMap((name) => [
    [`GET /api/${name}`, 'open'],
    [`PUT /api/${name}`, 'closed'],
    [`DELETE /api/${name}`, 'closed'],
  ]),
  ['POST /api/contact', 'open'],
  ['POST /api/newsletter', 'open'],
  ['GET /api/newsletter/confirm', 'open'],
  ['POST /api/newsletter/confirm', 'open'],
  ['GET /api/newsletter/unsubscribe', 'open'],
  ['POST /api/newsletter/unsubscribe', 'open'],
  ['POST /api/token-deployments', 'open'],
  ['GET /api/token-deployments/confirm', 'open'],
  ['POST /api/token-deployments/confirm', 'open'],
  ...[
    'GET /api/content-type-builder/content-types',
    'GET /api/content-type-builder/content-types/:uid',
    'GET /api/content-type-builder/components',
    'GET /api/content-type-builder/components/:uid',
    'POST /api/email',
    'POST /api/upload',
    'GET /api/upload/files',
    'GET /api/upload/files/page',
    'GET /api/upload/files/:id',
    'DELETE /api/upload/files/:id',
    'GET /api/i18n/locales',
    'GET /api/connect/(.*)',
    'POST /api/auth/local',
    'POST /api/auth/local/register',
    'GET /api/auth/:provider/callback',
    'POST /api/auth/forgot-password',
    'POST /api/auth/reset-password',
    'GET /api/auth/email-confirmation',
    'POST /api/auth/send-email-confirmation',
    'POST /api/auth/change-password',
    'POST /api/auth/refresh',
    'POST /api/auth/logout',
    'GET /api/auth/sessions',
    'DELETE /api/auth/sessions/:sessionId',
    'GET /api/users/count',
    'GET /api/users',
    'GET /api/users/me',
    'GET /api/users/:id',
    'POST /api/users',
    'PUT /api/users/:id',
    'DELETE /api/users/:id',
    'GET /api/users-permissions/roles/:id',
    'GET /api/users-permissions/roles',
    'POST /api/users-permissions/roles',
    'PUT /api/users-permissions/roles/:role',
    'DELETE /api/users-permissions/roles/:role',
    'GET /api/users-permissions/permissions',
  ].map((key) => [key, 'closed']),
]);

/**
 * Routes a listed role is not sent to: answering them would end the test user's session or change live settings
 * (what a role may not do there is still sent and must be refused).
 */
const NOT_SENT_WHEN_ALLOWED = new Set([
  'POST /admin/logout',
  'DELETE /admin/users/me/sessions',
  'PUT /content-manager/single-types/:model',
  'DELETE /content-manager/single-types/:model',
  'POST /content-manager/single-types/:model/actions/publish',
  'POST /content-manager/single-types/:model/actions/unpublish',
  'POST /content-manager/single-types/:model/actions/discard',
]);

type Caller = { audience: Audience; token?: string };

/** The route's parameters for a caller: entries that do not exist, the content types the caller works with. */
function parameters(route: CmsRoute, caller: Caller): Record<string, string> {
  const model = caller.audience === 'inbox' ? INBOX_TYPE : 'api::post.post';
  return {
    model: route.path.includes('/single-types/') ? 'api::global.global' : model,
    uid: route.path.includes('/components/') ? 'sections.intro' : model,
    contentType: 'api::post.post',
    id: '999999',
    sourceId: '999999',
    documentId: 'no-such-document',
    sessionId: 'no-such-session',
    targetField: 'topics',
    name: 'no-such-category',
    role: '999999',
    provider: 'no-such-provider',
  };
}

/** The query each route gets: the German language; the content checks need a content type. */
const queryOf = (route: CmsRoute) =>
  routeKey(route) === 'GET /admin/content-checks' ? `?uid=api::post.post&locale=${GERMAN}` : `?locale=${GERMAN}`;

/**
 * Whether an answer refuses the caller: 403 (the route rule, a permission), or 401 from the login check of a route that
 * needs one. A route without a login that checks a credential of its own (a password, a refresh or preview token)
 * answers a wrong one with 401: that is the route answering, not refusing the caller.
 */
const refuses = (route: CmsRoute, status: number) => status === 403 || (status === 401 && route.auth);

async function send(route: CmsRoute, caller: Caller) {
  const target = fillPath(route.path.replace('(.*)', 'no-such-provider'), parameters(route, caller)) + queryOf(route);
  const body = ['GET', 'DELETE'].includes(route.method) ? undefined : {};
  return request(route.method, target, { token: caller.token, body });
}

let routes: CmsRoute[];
const callers: Caller[] = [{ audience: 'anonymous' }];

beforeAll(async () => {
  routes = await cmsRoutes();
  const admin = await adminToken();
  const roles: Array<[Audience, RoleName]> = [
    ['inbox', 'Inbox'],
    ['translator', `Translator (${languageName(GERMAN, 'en')})`],
    ['editor', 'Content editor'],
  ];
  for (const [audience, name] of roles) callers.push({ audience, token: (await userWithRole(admin, name)).token });
}, 180_000);

const admin = () => routes.filter((route) => route.type === 'admin');
const contentApi = () => routes.filter((route) => route.type === 'content-api');

test('every route the routers serve has a rule (a route added later fails here until someone writes its line)', () => {
  expect(admin().length).toBeGreaterThan(150);
  expect(contentApi().length).toBeGreaterThan(90);
  expect(
    admin()
      .map(routeKey)
      .filter((key) => !(key in ADMIN_ROUTE_RULES)),
  ).toEqual([]);
  expect(
    contentApi()
      .map(routeKey)
      .filter((key) => !(key in CONTENT_API)),
  ).toEqual([]);
});

test.each(['anonymous', 'inbox', 'translator', 'editor'] as const)(
  'admin routes as %s: allowed exactly where the rule lists the role, 401/403 everywhere else',
  async (audience) => {
    const caller = callers.find((c) => c.audience === audience)!;
    const wrong: string[] = [];
    for (const route of admin()) {
      const key = routeKey(route);
      const allowed = ADMIN_ROUTE_RULES[key]?.includes(audience) ?? false;
      if (allowed && NOT_SENT_WHEN_ALLOWED.has(key)) continue;
      const { status } = await send(route, caller);
      if (allowed === refuses(route, status)) wrong.push(`${key} → ${status} (${allowed ? 'allowed' : 'refused'})`);
    }
    expect(wrong).toEqual([]);
  },
  300_000,
);

test('content-API routes to a visitor: open ones answer, every other one is refused', async () => {
  const caller = callers[0]!;
  const wrong: string[] = [];
  for (const route of contentApi()) {
    const open = CONTENT_API[routeKey(route)] === 'open';
    const { status } = await send(route, caller);
    if (open === refuses(route, status)) wrong.push(`${routeKey(route)} → ${status}`);
  }
  expect(wrong).toEqual([]);
}, 120_000);
