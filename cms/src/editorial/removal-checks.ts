import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  PAGE_UID,
  REQUIRED_IN_EVERY_LOCALE,
  removalProblems,
  type PublishedVersion,
  type RemovalProblem,
} from '@app/content-rules';
import { DEFAULT_LOCALE, type Locale } from '@app/routing';
import { adminLocale, text } from '../lib/catalogue';
import { GERMAN_TYPE_NAMES } from './labels-de';

/**
 * The unpublish and delete check, the twin of the publish check: what the website needs in every language (a page
 * for every route, at least one entry of each listed type; `@app/content-rules` `site-needs`) is never taken away.
 * Unpublishing or deleting a language version that is the last of its kind, or publishing a page under another key
 * when it was the only one for its route, is refused before anything changes, with the reason in the editor's
 * admin language — the site build would refuse the result and hold every other editor's publication back.
 * A document service middleware: the admin's buttons, bulk actions, the scheduler and the API all pass it.
 */

type Params = { documentId?: string; locale?: unknown; data?: Record<string, unknown> };
type Context = { uid: string; action: string; params: Params };

/**
 * The languages a document service call acts on, read as Strapi reads `locale`: one, a list, every one (`*`), or,
 * when it is missing, the default language only (for a type without languages: every row).
 */
export async function callLocales(strapi: Core.Strapi, uid: string, locale: unknown): Promise<string[] | '*'> {
  if (locale === '*') return '*';
  if (typeof locale === 'string') return [locale];
  if (Array.isArray(locale)) return locale.filter((l): l is string => typeof l === 'string');
  const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
  if (!strapi.plugin('i18n').service('content-types').isLocalizedContentType(model)) return '*';
  const fallback = (await strapi.plugin('i18n').service('locales').getDefaultLocale()) as string | undefined;
  return [fallback ?? DEFAULT_LOCALE];
}

const selection = (uid: string) => (uid === PAGE_UID ? ['locale', 'key'] : ['locale']);

/** The published versions of `uid` in `locales` (`*`: all), of this document or of every other one. */
function published(strapi: Core.Strapi, uid: string, documentId: string, locales: string[] | '*', mine: boolean) {
  return strapi.db.query(uid).findMany({
    where: {
      documentId: mine ? documentId : { $ne: documentId },
      publishedAt: { $notNull: true },
      ...(locales === '*' ? {} : { locale: { $in: locales } }),
    },
    select: selection(uid),
  }) as Promise<PublishedVersion[]>;
}

/** What unpublishing or deleting these language versions of the document would take from the site. */
async function removalOf(strapi: Core.Strapi, uid: string, documentId: string, locales: string[] | '*') {
  const removed = await published(strapi, uid, documentId, locales, true);
  if (removed.length === 0) return [];
  const remain = await published(strapi, uid, documentId, [...new Set(removed.map((v) => v.locale))], false);
  return removalProblems(uid, removed, remain);
}

/**
 * What publishing this document's drafts would take from the site: a page whose draft has another key than its
 * published version leaves the old key's route without a page (other content types: nothing).
 */
export async function keyChangeProblems(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  locales: string[] | '*',
): Promise<RemovalProblem[]> {
  if (uid !== PAGE_UID) return [];
  const rows = (await strapi.db.query(PAGE_UID).findMany({
    where: { documentId, ...(locales === '*' ? {} : { locale: { $in: locales } }) },
    select: ['locale', 'key', 'publishedAt'],
  })) as Array<PublishedVersion & { publishedAt: unknown }>;
  const draftKey = (locale: string) => rows.find((r) => r.locale === locale && r.publishedAt === null)?.key;
  const moved = rows.filter((r) => r.publishedAt !== null && draftKey(r.locale) !== r.key);
  if (moved.length === 0) return [];
  const remain = await published(strapi, PAGE_UID, documentId, [...new Set(moved.map((v) => v.locale))], false);
  return removalProblems(PAGE_UID, moved, remain);
}

/** A language's name in the admin's language ("German", "Deutsch"); any locale of LOCALES has one. */
export const languageName = (code: string, locale: Locale) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code.toUpperCase();

/** A content type's name as the admin shows it (German from `labels-de.ts`). */
export function typeName(strapi: Core.Strapi, uid: string, locale: Locale): string {
  const english =
    (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { info?: { displayName?: string } } | undefined)
      ?.info?.displayName ?? uid;
  return locale === 'de' ? (GERMAN_TYPE_NAMES[english] ?? english) : english;
}

/** One problem as a sentence in the admin's language. */
export function removalSentence(strapi: Core.Strapi, problem: RemovalProblem, locale: Locale): string {
  const language = languageName(problem.locale, locale);
  if (problem.code === 'routeNeeded') {
    return text(locale, 'checks:removal.routeNeeded', { key: problem.key, path: problem.path, language });
  }
  return text(locale, 'checks:removal.lastPublishedEntry', { type: typeName(strapi, problem.uid, locale), language });
}

/** The refusal: one message naming every reason, and each reason as an entry (under the key field on a page). */
function refusal(strapi: Core.Strapi, action: 'unpublish' | 'delete' | 'publish', problems: RemovalProblem[]) {
  const locale = adminLocale(strapi);
  const sentences = problems.map((problem) => removalSentence(strapi, problem, locale));
  return new errors.ValidationError(text(locale, `checks:removal.${action}`, { reasons: sentences.join(' ') }), {
    errors: problems.map((problem, i) => ({
      path: problem.code === 'routeNeeded' && action === 'publish' ? ['key'] : [],
      message: sentences[i],
      name: 'ValidationError',
      value: { locale: problem.locale, code: problem.code },
    })),
  });
}

/** Registers the check as a document service middleware (call in `register`, after the publish check). */
export function registerRemovalChecks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context as unknown as Context;
    const documentId = params.documentId;
    if (!REQUIRED_IN_EVERY_LOCALE.includes(uid) || typeof documentId !== 'string') return next();
    if (action === 'unpublish' || action === 'delete') {
      const problems = await removalOf(strapi, uid, documentId, await callLocales(strapi, uid, params.locale));
      if (problems.length > 0) throw refusal(strapi, action, problems);
    }
    if (action === 'publish') {
      const problems = await keyChangeProblems(strapi, uid, documentId, await callLocales(strapi, uid, params.locale));
      if (problems.length > 0) throw refusal(strapi, action, problems);
    }
    return next();
  });
}
