import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { PREVIEWABLE_TYPES } from '@app/routing';

/**
 * Preview access per person and per session (docs/security.md, "The draft preview"): the admin's preview link carries
 * a token signed by the CMS for one admin user and one admin session, valid for `PREVIEW_TOKEN_TTL_S`. The preview
 * server hands every token it sees to `POST /admin/preview-access`, which answers only while the signature holds, the
 * token has not expired, the session is still open (logging out or revoking the session ends it), the account is
 * active and its role still reads drafts of a type the preview shows. The global PREVIEW_SECRET never leaves the CMS:
 * it is the key tokens are signed with (rotating it ends every preview session at once).
 */

/** How long a preview token (and the preview session it opens) lasts: as long as the admin's own access token. */
export const PREVIEW_TOKEN_TTL_S = 30 * 60;
/** Where the preview server checks a token (an admin route without login: the token is the credential). */
export const PREVIEW_ACCESS_PATH = '/preview-access';

/** Who a token lets in, and until when (Unix seconds). */
export type PreviewGrant = { userId: string; sessionId: string; expiresAt: number };

const PART = /^[A-Za-z0-9_-]{1,128}$/;
const MAX_TOKEN_LENGTH = 512;

/** The signing key: derived from PREVIEW_SECRET for this purpose only. */
const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update('kastell preview access token').digest();

const signatureOf = (secret: string, { userId, sessionId, expiresAt }: PreviewGrant) =>
  crypto.createHmac('sha256', keyOf(secret)).update(`v1:${userId}:${sessionId}:${expiresAt}`).digest('base64url');

/** A token for `grant`: `<userId>.<sessionId>.<expiresAt>.<signature>`. */
export function signPreviewToken(secret: string, grant: PreviewGrant): string {
  if (![grant.userId, grant.sessionId].every((part) => PART.test(part))) throw new Error('unsafe preview grant');
  return `${grant.userId}.${grant.sessionId}.${grant.expiresAt}.${signatureOf(secret, grant)}`;
}

/** The grant of a token whose signature holds and which has not expired at `now` (ms), else null. */
export function readPreviewToken(secret: string, token: unknown, now = Date.now()): PreviewGrant | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || !parts.every((part) => PART.test(part))) return null;
  const [userId, sessionId, expires, signature] = parts as [string, string, string, string];
  if (!/^\d{1,12}$/.test(expires)) return null;
  const grant = { userId, sessionId, expiresAt: Number(expires) };
  const expected = Buffer.from(signatureOf(secret, grant));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return grant.expiresAt * 1000 > now ? grant : null;
}

type Ability = { can(action: string, subject: string): boolean };
type AdminUser = { id: number | string; isActive?: boolean; blocked?: boolean };

/** True when the ability reads the drafts of at least one type the preview shows. */
export const readsPreviewableDrafts = (ability: Ability): boolean =>
  PREVIEWABLE_TYPES.some((uid) => ability.can('plugin::content-manager.explorer.read', uid));

/** A new token for the admin user of the request being served (their id and session), or null outside one. */
export function tokenForCurrentAdmin(strapi: Core.Strapi, secret: string, now = Date.now()): string | null {
  const ctx = strapi.requestContext.get() as
    | { state?: { user?: AdminUser; session?: { id?: string }; auth?: { strategy?: { name?: string } } } }
    | undefined;
  const userId = ctx?.state?.user?.id;
  const sessionId = ctx?.state?.session?.id;
  if (ctx?.state?.auth?.strategy?.name !== 'admin' || userId === undefined || !sessionId) return null;
  const expiresAt = Math.floor(now / 1000) + PREVIEW_TOKEN_TTL_S;
  return signPreviewToken(secret, { userId: String(userId), sessionId, expiresAt });
}

/** The admin session of a grant is open: it exists, belongs to the user, and has not expired. */
async function sessionIsOpen(strapi: Core.Strapi, grant: PreviewGrant, now: number): Promise<boolean> {
  const session = (await strapi.db.query('admin::session').findOne({ where: { sessionId: grant.sessionId } })) as {
    userId?: string;
    origin?: string;
    expiresAt?: string | Date;
  } | null;
  if (!session || String(session.userId) !== grant.userId || session.origin !== 'admin') return false;
  return session.expiresAt !== undefined && new Date(session.expiresAt).getTime() > now;
}

/** The grant of `token` when it still opens the preview (see the module's comment), else null. */
export async function checkPreviewToken(
  strapi: Core.Strapi,
  secret: string,
  token: unknown,
  now = Date.now(),
): Promise<PreviewGrant | null> {
  const grant = readPreviewToken(secret, token, now);
  if (!grant || !(await sessionIsOpen(strapi, grant, now))) return null;
  const user = (await strapi.db
    .query('admin::user')
    .findOne({ where: { id: grant.userId, isActive: true, blocked: false }, populate: ['roles'] })) as AdminUser | null;
  if (!user) return null;
  const ability = (await strapi.service('admin::permission').engine.generateUserAbility(user)) as Ability;
  return readsPreviewableDrafts(ability) ? grant : null;
}

type RouteLike = { handler?: unknown; config?: { policies?: unknown[]; auth?: false } };
type PreviewAccessContext = { request: { body?: { token?: unknown } }; status: number; body: unknown };

/** The Content Manager's preview URL route: readers of drafts only (`global::preview-reader`). */
function guardPreviewUrlRoute(strapi: Core.Strapi): void {
  const routers = strapi.plugin('content-manager').routes as unknown as Record<string, { routes?: RouteLike[] }>;
  const route = Object.values(routers)
    .flatMap((router) => router.routes ?? [])
    .find((r) => r.handler === 'preview.getPreviewUrl');
  if (route === undefined) throw new Error('preview-reader: the Content Manager has no preview URL route');
  route.config = { ...route.config, policies: [...(route.config?.policies ?? []), 'global::preview-reader'] };
}

/**
 * Call in `register`: the preview URL route gets its guard, and `POST /admin/preview-access` (`{ token }`) answers the
 * preview server: 200 with the token's expiry while it opens the preview, 401 otherwise.
 */
export function registerPreviewAccess(strapi: Core.Strapi, secret: string | null): void {
  guardPreviewUrlRoute(strapi);
  const admin = strapi.admin as unknown as { routes: Record<string, unknown> };
  admin.routes['preview-access'] = {
    type: 'admin',
    prefix: '/admin',
    routes: [
      {
        method: 'POST',
        path: PREVIEW_ACCESS_PATH,
        config: { auth: false },
        handler: async (ctx: PreviewAccessContext) => {
          const grant = secret ? await checkPreviewToken(strapi, secret, ctx.request.body?.token) : null;
          ctx.status = grant ? 200 : 401;
          ctx.body = grant
            ? { expiresAt: grant.expiresAt }
            : { error: 'This preview link has expired or was revoked.' };
        },
      },
    ],
  };
}
