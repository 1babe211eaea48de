/**
 * The rebuild service's status as the admin panel's "Website" widget receives it. The CMS asks the service
 * (an internal address the browser cannot reach) and passes its JSON on; editors see when the site went live,
 * whether their change is being built, and why the last build failed.
 */
import type { Core } from '@strapi/strapi';
import { addAdminRoutes } from './admin-routes';
import { REBUILD_SECRET_HEADER } from '../bootstrap/rebuild-webhook';
import { describeReason, type ReasonView } from '../editorial/build-reasons';
import { schemaLookup } from '../editorial/publish-checks';
import { languageName, typeName } from '../editorial/removal-checks';
import { adminLocale } from './catalogue';

/** Path of the admin route the widget reads (under /admin, admin login required). */
export const SITE_BUILD_STATUS_PATH = '/site-build/status';
/** The widget must render quickly even when the rebuild service hangs. */
const TIMEOUT_MS = 2_000;

/** What editors see of one target (the site, the preview): state, live since, the last build and why it failed. */
export type TargetView = {
  state: string;
  queued: boolean;
  /** The live release: since when, and when the build that made it started (it holds what was saved before). */
  live: { since: string; builtFrom: string | null } | null;
  current: { startedAt: string } | null;
  lastBuild: { result: string; startedAt: string; finishedAt: string | null; reason: ReasonView | null } | null;
  /**
   * After a change shown on very many pages went live on its own pages first: how many more pages show it, and
   * whether they are still coming (the whole build the service started for them) or that build failed, and the
   * entries (document ids) that publish took in.
   */
  morePages: { count: number; state: 'coming' | 'failed'; documents: string[] } | null;
};

/** Turns a failed build's reason into what the admin shows (sentences in the editor's language). */
export type DescribeReason = (reason: unknown) => ReasonView;
const kindOnly: DescribeReason = (reason) => {
  const kind = (reason as { kind?: unknown } | null)?.kind;
  return { kind: kind === 'content' || kind === 'cms-unreachable' ? kind : 'technical', lines: [] };
};

export type SiteBuildStatusReply =
  | { configured: false }
  | { configured: true; reachable: false; reason: string }
  | {
      configured: true;
      reachable: true;
      status: TargetView & { preview?: TargetView };
      /** Public addresses of the site and the preview, for the links in the admin. */
      siteUrl: string | null;
      previewUrl: string | null;
    };

type Fields = { [key: string]: unknown };
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The rebuild service's status cut down to what the admin shows: no build log, error text, release ids or server
 * paths reach the browser (the log on the server has them). A failed build carries its editor-facing `reason`.
 */
export function targetView(status: unknown, describe: DescribeReason = kindOnly): TargetView {
  const s = isRecord(status) ? status : {};
  // A release switched to by hand (no build of this service made it) counts from its switch.
  const since = isRecord(s.live) ? (text(s.live.since) ?? '') : null;
  const builtFrom = (isRecord(s.lastSuccess) ? text(s.lastSuccess.startedAt) : null) ?? since;
  const live = since === null ? null : { since, builtFrom };
  const current = isRecord(s.current) ? { startedAt: text(s.current.startedAt) ?? '' } : null;
  const last = isRecord(s.lastBuild) ? s.lastBuild : null;
  return {
    morePages: morePages(s, last),
    state: text(s.state) ?? 'idle',
    queued: s.queued === true,
    live,
    current,
    lastBuild: last && {
      result: text(last.result) ?? 'failed',
      startedAt: text(last.startedAt) ?? '',
      finishedAt: text(last.finishedAt),
      reason: last.result === 'failed' ? describe(last.reason) : null,
    },
  };
}

/**
 * The pages a two-step publish left to the whole build after it (`lastBuild.deferred`): coming until a run of that
 * build (`backstop.last`) that started after the publish has finished; failed when that run failed.
 */
function morePages(s: Fields, last: Fields | null): TargetView['morePages'] {
  const count = last?.result === 'success' && typeof last.deferred === 'number' ? last.deferred : 0;
  const publishedAt = Date.parse(text(last?.finishedAt) ?? '');
  if (!last || count <= 0 || !Number.isFinite(publishedAt)) return null;
  const events = isRecord(last.trigger) && Array.isArray(last.trigger.events) ? last.trigger.events : [];
  const documents = events.flatMap((event) => (isRecord(event) && text(event.documentId)) || []);
  const check = isRecord(s.backstop) && isRecord(s.backstop.last) ? s.backstop.last : null;
  const checkedAfter = check !== null && Date.parse(text(check.startedAt) ?? '') >= publishedAt;
  if (!checkedAfter) return { count, state: 'coming', documents };
  return check.result === 'failed' ? { count, state: 'failed', documents } : null;
}

const publicUrl = (value: string | undefined) => (value?.trim() ? value.trim().replace(/\/+$/, '') : null);

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
  describe: DescribeReason = kindOnly,
  secret = process.env.REBUILD_WEBHOOK_SECRET ?? '',
): Promise<SiteBuildStatusReply> {
  if (url === null) return { configured: false };
  try {
    const response = await fetch(url, {
      headers: { [REBUILD_SECRET_HEADER]: secret },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return { configured: true, reachable: false, reason: `status ${response.status}` };
    const status = (await response.json()) as Fields;
    return {
      configured: true,
      reachable: true,
      status: {
        ...targetView(status, describe),
        ...(isRecord(status.preview) ? { preview: targetView(status.preview, describe) } : {}),
      },
      siteUrl: publicUrl(process.env.SITE_URL),
      previewUrl: publicUrl(process.env.PREVIEW_URL),
    };
  } catch (error) {
    // Duck-typed: fetch's errors may come from another realm (undici), where `instanceof Error` is false.
    const { cause, name } = (error ?? {}) as { cause?: { code?: unknown }; name?: unknown };
    const reason = typeof cause?.code === 'string' ? cause.code : typeof name === 'string' ? name : 'error';
    return { configured: true, reachable: false, reason };
  }
}

/** Adds `GET /admin/site-build/status` for signed-in admin users (call in `register`). */
export function registerSiteBuildStatusRoute(strapi: Core.Strapi): void {
  addAdminRoutes(strapi, 'site-build', [
    {
      method: 'GET',
      path: SITE_BUILD_STATUS_PATH,
      handler: async (ctx: { body: unknown; set(name: string, value: string): void }) => {
        ctx.set('Cache-Control', 'no-store');
        const locale = adminLocale(strapi);
        ctx.body = await fetchSiteBuildStatus(rebuildStatusUrl(process.env), (reason) =>
          describeReason(reason, locale, {
            schemaOf: schemaLookup(strapi),
            typeName: (uid, language) => typeName(strapi, uid, language),
            languageName,
          }),
        );
      },
    },
  ]);
}
