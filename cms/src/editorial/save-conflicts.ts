import createError from 'http-errors';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { adminLocale, text } from '../lib/catalogue';
import { isEditorialType, schemaOf, snapshotOptions, textOptions } from './editorial-types';
import { changedFields, snapshotOf, type Snapshot } from './entry-snapshot';
import { currentDraft, versionAt, type Target } from './entry-history';
import { snapshotDiff } from './snapshot-text';

/**
 * No save overwrites someone else's: a save names the version it was made from — `updatedAt` of the draft the
 * editor loaded, in the body of the Content Manager's update and publish requests (the admin adds it; an API
 * client sends back the `updatedAt` it read) — and a save from an older version than the stored draft is refused
 * with 409, naming who saved the newer version, when, which fields they changed and which the refused save
 * changed. The check and the write run in one transaction with the draft's row locked, so of two saves from the
 * same version exactly one is stored, on SQLite and PostgreSQL alike. A request that names no version is not
 * checked (a script, a bulk action of the list view).
 */

type Context = { uid: string; action: string; params: { documentId?: string; locale?: unknown; data?: unknown } };
type RequestCtx = {
  request?: { body?: unknown };
  params?: { model?: string; id?: string };
  state?: { saveVersionChecked?: boolean };
};

/** A field of a conflict, by name and by the label the editor sees. */
export type ConflictField = { field: string; label: string };
/** What a refused save's 409 carries in `error.details.conflict`. */
export type Conflict = {
  savedBy: string | null;
  savedAt: string;
  version: string;
  loadedVersion: string;
  theirFields: ConflictField[];
  yourFields: ConflictField[];
  overlapping: ConflictField[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The version a write of the request names for this document service call, or null: only the first update of the
 * document the Content Manager route names (its own follow-up writes — another language's shared fields — are not
 * the editor's form).
 */
function claimedVersion(strapi: Core.Strapi, ctx: Context): string | null {
  const request = strapi.requestContext.get() as RequestCtx | undefined;
  const body = request?.request?.body;
  if (!request?.state || !isRecord(body) || body.updatedAt === undefined) return null;
  if (request.params?.model !== ctx.uid || request.state.saveVersionChecked) return null;
  if (request.params.id !== undefined && request.params.id !== ctx.params.documentId) return null;
  request.state.saveVersionChecked = true;
  if (typeof body.updatedAt !== 'string' || Number.isNaN(Date.parse(body.updatedAt)))
    throw new errors.ValidationError('updatedAt must be the updatedAt of the version the change was made from');
  return new Date(body.updatedAt).toISOString();
}

/**
 * Locks the draft row of one language version until the transaction `trx` (Strapi's `db.transaction` gives it)
 * ends: a write that changes nothing, so a second save of the same row waits for the first to commit.
 */
export async function lockDraft(strapi: Core.Strapi, target: Target, transaction: unknown) {
  const trx = transaction as (table: string) => LockQuery;
  const meta = strapi.db.metadata.get(target.uid) as {
    tableName: string;
    attributes: Record<string, { columnName?: string }>;
  };
  const column = (name: string) => meta.attributes[name]?.columnName ?? name;
  await trx(meta.tableName)
    .where({ [column('documentId')]: target.documentId, [column('locale')]: target.locale })
    .whereNull(column('publishedAt'))
    .update({ [column('documentId')]: target.documentId });
}
type LockQuery = {
  where(values: Record<string, string>): LockQuery;
  whereNull(column: string): LockQuery;
  update(values: Record<string, string>): Promise<unknown>;
};

const fieldsOf = (names: string[], labelOf: (field: string) => string): ConflictField[] =>
  names.map((field) => ({ field, label: labelOf(field) }));

/** Who changed what since `loadedVersion`, and what `sent` (the refused write) changes. */
export async function describeConflict(
  strapi: Core.Strapi,
  target: Target,
  loadedVersion: string,
  sent: Record<string, unknown>,
): Promise<Conflict | null> {
  const current = await currentDraft(strapi, target);
  if (!current || current.version === loadedVersion) return null;
  const [loaded, latest] = await Promise.all([
    versionAt(strapi, target, loadedVersion),
    versionAt(strapi, target, current.version),
  ]);
  const options = textOptions(strapi, adminLocale(strapi));
  const labelOf = (field: string) => options.labelOf(target.uid, field);
  const yours = snapshotOf(target.uid, sent, snapshotOptions(strapi));
  const base: Snapshot = loaded?.content ?? current.content;
  const theirs = loaded ? snapshotDiff(target.uid, loaded.content, current.content, options).map((d) => d.field) : [];
  // The CMS's own bookkeeping (the languages list, a former slug) moved the version on, no content: nothing to lose.
  if (loaded && theirs.length === 0) return null;
  const mine = changedFields(schemaOf(strapi), target.uid, base, yours);
  return {
    savedBy: latest?.savedByName ?? null,
    savedAt: latest ? new Date(latest.createdAt).toISOString() : current.version,
    version: current.version,
    loadedVersion,
    theirFields: fieldsOf(theirs, labelOf),
    yourFields: fieldsOf(mine, labelOf),
    overlapping: fieldsOf(
      mine.filter((field) => theirs.includes(field)),
      labelOf,
    ),
  };
}

/** "3 minutes ago" in the admin's language: the server cannot know the editor's time zone, the panel shows the time. */
function ago(strapi: Core.Strapi, at: string): string {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(at)) / 60_000));
  const language = adminLocale(strapi);
  if (minutes < 1) return text(language, 'checks:save.justNow');
  return text(language, 'checks:save.minutesAgo', { count: String(minutes) });
}

/** The 409 of a refused save: the sentence for the admin's notice, the details for its panel. */
export function conflictError(strapi: Core.Strapi, conflict: Conflict): Error {
  const language = adminLocale(strapi);
  const who = conflict.savedBy ?? text(language, 'checks:save.someone');
  const fields = conflict.theirFields.map((f) => f.label).join(', ');
  const message = text(language, fields ? 'checks:save.conflict' : 'checks:save.conflictNoFields', {
    who,
    when: ago(strapi, conflict.savedAt),
    fields,
  });
  return createError(409, message, { details: { conflict } });
}

/** Throws 409 when the stored draft of `target` is newer than `loadedVersion`. Call inside the write's transaction. */
export async function assertCurrentVersion(
  strapi: Core.Strapi,
  target: Target,
  loadedVersion: string,
  sent: Record<string, unknown>,
  trx: unknown,
): Promise<void> {
  await lockDraft(strapi, target, trx);
  const conflict = await describeConflict(strapi, target, loadedVersion, sent);
  if (conflict) throw conflictError(strapi, conflict);
}

/** Registers the version check as a document service middleware (call in `register`, before the other rules). */
export function registerSaveConflicts(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as Context;
    if (ctx.action !== 'update' || !isEditorialType(strapi, ctx.uid)) return next();
    const { documentId, locale } = ctx.params;
    if (typeof documentId !== 'string' || typeof locale !== 'string') return next();
    const loadedVersion = claimedVersion(strapi, ctx);
    if (!loadedVersion) return next();
    if (isRecord(ctx.params.data)) delete ctx.params.data.updatedAt;
    const body = (strapi.requestContext.get() as RequestCtx).request!.body as Record<string, unknown>;
    const target: Target = { uid: ctx.uid as UID.ContentType, documentId, locale };
    return strapi.db.transaction(async ({ trx }) => {
      await assertCurrentVersion(strapi, target, loadedVersion, body, trx);
      return next();
    });
  });
}
