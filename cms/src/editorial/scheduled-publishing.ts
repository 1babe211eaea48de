import crypto from 'node:crypto';
import os from 'node:os';
import type { Core, Schema, UID } from '@strapi/strapi';
import { DEFAULT_LOCALE, type Locale } from '@app/routing';
import { addAdminRoutes, type AdminRoute } from '../lib/admin-routes';
import { adminLocale, text } from '../lib/catalogue';
import { holdLease } from '../lib/lease';
import { readinessLines, readinessProblems, type ReadinessProblem } from './publish-readiness';
import { callLocales } from './removal-checks';
import { type Ability, assertSharedFieldsKept } from './shared-fields';
import { actingAs } from './write-guard';

/**
 * Scheduled publishing: an editor sets *Publish at* on one language version of an entry; the CMS
 * publishes that version then, through the document service like the *Publish* button (same validation, same
 * rebuild webhook), on behalf of the person who scheduled it (their role must still allow it). The schedule is a
 * database row, so it survives restarts; every CMS process polls, and a process publishes a row only after
 * claiming it with one conditional UPDATE (state `pending` → `publishing`, with its own claim token) that also
 * matches the `publishAt` it found due, so a schedule an editor moved meanwhile is not published at its old time;
 * exactly one of several processes on the same database wins, and it reads the row again before publishing. The
 * claim is a lease renewed while the publication runs (lib/lease.ts); one not renewed within `LEASE_MS` (the process
 * died) is taken over, and a version published since that claim is not published twice. The publish checks run
 * when the schedule is set and again when it is due. Published rows are deleted; a failed one stays, with its reason
 * (the fields, said in each editor's admin language), until the editor schedules again or cancels.
 * docs/editors.md, "Scheduled publishing", says why not strapi-plugin-publisher.
 */

export const SCHEDULE_UID = 'api::scheduled-publication.scheduled-publication';
/** Admin API: `GET|PUT|DELETE /admin/scheduled-publishing/<content type>/<documentId>?locale=<code>`. */
export const SCHEDULE_PATH = '/scheduled-publishing/:model/:documentId';
const DEFAULT_POLL_MS = 15_000;
/** A claim not renewed for this long belongs to a process that died while publishing; another one takes over. */
const LEASE_MS = 60_000;
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
  claimedAt: string | Date | null;
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

/**
 * Why a scheduled publication failed, stored as data so that each editor reads it in their admin language: the
 * fields the publish checks refused, or one of the other reasons.
 */
export type StoredFailure =
  | { kind: 'fields'; problems: ReadinessProblem[] }
  | { kind: 'reason'; reason: 'noUser' | 'noPermission' | 'gone' | 'other'; detail?: string };

/** A publication the scheduler could not make, and why. */
export class ScheduleFailure extends Error {
  constructor(readonly failure: StoredFailure) {
    super(failure.kind === 'fields' ? `${failure.problems.length} field(s) refused` : failure.reason);
  }
}

/** The failure of a row as the editor reads it, in `language`. */
function failureText(strapi: Core.Strapi, row: Row, language: Locale): string | null {
  if (row.failure === null) return null;
  let stored: StoredFailure;
  try {
    stored = JSON.parse(row.failure) as StoredFailure;
  } catch {
    return row.failure; // a reason stored as text by an earlier version
  }
  if (stored.kind === 'fields') {
    const lines = readinessLines(strapi, row.contentType, stored.problems, language);
    return text(language, 'checks:schedule.failed', { reasons: lines.map((line) => line.message).join(' ') });
  }
  return text(language, `checks:schedule.reason.${stored.reason}`, { detail: stored.detail ?? '' });
}

