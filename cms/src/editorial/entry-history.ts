import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core, UID } from '@strapi/strapi';
import { isEditorialType, requestAuthor, snapshotOptions, snapshotPopulate } from './editorial-types';
import { snapshotOf, type Snapshot } from './entry-snapshot';

/**
 * The version history: every save, publication, unpublication, discarded draft and restore of a language version
 * of an entry writes the draft as it then is (with who did it) into `entry-version`, through one document service
 * middleware, so every path — the admin, the API, scheduled publishing, the CMS's own follow-up writes — is
 * recorded. The newest `KEEP` versions per language version are kept. Strapi's own Content History is a paid plan;
 * docs/editors.md, "Version history", says why not a plugin.
 */

export const VERSION_UID = 'api::entry-version.entry-version';
/** How many versions of each language version of an entry are kept. */
export const KEEP = 30;

export type VersionAction = 'save' | 'publish' | 'unpublish' | 'discard' | 'restore';
export type VersionRow = {
  id: number;
  contentType: string;
  entryDocumentId: string;
  entryLocale: string;
  version: string;
  action: VersionAction;
  savedBy: number | null;
  savedByName: string | null;
  restoredFrom: number | null;
  content: Snapshot;
  createdAt: string | Date;
};

const ACTIONS: Readonly<Record<string, VersionAction>> = {
  create: 'save',
  update: 'save',
  publish: 'publish',
  unpublish: 'unpublish',
  discardDraft: 'discard',
};

/** Set while a restore writes: the recorder marks that save as the restore of version `from`. */
const restoring = new AsyncLocalStorage<{ uid: string; documentId: string; locale: string; from: number }>();

/** Runs `write` as the restore of a version: the version it records says so. */
export const asRestore = <T>(
  target: { uid: string; documentId: string; locale: string; from: number },
  write: () => T,
) => restoring.run(target, write);

export type Target = { uid: string; documentId: string; locale: string };

/** The draft of one language version as a snapshot and its version (its `updatedAt`), or null when there is none. */
export async function currentDraft(strapi: Core.Strapi, target: Target) {
  const query = { locale: target.locale, status: 'draft' as const, populate: snapshotPopulate(strapi, target.uid) };
  const draft = (await strapi
    .documents(target.uid as UID.ContentType)
    .findOne({ documentId: target.documentId, ...query })) as
    | (Record<string, unknown> & { updatedAt?: string | Date })
    | null;
  if (!draft) return null;
  return {
    version: new Date(draft.updatedAt ?? 0).toISOString(),
    content: snapshotOf(target.uid, draft, snapshotOptions(strapi)),
  };
}

const entryWhere = (target: Target) => ({
  contentType: target.uid,
  entryDocumentId: target.documentId,
  entryLocale: target.locale,
});

/** The recorded versions of a language version, newest first. */
export async function versionsOf(strapi: Core.Strapi, target: Target, limit = KEEP): Promise<VersionRow[]> {
  return strapi.db.query(VERSION_UID).findMany({ where: entryWhere(target), orderBy: { id: 'desc' }, limit });
}

/**
 * The content a draft had at `version` (its `updatedAt` then): the newest recorded version up to that time. The
 * CMS's own bookkeeping (the list of languages, written to every language version) moves `updatedAt` on without a
 * recorded version, and changes no content.
 */
export async function versionAt(strapi: Core.Strapi, target: Target, version: string): Promise<VersionRow | null> {
  return strapi.db.query(VERSION_UID).findOne({
    where: { ...entryWhere(target), version: { $lte: new Date(version).toISOString() } },
    orderBy: { id: 'desc' },
  });
}

async function prune(strapi: Core.Strapi, target: Target) {
  const old: Array<{ id: number }> = await strapi.db
    .query(VERSION_UID)
    .findMany({ where: entryWhere(target), select: ['id'], orderBy: { id: 'desc' }, offset: KEEP, limit: 1000 });
  if (old.length > 0) await strapi.db.query(VERSION_UID).deleteMany({ where: { id: { $in: old.map((r) => r.id) } } });
}

/** Writes the draft of `target` as a new version, unless the newest version is this same save. */
export async function recordVersion(strapi: Core.Strapi, target: Target, action: VersionAction) {
  const draft = await currentDraft(strapi, target);
  if (!draft) return;
  const [latest] = await versionsOf(strapi, target, 1);
  if (latest && latest.version === draft.version && latest.action === action) return;
  const restore = restoring.getStore();
  const isRestore =
    action === 'save' &&
    restore?.uid === target.uid &&
    restore.documentId === target.documentId &&
    restore.locale === target.locale;
  const author = requestAuthor(strapi);
  await strapi.db.query(VERSION_UID).create({
    data: {
      ...entryWhere(target),
      version: draft.version,
      action: isRestore ? 'restore' : action,
      savedBy: author.id,
      savedByName: author.name,
      restoredFrom: isRestore ? restore.from : null,
      content: draft.content,
    },
  });
  await prune(strapi, target);
}

type Context = { uid: string; action: string; params: { documentId?: string; locale?: unknown } };
type Result = { documentId?: string; locale?: string; entries?: Array<{ locale?: string }> } | null | undefined;

/** The language versions an action wrote: the one it names, or those its result lists (`'*'`, several). */
async function touchedLocales(strapi: Core.Strapi, ctx: Context, documentId: string, result: Result) {
  const { locale } = ctx.params;
  if (typeof locale === 'string' && locale !== '*') return [locale];
  if (result?.locale) return [result.locale];
  const fromEntries = (result?.entries ?? []).map((entry) => entry.locale).filter((l) => typeof l === 'string');
  if (fromEntries.length > 0) return [...new Set(fromEntries)];
  const rows: Array<{ locale: string }> = await strapi.db
    .query(ctx.uid)
    .findMany({ where: { documentId, publishedAt: null }, select: ['locale'] });
  return [...new Set(rows.map((row) => row.locale))];
}

/** Registers the recorder as a document service middleware (call in `register`). */
export function registerEntryHistory(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as Context;
    if (!isEditorialType(strapi, ctx.uid)) return next();
    if (ctx.action === 'delete' && typeof ctx.params.documentId === 'string') {
      const result = await next();
      const locale = typeof ctx.params.locale === 'string' && ctx.params.locale !== '*' ? ctx.params.locale : undefined;
      await strapi.db.query(VERSION_UID).deleteMany({
        where: {
          contentType: ctx.uid,
          entryDocumentId: ctx.params.documentId,
          ...(locale ? { entryLocale: locale } : {}),
        },
      });
      return result;
    }
    const action = ACTIONS[ctx.action];
    if (!action) return next();
    const result = await next();
    const written = result as Result;
    const documentId = ctx.params.documentId ?? written?.documentId;
    if (!documentId) return result;
    for (const locale of await touchedLocales(strapi, ctx, documentId, written))
      await recordVersion(strapi, { uid: ctx.uid, documentId, locale }, action);
    return result;
  });
}
