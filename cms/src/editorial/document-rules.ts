import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { stripTitleSuffix } from '../lib/page-title';
import { isAutomaticSlug, slugify } from '../lib/slug';
import { asCms, versionsWhere } from './write-guard';
import { DEFAULT_LOCALE } from '@app/routing';

/**
 * Editorial rules applied to every write through the document service (admin panel and API alike):
 * - a typed " | Kastell Labs" at the end of a page title is removed (the site adds " - Kastell Labs");
 * - the slug follows the title, in the entry's language, until the entry is first published, unless the editor
 *   typed a slug of their own;
 * - the topics of an article are the same in every language;
 * - a published version carries the time it was published as its `updatedAt` (what warm site builds go by).
 */

type Data = Record<string, unknown>;
type Context = {
  uid: string;
  action: string;
  params: { documentId?: string; locale?: string; data?: Data };
};

/** Fields the site renders with the company name appended (product rules §2). */
const TITLE_FIELDS = ['pageTitle'] as const;
const POST = 'api::post.post';

/** Company names of every language (the global settings), "Kastell Labs" when none is set yet. */
async function companyNames(strapi: Core.Strapi): Promise<string[]> {
  const rows: Array<{ companyName?: string | null }> = await strapi.db
    .query('api::global.global')
    .findMany({ select: ['companyName'] });
  const names = rows.map((row) => row.companyName ?? '').filter((name) => name.trim() !== '');
  return names.length > 0 ? [...new Set(names)] : ['Kastell Labs'];
}

async function stripTitles(strapi: Core.Strapi, data: Data): Promise<void> {
  const present = TITLE_FIELDS.filter((field) => typeof data[field] === 'string');
  if (present.length === 0) return;
  const names = await companyNames(strapi);
  for (const field of present) data[field] = stripTitleSuffix(data[field] as string, names);
}

/** The uid attribute of a content type that is generated from another field (`slug` ← `title`). */
function slugField(strapi: Core.Strapi, uid: string): { field: string; target: string } | undefined {
  const attributes = strapi.contentTypes[uid as keyof typeof strapi.contentTypes]?.attributes ?? {};
  for (const [field, attribute] of Object.entries(attributes)) {
    const target = (attribute as { type: string; targetField?: string }).targetField;
    if ((attribute as { type: string }).type === 'uid' && target) return { field, target };
  }
  return undefined;
}