const viewOf = (strapi: Core.Strapi, row: Row | null, language: Locale = DEFAULT_LOCALE): ScheduleView =>
  row && {
    publishAt: new Date(row.publishAt).toISOString(),
    state: row.state,
    scheduledBy: row.scheduledByName,
    failure: failureText(strapi, row, language),
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

/** Publishes one claimed row on behalf of the person who scheduled it; throws a ScheduleFailure on failure. */
async function publishRow(strapi: Core.Strapi, row: Row): Promise<void> {
  const { contentType: uid, entryDocumentId: documentId, entryLocale: locale } = row;
  const user = row.scheduledBy
    ? await strapi.db
        .query('admin::user')
        .findOne({ where: { id: row.scheduledBy, isActive: true, blocked: false }, populate: ['roles'] })
    : null;
  if (!user) throw new ScheduleFailure({ kind: 'reason', reason: 'noUser' });
  const ability = (await strapi.service('admin::permission').engine.generateUserAbility(user)) as Ability;
  if (!checkerFor(strapi, ability, uid).can.publish({ locale })) {
    throw new ScheduleFailure({ kind: 'reason', reason: 'noPermission' });
  }
  await assertSharedFieldsKept(strapi, { ability, uid, action: 'publish', documentId, locale });
  const ready = await readinessProblems(strapi, uid, { documentId, locale });
  if (ready === null) throw new ScheduleFailure({ kind: 'reason', reason: 'gone' });
  if (ready.problems.length > 0) throw new ScheduleFailure({ kind: 'fields', problems: ready.problems });
  // Only rows of types with drafts are scheduled (`hasDraftAndPublish` when the row is stored). As the person who
  // scheduled, so the write guard applies their role's rules as to their Publish button.
  await actingAs(user, () => strapi.documents(uid as DraftTypeUid).publish({ documentId, locale }));
}

/** Whether the version was published since the row's last claim (by a process that died before deleting the row). */
async function publishedSinceClaim(strapi: Core.Strapi, row: Row): Promise<boolean> {
  if (row.state !== 'publishing' || row.claimedAt === null) return false;
  const count = await strapi.db.query(row.contentType).count({
    where: {
      documentId: row.entryDocumentId,
      locale: row.entryLocale,
      publishedAt: { $gte: new Date(row.claimedAt) },
    },
  });
  return count > 0;
}

const asFailure = (error: unknown): StoredFailure =>
  error instanceof ScheduleFailure
    ? error.failure
    : {
        kind: 'reason',
        reason: 'other',
        detail: (error instanceof Error ? error.message : String(error)).slice(0, 300),
      };

type SchedulerOptions = {
  pollMs?: number;
  leaseMs?: number;
  /** Publishes a claimed row (the document service on behalf of its scheduler). */
  publish?: (row: Row) => Promise<void>;
};

/** Creates the poller of one CMS process: `tick()` publishes what is due and claimed by this process. */
export function createScheduler(
  strapi: Core.Strapi,
  { pollMs = pollIntervalMs(), leaseMs = LEASE_MS, publish = (row) => publishRow(strapi, row) }: SchedulerOptions = {},
) {
  const query = () => strapi.db.query(SCHEDULE_UID);
  const me = `${os.hostname()}:${process.pid}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /**
   * One conditional UPDATE: true for exactly one of the processes racing for the row, and only while the row is
   * as it was found — the same state, claim and time (an editor who moved the schedule meanwhile wins).
   */
  async function claim(row: Row): Promise<string | null> {
    const token = `${me}:${crypto.randomUUID()}`;
    const { count } = await query().updateMany({
      where: { id: row.id, state: row.state, claimedBy: row.claimedBy, publishAt: row.publishAt },
      data: { state: 'publishing', claimedBy: token, claimedAt: new Date() },
    });
    return count === 1 ? token : null;
  }

  /** Publishes a claimed row under a renewed lease; a failure is stored with its reason, a success deletes the row. */
  async function run(found: Row, token: string) {
    const mine = { id: found.id, claimedBy: token };
    const what = `${found.contentType} ${found.entryDocumentId} (${found.entryLocale})`;
    const lease = holdLease({
      leaseMs,
      renew: async () => (await query().updateMany({ where: mine, data: { claimedAt: new Date() } })).count,
      onLost: () => strapi.log.error(`[schedule] lost the claim on ${what} while publishing it`),
      onError: (error) => strapi.log.error(`[schedule] could not renew the claim on ${what}: ${String(error)}`),
    });
    try {
      // Read again under the claim: what is published is the row as it is now.
      const row = (await query().findOne({ where: mine })) as Row | null;
      if (row === null || new Date(row.publishAt).getTime() > Date.now()) {
        await query().updateMany({ where: mine, data: { state: 'pending', claimedBy: null, claimedAt: null } });
        return;
      }
      if (!(await publishedSinceClaim(strapi, found))) await publish(row);
    } catch (error) {
      await lease.release();
      const failure = asFailure(error);
      await query().updateMany({ where: mine, data: { state: 'failed', failure: JSON.stringify(failure) } });
      strapi.log.warn(`[schedule] not published ${what}: ${error instanceof Error ? error.message : String(error)}`);
      return;
    } finally {
      await lease.release();
    }
    strapi.log.info(`[schedule] published ${what} as scheduled by ${found.scheduledByName ?? 'someone'}`);
    // Published: a row that cannot be deleted now is not a failure; the next claim finds it published and deletes it.
    await query()
      .delete({ where: mine })
      .catch((error: unknown) =>
        strapi.log.warn(`[schedule] published ${what}, but its schedule could not be removed yet: ${String(error)}`),
      );
  }

  async function tick(now = new Date()) {
    const due: Row[] = await query().findMany({
      where: {
        $or: [
          { state: 'pending', publishAt: { $lte: now } },
          { state: 'publishing', claimedAt: { $lt: new Date(now.getTime() - leaseMs) } },
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
  badRequest(message: string, details?: unknown): void;
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
  const row = await strapi.db.query(SCHEDULE_UID).findOne({ where: { target: version.target } });
  ctx.body = { schedule: viewOf(strapi, row, adminLocale(strapi)) };
}

async function setSchedule(strapi: Core.Strapi, ctx: RouteContext) {
  const problem = publishAtProblem(ctx.request.body?.publishAt);
  if (problem) return ctx.badRequest(problem);
  const version = await versionOf(strapi, ctx, 'publish');
  if (!version) return;
  // The publish checks now, not when it is due: the editor fixes the fields while the entry is on screen.
  const ready = await readinessProblems(strapi, version.uid, version);
  if (ready && ready.problems.length > 0) {
    const language = adminLocale(strapi);
    const lines = readinessLines(strapi, version.uid, ready.problems, language, ready.draft);
    const message = text(language, 'checks:schedule.refused', { reasons: lines.map((l) => l.message).join(' ') });
    return ctx.badRequest(message, { errors: lines.map((l) => ({ path: l.path, message: l.message })) });
  }
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
  ctx.body = {
    schedule: viewOf(strapi, await query.findOne({ where: { target: version.target } }), adminLocale(strapi)),
  };
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

/** A deleted entry (or language version) takes its schedules — of the languages deleted — with it (call in `register`). */
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
      const locales = await callLocales(strapi, uid, params.locale);
      const which = locales === '*' ? {} : { entryLocale: { $in: locales } };
      await strapi.db
        .query(SCHEDULE_UID)
        .deleteMany({ where: { contentType: uid, entryDocumentId: params.documentId, ...which } });
    }
    return result;
  });
}
