import crypto from 'node:crypto';
import os from 'node:os';
import type { Core, Schema, UID } from '@strapi/strapi';
import { addAdminRoutes, type AdminRoute } from '../lib/admin-routes';
import { type Ability, assertSharedFieldsKept } from './shared-fields';
import { actingAs, versionsWhere } from './write-guard';

/**
 * Scheduled publishing (issue #22): an editor sets *Publish at* on one language version of an entry; the CMS
 * publishes that version then, through the document service like the *Publish* button (same validation, same
 * rebuild webhook), on behalf of the person who scheduled it (their role must still allow it). The schedule is a
 * database row, so it survives restarts; every CMS process polls, and a process publishes a row only after
 * claiming it with one conditional UPDATE (state `pending` → `publishing`, with its own claim token), which
 * exactly one of several processes on the same database wins. A claim not finished within `LEASE_MS` (the process
 * died) is taken over. Published rows are deleted; a failed one stays, with its reason, until the editor
 * schedules again or cancels. docs/editors.md, "Scheduled publishing", says why not strapi-plugin-publisher.
 */

export const SCHEDULE_UID = 'api::scheduled-publication.scheduled-publication';
/** Admin API: `GET|PUT|DELETE /admin/scheduled-publishing/<content type>/<documentId>?locale=<code>`. */
export const SCHEDULE_PATH = '/scheduled-publishing/:model/:documentId';
const DEFAULT_POLL_MS = 15_000;
/** A claim older than this belongs to a process that died while publishing; another one takes over. */
const LEASE_MS = 5 * 60_000;
/** How far ahead a publication may be scheduled. */
const MAX_AHEAD_MS = 2 * 365 * 24 * 60 * 60_000;

type Row = {
  id: number;
  target: string;
  contentType: string;
  entryDocumentId: string;
  entryLocale: string;
  publishAt: string | Date;
  state: 'pending' | 'publishing' | 'failed';
  claimedBy: string | null;
  scheduledBy: number | null;
  scheduledByName: string | null;
  failure: string | null;
};

/** What the admin's edit view shows. */
export type ScheduleView = {
  publishAt: string;
  state: Row['state'];
  scheduledBy: string | null;
  failure: string | null;
} | null;

const targetOf = (uid: string, documentId: string, locale: string) => `${uid}|${documentId}|${locale}`;

const viewOf = (row: Row | null): ScheduleView =>
  row && {
    publishAt: new Date(row.publishAt).toISOString(),
    state: row.state,
    scheduledBy: row.scheduledByName,
    failure: row.failure,
  };

/** Poll interval from SCHEDULED_PUBLISHING_POLL_MS (tests shorten it), 15 s by default. */
export function pollIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number.parseInt(env.SCHEDULED_PUBLISHING_POLL_MS ?? '', 10);
  return Number.isFinite(value) && value >= 200 ? value : DEFAULT_POLL_MS;
}

/** Why a requested time cannot be scheduled, or null when it can. */
export function publishAtProblem(value: unknown, now = Date.now()): string | null {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return 'publishAt must be a date and time';
  const at = Date.parse(value);
  if (at <= now) return 'publishAt must be in the future';
  if (at > now + MAX_AHEAD_MS) return 'publishAt must be within two years';
  return null;
}

type PermissionChecker = { can: { read(entity?: unknown): boolean; publish(entity?: unknown): boolean } };
const checkerFor = (strapi: Core.Strapi, ability: Ability, uid: string) =>
  strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility: ability, model: uid }) as PermissionChecker;

/** The content types with drafts (`options.draftAndPublish`): the only ones the document service publishes. */
type DraftTypeUid = {
  [K in UID.ContentType]: Schema.ContentType<K>['options'] extends { draftAndPublish: true } ? K : never;
}[UID.ContentType];

const hasDraftAndPublish = (strapi: Core.Strapi, uid: string) =>
  (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { options?: { draftAndPublish?: boolean } })?.options
    ?.draftAndPublish === true;

