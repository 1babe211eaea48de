import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALE_CODES, SLUG_ROUTES } from '@app/routing';
import { FORMER_SLUGS_FIELD, LANGUAGES_FIELD } from './language-field';
import { documentStatuses, translatedIn } from './translation-status';

export { FORMER_SLUGS_FIELD, LANGUAGES_FIELD, MISSING_LOCALE_OPERATOR } from './language-field';

type Data = Record<string, unknown>;
type Context = {
  uid: string;
  action: string;
  params: { documentId?: string; locale?: string; data?: Data };
};

/** "en, de": the site's languages present in `locales`, in the site's order. */
export function languagesText(locales: Iterable<string>): string {
  const present = new Set(locales);
  return LOCALE_CODES.filter((code) => present.has(code)).join(', ');
}

/**
 * The former slugs after a write that sets the slug to `next`: the stored ones plus the published version's slug
 * when it differs, never the new slug itself (an editor who goes back to an old slug takes it out of the list).
 */
export function nextFormerSlugs(stored: unknown, published: string | null | undefined, next: string): string[] {
  const previous = Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : [];
  const all = published ? [...previous, published] : previous;
  return [...new Set(all)].filter((slug) => slug !== next && slug.trim() !== '');
}

const attributesOf = (strapi: Core.Strapi, uid: string): Record<string, unknown> =>
  strapi.contentTypes[uid as keyof typeof strapi.contentTypes]?.attributes ?? {};

/** Content types with the `languages` field (the localized collection types editors work in). */
export function languageTrackedTypes(strapi: Core.Strapi): string[] {
  return Object.keys(strapi.contentTypes).filter((uid) => LANGUAGES_FIELD in attributesOf(strapi, uid));
}

type LanguageRow = { documentId: string; languages: string | null };

/**
 * Writes `languages` of the documents of `uid` (or of the one with `documentId`) whose rows carry a stale value,
 * from the translation status of their drafts.
 */
async function writeLanguages(strapi: Core.Strapi, uid: string, documentId?: string): Promise<void> {
  const statuses = await documentStatuses(strapi, uid, documentId);
  const stored: LanguageRow[] = await strapi.db.query(uid).findMany({
    where: documentId ? { documentId } : {},
    select: ['documentId', LANGUAGES_FIELD],
  });
  const current = new Map<string, Set<string | null>>();
  for (const row of stored) current.set(row.documentId, (current.get(row.documentId) ?? new Set()).add(row.languages));
  for (const [id, status] of statuses) {
    const text = languagesText(translatedIn(status));
    const values = current.get(id);
    if (values?.size === 1 && values.has(text)) continue;
    // The database layer, not the document service: no new version, no updatedAt, no rebuild webhook.
    await strapi.db.query(uid).updateMany({ where: { documentId: id }, data: { [LANGUAGES_FIELD]: text } });
  }
}

/** Updates `languages` of one document from its language versions' translation status. */
export async function syncLanguages(strapi: Core.Strapi, uid: string, documentId: string): Promise<void> {
  await writeLanguages(strapi, uid, documentId);
}

/** Fills `languages` of every entry that has none or a stale one (content from before the field, imports, seeds). */
export async function backfillLanguages(strapi: Core.Strapi): Promise<void> {
  for (const uid of languageTrackedTypes(strapi)) await writeLanguages(strapi, uid);
}

/** Before an update that sets the slug: the former slugs of this language version, from the published one. */
async function recordFormerSlug(strapi: Core.Strapi, context: Context): Promise<void> {
  const { uid, params } = context;
  const slug = params.data?.slug;
  if (!params.documentId || typeof slug !== 'string') return;
  const locale = params.locale ?? DEFAULT_LOCALE;
  const query = strapi.db.query(uid);
  const [published, draft] = await Promise.all([
    query.findOne({ where: { documentId: params.documentId, locale, publishedAt: { $notNull: true } } }),
    query.findOne({ where: { documentId: params.documentId, locale, publishedAt: null } }),
  ]);
  params.data![FORMER_SLUGS_FIELD] = nextFormerSlugs(draft?.[FORMER_SLUGS_FIELD], published?.slug, slug);
}

const LANGUAGE_CHANGES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

/** Registers the upkeep of the system fields as a document service middleware (call in `register`). */
export function registerSystemFields(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as Context;
    const attributes = attributesOf(strapi, ctx.uid);
    const tracksLanguages = LANGUAGES_FIELD in attributes;
    const keepsSlugs = FORMER_SLUGS_FIELD in attributes && Object.hasOwn(SLUG_ROUTES, ctx.uid);
    if (!tracksLanguages && !keepsSlugs) return next();
    const data = ctx.params.data;
    if (data) {
      delete data[LANGUAGES_FIELD];
      delete data[FORMER_SLUGS_FIELD];
    }
    if (keepsSlugs && ctx.action === 'update') await recordFormerSlug(strapi, ctx);
    const result = await next();
    if (keepsSlugs && ctx.action === 'clone') {
      // A copy has no former addresses: it must not claim its original's.
      const documentId = (result as { documentId?: string } | null)?.documentId;
      if (documentId) {
        await strapi.db.query(ctx.uid).updateMany({ where: { documentId }, data: { [FORMER_SLUGS_FIELD]: null } });
      }
    }
    if (tracksLanguages && LANGUAGE_CHANGES.has(ctx.action)) {
      const documentId = (result as { documentId?: string } | null)?.documentId ?? ctx.params.documentId;
      if (documentId) await syncLanguages(strapi, ctx.uid, documentId);
    }
    return result;
  });
}