/** `base`, or `base-2`, `base-3` … : the first slug no other document of this language uses. */
export async function uniqueSlug(
  strapi: Core.Strapi,
  {
    uid,
    field,
    base,
    locale,
    documentId,
  }: { uid: string; field: string; base: string; locale?: string; documentId?: string },
): Promise<string> {
  const rows: Array<Record<string, string>> = await strapi.db.query(uid).findMany({
    where: {
      [field]: { $startsWith: base },
      ...(locale ? { locale } : {}),
      ...(documentId ? { documentId: { $ne: documentId } } : {}),
    },
    select: [field],
  });
  const taken = new Set(rows.map((row) => row[field]));
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

async function followTitle(strapi: Core.Strapi, context: Context): Promise<void> {
  const { uid, params } = context;
  const data = params.data;
  const slug = slugField(strapi, uid);
  if (!data || !slug || typeof data[slug.target] !== 'string') return;
  const locale = params.locale ?? DEFAULT_LOCALE;
  const contentType = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
  let stored: Data | null = null;
  if (context.action === 'update' && params.documentId) {
    const query = strapi.db.query(uid);
    const published = await query.count({ where: { documentId: params.documentId, publishedAt: { $notNull: true } } });
    if (published > 0) return; // a published URL is never changed behind the editor's back
    stored = await query.findOne({ where: { documentId: params.documentId, locale, publishedAt: null } });
  }
  const sentSlug = data[slug.field];
  const unchanged = sentSlug === undefined || (stored !== null && sentSlug === stored[slug.field]);
  const candidate = unchanged && stored ? stored[slug.field] : sentSlug;
  if (!isAutomaticSlug(candidate, stored?.[slug.target], contentType.info.singularName, locale)) return;
  const base = slugify(data[slug.target] as string, locale);
  if (base === '') return;
  data[slug.field] = await uniqueSlug(strapi, { uid, field: slug.field, base, locale, documentId: params.documentId });
}

/** Topic document ids of one language version (draft) of an article. */
async function topicIds(strapi: Core.Strapi, documentId: string, locale: string): Promise<string[]> {
  const entry = await strapi
    .documents(POST)
    .findOne({ documentId, locale, status: 'draft', populate: { topics: { fields: ['documentId'] } } });
  return ((entry as { topics?: Array<{ documentId: string }> } | null)?.topics ?? []).map((t) => t.documentId);
}

/** True when the write changed the topics (the admin always sends `{ connect: [], disconnect: [] }`). */
function changesTopics(data: Data | undefined): boolean {
  const topics = data?.topics;
  if (topics === undefined || topics === null) return false;
  if (Array.isArray(topics)) return true;
  const ops = topics as { connect?: unknown[]; disconnect?: unknown[]; set?: unknown[] };
  return (ops.connect?.length ?? 0) > 0 || (ops.disconnect?.length ?? 0) > 0 || ops.set !== undefined;
}

/**
 * Marks the writes a topic sync makes itself, per call chain (not per process): they must not start a sync of their
 * own, while a save of another article that arrives meanwhile still shares its topics.
 */
const topicSync = new AsyncLocalStorage<string>();

/**
 * Topics are shared: a change in one language is copied to the others; a new language version without topics
 * takes them from an existing one.
 */
async function shareTopics(strapi: Core.Strapi, context: Context, result: unknown): Promise<void> {
  const written = result as { documentId?: string; locale?: string } | null;
  if (topicSync.getStore() !== undefined || !written?.documentId || !written.locale) return;
  const { documentId, locale } = written;
  const others: Array<{ locale: string }> = await strapi.db
    .query(POST)
    .findMany({ where: { documentId, publishedAt: null, locale: { $ne: locale } }, select: ['locale'] });
  if (others.length === 0) return;
  await topicSync.run(documentId, async () => {
    const own = await topicIds(strapi, documentId, locale);
    // The CMS's own follow-up of a write the write guard allowed: it copies what that write decided.
    if (changesTopics(context.params.data)) {
      for (const other of others) {
        await asCms(() => strapi.documents(POST).update({ documentId, locale: other.locale, data: { topics: own } }));
      }
    } else if (own.length === 0) {
      const source = await topicIds(strapi, documentId, others[0]!.locale);
      if (source.length > 0) {
        await asCms(() => strapi.documents(POST).update({ documentId, locale, data: { topics: source } }));
      }
    }
  });
}

/**
 * Publishing copies the draft, its `updatedAt` included. A draft saved before the last site build and then published
 * without another change (bulk publish from the list, a scheduled publication) looked unchanged to the warm build,
 * which fetches the entries changed since the last build, and did not go live. The drafts being published are
 * stamped with the time of publication first.
 */
async function stampPublication(strapi: Core.Strapi, context: Context): Promise<void> {
  const { uid, params } = context;
  if (!params.documentId) return;
  // Only the languages being published (a list from the bulk action, `*`, or the default language when missing).
  const locale = await versionsWhere(strapi, uid, params.locale);
  await strapi.db.query(uid).updateMany({
    where: { documentId: params.documentId, publishedAt: null, ...locale },
    data: { updatedAt: new Date() },
  });
}

const WRITES = new Set(['create', 'update']);

/** Registers the rules as a document service middleware (call in `register`). */
export function registerDocumentRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as Context;
    if (ctx.action === 'publish' && ctx.uid.startsWith('api::')) await stampPublication(strapi, ctx);
    if (!WRITES.has(ctx.action) || !ctx.uid.startsWith('api::')) return next();
    if (ctx.params.data) {
      await stripTitles(strapi, ctx.params.data);
      await followTitle(strapi, ctx);
    }
    const result = await next();
    if (ctx.uid === POST) await shareTopics(strapi, ctx, result);
    return result;
  });
}

/**
 * The admin's "Regenerate" button and the slug proposed for a new entry use the same rule as the server
 * (German transliteration) instead of Strapi's generic slugify; a new entry without a title proposes none.
 */
export function useSiteSlugs(strapi: Core.Strapi): void {
  const service = strapi.plugin('content-manager').service('uid') as {
    generateUIDField: (args: { contentTypeUID: string; field: string; data: Data; locale?: string }) => Promise<string>;
    findUniqueUID: (args: { contentTypeUID: string; field: string; value: string; locale?: string }) => Promise<string>;
  };
  const generic = service.generateUIDField.bind(service);
  service.generateUIDField = async (args) => {
    const target = slugField(strapi, args.contentTypeUID);
    if (!target || target.field !== args.field) return generic(args);
    const title = args.data?.[target.target];
    const base = typeof title === 'string' ? slugify(title, args.locale ?? DEFAULT_LOCALE) : '';
    // Without a title there is nothing to follow yet: an empty slug, not the type's name ("post") that Strapi's
    // generic rule proposes for a new entry before anything is typed.
    if (base === '') return '';
    return service.findUniqueUID({
      contentTypeUID: args.contentTypeUID,
      field: args.field,
      value: base,
      locale: args.locale,
    });
  };
}