/** Publishes one claimed row on behalf of the person who scheduled it; throws with the reason on failure. */
async function publishRow(strapi: Core.Strapi, row: Row): Promise<void> {
  const { contentType: uid, entryDocumentId: documentId, entryLocale: locale } = row;
  const user = row.scheduledBy
    ? await strapi.db
        .query('admin::user')
        .findOne({ where: { id: row.scheduledBy, isActive: true, blocked: false }, populate: ['roles'] })
    : null;
  if (!user) throw new Error('the person who scheduled it can no longer sign in');
  const ability = (await strapi.service('admin::permission').engine.generateUserAbility(user)) as Ability;
  if (!checkerFor(strapi, ability, uid).can.publish({ locale })) {
    throw new Error('the person who scheduled it may no longer publish this language');
  }
  await assertSharedFieldsKept(strapi, { ability, uid, action: 'publish', documentId, locale });
  const draft = await strapi.db.query(uid).count({ where: { documentId, locale, publishedAt: null } });
  if (draft === 0) throw new Error('the entry no longer exists in this language');
  // Only rows of types with drafts are scheduled (`hasDraftAndPublish` when the row is stored). As the person who
  // scheduled, so the write guard applies their role's rules as to their Publish button.
  await actingAs(user, () => strapi.documents(uid as DraftTypeUid).publish({ documentId, locale }));
}

