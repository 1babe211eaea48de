import type { Core, UID } from '@strapi/strapi';
import {
  CONTENT_TECHNICAL,
  DEFAULT_LOCALE,
  LOCALE_CODES,
  translationStatus,
  type UntranslatedText,
  type VersionStatus,
} from '@app/routing';
import { checkPopulate } from './publish-checks';

/**
 * How far each language version of the CMS's documents is translated, by the one definition of `@app/routing`
 * (`translationStatus`: a placeholder `[IT] …` or a missing text counts as untranslated): the source of the
 * `languages` field (the admin's "Missing in …" filter) and of the edit view's language badges.
 */

type Row = Record<string, unknown> & { documentId: string; locale: string };

/** The drafts (every language version has one: the text editors work on) of one document or of every document. */
async function draftRows(strapi: Core.Strapi, uid: string, documentId?: string): Promise<Row[]> {
  return strapi.db.query(uid as UID.ContentType).findMany({
    where: { ...(documentId ? { documentId } : {}), publishedAt: null },
    populate: checkPopulate(strapi, uid),
  });
}

export type DocumentStatus = Record<string, VersionStatus & { absent: boolean }>;

/** The status of each language of LOCALES for the versions of one document (rows of its language versions). */
export function statusOfVersions(rows: readonly Row[]): DocumentStatus {
  const versions = Object.fromEntries(
    LOCALE_CODES.map((locale) => [locale, rows.find((row) => row.locale === locale)]),
  );
  return translationStatus(versions, { source: DEFAULT_LOCALE, ignore: CONTENT_TECHNICAL });
}

/** The languages a document is translated into: a version with nothing untranslated, in the site's order. */
export const translatedIn = (status: DocumentStatus): string[] =>
  LOCALE_CODES.filter((locale) => status[locale] && !status[locale].absent && status[locale].untranslated.length === 0);

/** Each document of `uid` (or the one with `documentId`) with the status of its language versions. */
export async function documentStatuses(
  strapi: Core.Strapi,
  uid: string,
  documentId?: string,
): Promise<Map<string, DocumentStatus>> {
  const byDocument = new Map<string, Row[]>();
  for (const row of await draftRows(strapi, uid, documentId)) {
    byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
  }
  return new Map([...byDocument].map(([id, rows]) => [id, statusOfVersions(rows)]));
}

/** A dotted path of the definition (`sections[2].heading`) as the admin's field path (`['sections', 2, 'heading']`). */
export const fieldPath = (path: string): Array<string | number> =>
  path === ''
    ? []
    : path
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export type { UntranslatedText };
