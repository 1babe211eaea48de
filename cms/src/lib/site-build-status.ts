/**
 * The rebuild service's status as the admin panel's "Website" widget receives it. The CMS asks the service
 * (an internal address the browser cannot reach) and passes its JSON on; editors see when the site went live,
 * whether their change is being built, and why the last build failed.
 */
import type { Core } from '@strapi/strapi';
import { REBUILD_SECRET_HEADER } from '../bootstrap/rebuild-webhook';

/** Path of the admin route the widget reads (under /admin, admin login required). */
export const SITE_BUILD_STATUS_PATH = '/site-build/status';
/** The widget must render quickly even when the rebuild service hangs. */
const TIMEOUT_MS = 2_000;

export type SiteBuildStatusReply =
  | { configured: false }
  | { configured: true; reachable: false; reason: string }
  | { configured: true; reachable: true; status: unknown };

/** Where the rebuild service answers its status: REBUILD_STATUS_URL, else next to REBUILD_WEBHOOK_URL. */
export function rebuildStatusUrl(env: NodeJS.ProcessEnv): string | null {
  const explicit = env.REBUILD_STATUS_URL?.trim();
  if (explicit) return new URL(explicit).href;
  const webhook = env.REBUILD_WEBHOOK_URL?.trim();
  if (!webhook) return null;
  return new URL('status', new URL(webhook)).href;
}

/**
 * Asks the rebuild service, with the webhook's shared secret (the service answers its status to nobody else);
 * never throws (the admin shows "status unavailable" with the reason).
 */
export async function fetchSiteBuildStatus(
  url: string | null,
  secret = process.env.REBUILD_WEBHOOK_SECRET ?? '',
): Promise<SiteBuildStatusReply> {
  if (url === null) return { configured: false };
  try {
    const response = await fetch(url, {
      headers: { [REBUILD_SECRET_HEADER]: secret },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return { configured: true, reachable: false, reason: `status ${response.status}` };
    return { configured: true, reachable: true, status: await response.json() };
  } catch (error) {
    // Duck-typed: fetch's errors may come from another realm (undici), where `instanceof Error` is false.
    const { cause, name } = (error ?? {}) as { cause?: { code?: unknown }; name?: unknown };
    const reason = typeof cause?.code === 'string' ? cause.code : typeof name === 'string' ? name : 'error';
    return { configured: true, reachable: false, reason };
  }
}

type Router = { type: 'admin'; prefix: string; routes: unknown[] };

/**
 * Adds `GET /admin/site-build/status` for signed-in admin users. API routers are always content-API routes
 * in Strapi 5, so the route joins the admin's own routers; called from `register` (routes are mounted
 * before `bootstrap`).
 */
export function registerSiteBuildStatusRoute(strapi: Core.Strapi): void {
  const admin = strapi.admin as unknown as { routes: Record<string, Router> };
  admin.routes['site-build'] = {
    type: 'admin',
    prefix: '/admin',
    routes: [
      {
        method: 'GET',
        path: SITE_BUILD_STATUS_PATH,
        handler: async (ctx: { body: unknown; set(name: string, value: string): void }) => {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = await fetchSiteBuildStatus(rebuildStatusUrl(process.env));
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  };
}