/** Creates the poller of one CMS process: `tick()` publishes what is due and claimed by this process. */
export function createScheduler(strapi: Core.Strapi, { pollMs = pollIntervalMs() } = {}) {
  const query = () => strapi.db.query(SCHEDULE_UID);
  const me = `${os.hostname()}:${process.pid}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /** One conditional UPDATE: true for exactly one of the processes racing for the row. */
  async function claim(row: Row): Promise<string | null> {
    const token = `${me}:${crypto.randomUUID()}`;
    const { count } = await query().updateMany({
      where: { id: row.id, state: row.state, claimedBy: row.claimedBy },
      data: { state: 'publishing', claimedBy: token, claimedAt: new Date() },
    });
    return count === 1 ? token : null;
  }

  async function run(row: Row, token: string) {
    const mine = { id: row.id, claimedBy: token };
    const what = `${row.contentType} ${row.entryDocumentId} (${row.entryLocale})`;
    try {
      await publishRow(strapi, row);
      await query().delete({ where: mine });
      strapi.log.info(`[schedule] published ${what} as scheduled by ${row.scheduledByName ?? 'someone'}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await query().updateMany({ where: mine, data: { state: 'failed', failure: reason } });
      strapi.log.warn(`[schedule] not published ${what}: ${reason}`);
    }
  }

  async function tick(now = new Date()) {
    const due: Row[] = await query().findMany({
      where: {
        $or: [
          { state: 'pending', publishAt: { $lte: now } },
          { state: 'publishing', claimedAt: { $lt: new Date(now.getTime() - LEASE_MS) } },
        ],
      },
      orderBy: { publishAt: 'asc' },
      limit: 20,
    });
    for (const row of due) {
      const token = await claim(row);
      if (token) await run(row, token);
    }
  }

  const loop = () => {
    running = tick()
      .catch((error) => {
        strapi.log.error(`[schedule] ${error instanceof Error ? error.message : error}`);
      })
      .finally(() => {
        if (timer !== undefined) timer = setTimeout(loop, pollMs);
      });
  };

  return {
    tick,
    start() {
      timer = setTimeout(loop, 0);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

type RouteContext = {
  params: { model: string; documentId: string };
  query: { locale?: unknown };
  request: { body?: { publishAt?: unknown } };
  state: { userAbility: Ability; user: { id: number; firstname?: string; lastname?: string } };
  status: number;
  body: unknown;
  badRequest(message: string): void;
  forbidden(message?: string): void;
  notFound(message?: string): void;
};

/** The entry version a request is about, or an answer already set (400/403/404) and null. */
async function versionOf(strapi: Core.Strapi, ctx: RouteContext, action: 'read' | 'publish') {
  const { model: uid, documentId } = ctx.params;
  const locale = typeof ctx.query.locale === 'string' ? ctx.query.locale : undefined;
  if (!locale || !hasDraftAndPublish(strapi, uid)) {
    ctx.badRequest('a content type with drafts and a locale are required');
    return null;
  }
  if (!checkerFor(strapi, ctx.state.userAbility, uid).can[action]({ locale })) {
    ctx.forbidden(`You may not ${action === 'read' ? 'read' : 'publish'} this language.`);
    return null;
  }
  const exists = await strapi.db.query(uid).count({ where: { documentId, locale, publishedAt: null } });
  if (exists === 0) {
    ctx.notFound('Save this language version before scheduling it.');
    return null;
  }
  return { uid, documentId, locale, target: targetOf(uid, documentId, locale) };
}

async function showSchedule(strapi: Core.Strapi, ctx: RouteContext) {
  const version = await versionOf(strapi, ctx, 'read');
  if (!version) return;
  ctx.body = { schedule: viewOf(await strapi.db.query(SCHEDULE_UID).findOne({ where: { target: version.target } })) };
}

async function setSchedule(strapi: Core.Strapi, ctx: RouteContext) {
  const problem = publishAtProblem(ctx.request.body?.publishAt);
  if (problem) return ctx.badRequest(problem);
  const version = await versionOf(strapi, ctx, 'publish');
  if (!version) return;
  const { user } = ctx.state;
  const data = {
    publishAt: new Date(ctx.request.body!.publishAt as string),
    state: 'pending',
    claimedBy: null,
    claimedAt: null,
    failure: null,
    scheduledBy: user.id,
    scheduledByName: [user.firstname, user.lastname].filter(Boolean).join(' ') || null,
  };
  const query = strapi.db.query(SCHEDULE_UID);
  // A row being published right now is not replaced: its publication is already under way.
  const { count } = await query.updateMany({ where: { target: version.target, state: { $ne: 'publishing' } }, data });
  if (count === 0) {
    const busy = await query.count({ where: { target: version.target } });
    if (busy > 0) return ctx.badRequest('This version is being published right now.');
    await query.create({
      data: {
        ...data,
        target: version.target,
        contentType: version.uid,
        entryDocumentId: version.documentId,
        entryLocale: version.locale,
      },
    });
  }
  ctx.body = { schedule: viewOf(await query.findOne({ where: { target: version.target } })) };
}

async function cancelSchedule(strapi: Core.Strapi, ctx: RouteContext) {
  const version = await versionOf(strapi, ctx, 'publish');
  if (!version) return;
  await strapi.db.query(SCHEDULE_UID).deleteMany({ where: { target: version.target, state: { $ne: 'publishing' } } });
  ctx.body = { schedule: null };
}

/** Adds the admin routes of the edit view's *Publish at* panel (call in `register`). */
export function registerScheduleRoutes(strapi: Core.Strapi): void {
  const route = (
    method: AdminRoute['method'],
    handler: (strapi: Core.Strapi, ctx: RouteContext) => Promise<unknown>,
  ): AdminRoute => ({
    method,
    path: SCHEDULE_PATH,
    handler: async (ctx: RouteContext) => {
      await handler(strapi, ctx);
    },
  });
  addAdminRoutes(strapi, 'scheduled-publishing', [
    route('GET', showSchedule),
    route('PUT', setSchedule),
    route('DELETE', cancelSchedule),
  ]);
}

/** A deleted entry (or language version) takes its schedules with it (call in `register`). */
export function registerScheduleCleanup(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { action, uid, params } = context as unknown as {
      action: string;
      uid: string;
      params: Record<string, unknown>;
    };
    const result = await next();
    if (action === 'delete' && uid !== SCHEDULE_UID && typeof params.documentId === 'string') {
      // The schedules of the languages deleted: one code, a list, `*` or (missing) the default language.
      const { locale } = await versionsWhere(strapi, uid, params.locale);
      const entryLocale = locale === undefined ? {} : { entryLocale: locale };
      await strapi.db
        .query(SCHEDULE_UID)
        .deleteMany({ where: { contentType: uid, entryDocumentId: params.documentId, ...entryLocale } });
    }
    return result;
  });
}
