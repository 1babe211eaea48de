import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { addAdminRoutes } from '../lib/admin-routes';
import { isEditorialType, requestedLocale, schemaOf, snapshotOptions, textOptions } from './editorial-types';
import { snapshotOf, writeValue, type Snapshot } from './entry-snapshot';
import { asRestore, currentDraft, versionAt, versionsOf, type Target, type VersionRow } from './entry-history';
import { othersEditing, leave, type Editor } from './presence';
import { adminLocale } from '../lib/catalogue';
import { conflictError, describeConflict, lockDraft } from './save-conflicts';
import { sharedFieldsOf } from './shared-fields';
import { snapshotDiff } from './snapshot-text';

/**
 * The admin API behind the edit view's "Versions" and "Also editing" panels and a refused save's merge (admin login
 * required; read or update permission on the type and language checked per route):
 *   GET    /admin/entry-history/:model/:documentId?locale=              the versions, newest first
 *   GET    /admin/entry-history/:model/:documentId/:id?locale=&against=  what a version changed (or differs from now)
 *   POST   /admin/entry-history/:model/:documentId/:id/restore?locale=   saves that version's content as a new save
 *   POST   /admin/save-conflicts/:model/:documentId/compare?locale=      both sides of a refused save, as word diffs
 *   POST   /admin/save-conflicts/:model/:documentId/merge?locale=        a refused save's own changes on the newer one
 *   POST   /admin/presence/:model/:documentId?locale=                    "I have it open"; answers who else has
 *   DELETE /admin/presence/:model/:documentId?locale=                    "I closed it"
 */

type Ability = { can(action: string, subject: unknown, field?: string): boolean };
type Ctx = {
  params: { model?: string; documentId?: string; id?: string };
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { userAbility?: Ability; user?: { id: number; firstname?: string | null; lastname?: string | null } };
  body: unknown;
  status: number;
  set(name: string, value: string): void;
};
type Checker = { can: { read(entity: unknown): boolean; update(entity: unknown, field?: string): boolean } };

const checkerFor = (strapi: Core.Strapi, ability: Ability, uid: string) =>
  strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility: ability, model: uid }) as Checker;

/** The language version a route names, after checking the caller may `need` it; throws 400 / 403. */
function targetOf(strapi: Core.Strapi, ctx: Ctx, need: 'read' | 'update'): Target {
  ctx.set('Cache-Control', 'no-store');
  const { model, documentId } = ctx.params;
  const locale = requestedLocale(ctx.query);
  if (!isEditorialType(strapi, model) || !documentId || !/^[a-z0-9]{10,40}$/.test(documentId))
    throw new errors.ValidationError('A content type with drafts and a documentId are required');
  if (!ctx.state.userAbility || !checkerFor(strapi, ctx.state.userAbility, model).can[need]({ locale }))
    throw new errors.ForbiddenError();
  return { uid: model, documentId, locale };
}

const editorOf = (ctx: Ctx): Editor => ({
  id: ctx.state.user?.id ?? 0,
  name: [ctx.state.user?.firstname, ctx.state.user?.lastname].filter(Boolean).join(' ') || `#${ctx.state.user?.id}`,
});

const listItem = (row: VersionRow) => ({
  id: row.id,
  action: row.action,
  savedBy: row.savedByName,
  savedAt: new Date(row.createdAt).toISOString(),
  version: row.version,
  restoredFrom: row.restoredFrom,
});

async function listVersions(strapi: Core.Strapi, ctx: Ctx) {
  const target = targetOf(strapi, ctx, 'read');
  ctx.body = { versions: (await versionsOf(strapi, target)).map(listItem) };
}

async function versionById(strapi: Core.Strapi, target: Target, id: string | undefined) {
  const rows = await versionsOf(strapi, target);
  const index = rows.findIndex((row) => String(row.id) === id);
  if (index < 0) throw new errors.NotFoundError('No such version of this entry');
  return { row: rows[index]!, previous: rows[index + 1] ?? null };
}

async function showVersion(strapi: Core.Strapi, ctx: Ctx) {
  const target = targetOf(strapi, ctx, 'read');
  const { row, previous } = await versionById(strapi, target, ctx.params.id);
  const againstNow = ctx.query.against === 'current';
  const current = againstNow ? await currentDraft(strapi, target) : null;
  const [before, after]: [Snapshot, Snapshot] = againstNow
    ? [row.content, current?.content ?? {}]
    : [previous?.content ?? {}, row.content];
  const options = textOptions(strapi, adminLocale(strapi));
  ctx.body = { version: listItem(row), changes: snapshotDiff(target.uid, before, after, options) };
}

/** The fields of `uid` a restore or merge may write for this user: not shared by all languages, updatable by them. */
function writableFields(strapi: Core.Strapi, ctx: Ctx, target: Target, fields: string[]): string[] {
  const shared = new Set(sharedFieldsOf(strapi, target.uid));
  const checker = checkerFor(strapi, ctx.state.userAbility!, target.uid);
  return fields.filter((field) => !shared.has(field) && checker.can.update({ locale: target.locale }, field));
}

function writeData(strapi: Core.Strapi, target: Target, content: Snapshot, fields: string[]) {
  const attributes = schemaOf(strapi)(target.uid) ?? {};
  return Object.fromEntries(fields.map((field) => [field, writeValue(attributes[field], content[field] ?? null)]));
}

async function restoreVersion(strapi: Core.Strapi, ctx: Ctx) {
  const target = targetOf(strapi, ctx, 'update');
  const { row } = await versionById(strapi, target, ctx.params.id);
  const fields = writableFields(strapi, ctx, target, Object.keys(row.content));
  await asRestore({ ...target, from: row.id }, () =>
    strapi.documents(target.uid as UID.ContentType).update({
      documentId: target.documentId,
      locale: target.locale,
      data: writeData(strapi, target, row.content, fields),
    } as Parameters<ReturnType<typeof strapi.documents>['update']>[0]),
  );
  const [restored] = await versionsOf(strapi, target, 1);
  ctx.body = { version: restored ? listItem(restored) : null };
}

type MergeBody = { loadedVersion?: unknown; data?: unknown };
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The refused save a compare or merge request carries: the version it was made from and the form's values. */
function refusedSaveOf(ctx: Ctx) {
  const body = (ctx.request.body ?? {}) as MergeBody;
  if (typeof body.loadedVersion !== 'string' || Number.isNaN(Date.parse(body.loadedVersion)) || !isRecord(body.data))
    throw new errors.ValidationError(
      'loadedVersion (the version the refused save was made from) and data are required',
    );
  return { loadedVersion: new Date(body.loadedVersion).toISOString(), sent: body.data };
}

/** What the other save changed since the refused one's version (`theirs`), and what the refused one changes (`yours`). */
async function compareSave(strapi: Core.Strapi, ctx: Ctx) {
  const target = targetOf(strapi, ctx, 'read');
  const { loadedVersion, sent } = refusedSaveOf(ctx);
  const [loaded, current] = await Promise.all([versionAt(strapi, target, loadedVersion), currentDraft(strapi, target)]);
  const options = textOptions(strapi, adminLocale(strapi));
  const base = loaded?.content ?? current?.content ?? {};
  const yours = snapshotOf(target.uid, sent, snapshotOptions(strapi));
  ctx.body = {
    theirs: loaded && current ? snapshotDiff(target.uid, loaded.content, current.content, options) : [],
    yours: snapshotDiff(target.uid, base, { ...base, ...yours }, options),
  };
}

/**
 * A refused save's changes written on top of the newer version: only the fields the refused save changed, refused
 * (409) when the other save changed one of them too — then the editor decides field by field.
 */
async function mergeSave(strapi: Core.Strapi, ctx: Ctx) {
  const target = targetOf(strapi, ctx, 'update');
  const body = (ctx.request.body ?? {}) as MergeBody;
  if (typeof body.loadedVersion !== 'string' || Number.isNaN(Date.parse(body.loadedVersion)) || !isRecord(body.data))
    throw new errors.ValidationError(
      'loadedVersion (the version the refused save was made from) and data are required',
    );
  const loadedVersion = new Date(body.loadedVersion).toISOString();
  const sent = body.data;
  await strapi.db.transaction(async ({ trx }) => {
    await lockDraft(strapi, target, trx);
    const conflict = await describeConflict(strapi, target, loadedVersion, sent);
    const fields = conflict ? conflict.yourFields.map((f) => f.field) : Object.keys(sent);
    if (conflict && conflict.overlapping.length > 0) throw conflictError(strapi, conflict);
    const allowed = writableFields(strapi, ctx, target, fields);
    const refused = fields.filter((field) => !allowed.includes(field));
    if (refused.length > 0) throw new errors.ForbiddenError(`You may not change these fields: ${refused.join(', ')}`);
    const content = snapshotOf(target.uid, sent, snapshotOptions(strapi));
    await strapi.documents(target.uid as UID.ContentType).update({
      documentId: target.documentId,
      locale: target.locale,
      data: writeData(strapi, target, content, allowed),
    } as Parameters<ReturnType<typeof strapi.documents>['update']>[0]);
  });
  const current = await currentDraft(strapi, target);
  ctx.body = { version: current?.version ?? null };
}

function heartbeat(strapi: Core.Strapi, ctx: Ctx) {
  const target = targetOf(strapi, ctx, 'read');
  ctx.body = { others: othersEditing(target, editorOf(ctx)) };
}

function close(strapi: Core.Strapi, ctx: Ctx) {
  leave(targetOf(strapi, ctx, 'read'), editorOf(ctx));
  ctx.status = 204;
}

/** Registers the routes (call in `register`). */
export function registerEditingRoutes(strapi: Core.Strapi): void {
  const on = (handler: (strapi: Core.Strapi, ctx: Ctx) => unknown) => (ctx: Ctx) => handler(strapi, ctx);
  addAdminRoutes(strapi, 'editing', [
    { method: 'GET', path: '/entry-history/:model/:documentId', handler: on(listVersions) },
    { method: 'GET', path: '/entry-history/:model/:documentId/:id', handler: on(showVersion) },
    { method: 'POST', path: '/entry-history/:model/:documentId/:id/restore', handler: on(restoreVersion) },
    { method: 'POST', path: '/save-conflicts/:model/:documentId/compare', handler: on(compareSave) },
    { method: 'POST', path: '/save-conflicts/:model/:documentId/merge', handler: on(mergeSave) },
    { method: 'POST', path: '/presence/:model/:documentId', handler: on(heartbeat) },
    { method: 'DELETE', path: '/presence/:model/:documentId', handler: on(close) },
  ]);
}
