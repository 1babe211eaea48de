import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALE_CODES, placeholderTexts, type Locale } from '@app/routing';
import type { Fixture } from './fixtures';
import { resolveData, type ResolveContext } from './resolve';
import { notUpdatedSince, type VersionRow, type Written } from './revision';

type Documents = {
  update(params: { documentId: string; locale: string; data: unknown }): Promise<unknown>;
  publish(params: { documentId: string; locale: string }): Promise<unknown>;
};
type Row = VersionRow & { publishedAt?: unknown };
export type SeedLocalesState = {
  documents: Record<string, string>;
  /** The languages the seed has loaded its fixtures in (recorded since languages can be added). */
  locales?: string[];
  written?: Record<string, Written>;
};

const id = (f: Pick<Fixture, 'uid' | 'key'>) => `${f.uid}:${f.key}`;

/** The versions of a seeded document (drafts and published, every language). */
const rowsOf = (strapi: Core.Strapi, uid: string, documentId: string): Promise<Row[]> =>
  strapi.db.query(uid as UID.ContentType).findMany({
    where: { documentId },
    select: ['locale', 'publishedAt', 'createdAt', 'updatedAt'],
  });

/**
 * The languages the seed has loaded its fixtures in. Installs from before this was recorded loaded every language
 * they had then: those are the languages any seeded document has a version in.
 */
async function seededLocales(strapi: Core.Strapi, fixtures: Fixture[], state: SeedLocalesState): Promise<string[]> {
  if (state.locales) return state.locales;
  const present = new Set<string>();
  for (const fixture of fixtures) {
    const documentId = state.documents[id(fixture)];
    if (documentId) for (const row of await rowsOf(strapi, fixture.uid, documentId)) present.add(String(row.locale));
  }
  return [...present];
}

/**
 * Writes the fixture's version in `locale` into a document that has none: its own fields only, published like the
 * document unless it is still marked for translation (then a draft for the translator).
 */
async function addVersion(
  strapi: Core.Strapi,
  fixture: Fixture,
  documentId: string,
  locale: Locale,
  rows: Row[],
  ctx: ResolveContext,
) {
  const uid = fixture.uid as UID.ContentType;
  const attributes = strapi.contentType(uid).attributes as Parameters<typeof resolveData>[1];
  const documents = strapi.documents(uid) as unknown as Documents;
  const where = `${fixture.file}/${locale}`;
  try {
    await documents.update({
      documentId,
      locale,
      data: await resolveData(strapi, attributes, fixture.localized[locale], ctx, where),
    });
    const translated = placeholderTexts(fixture.localized[locale]).length === 0;
    if (translated && rows.some((row) => row.locale === DEFAULT_LOCALE && row.publishedAt))
      await documents.publish({ documentId, locale });
  } catch (error) {
    throw new Error(`[seed] ${fixture.uid} fixture ${where} failed: ${(error as Error).message}`);
  }
}

/**
 * A language added to LOCALES after the first boot (docs/adding-a-locale.md): every seeded document without a
 * version in it gets its fixture's version, published where the document is once it is translated (a version marked
 * for translation stays a draft). Only the language's own fields are written; the new version takes the shared fields the other languages
 * have now (Strapi copies them), so nothing an editor changed is overwritten. A language the seed loaded before is
 * never written again, and a document an editor deleted stays deleted. Returns the languages it loaded.
 */
export async function seedNewLocales(
  strapi: Core.Strapi,
  fixtures: Fixture[],
  state: SeedLocalesState,
  ctx: ResolveContext,
  save: () => Promise<unknown>,
): Promise<Locale[]> {
  const seeded = new Set(await seededLocales(strapi, fixtures, state));
  const added = LOCALE_CODES.filter((locale) => !seeded.has(locale));
  for (const locale of added) {
    for (const fixture of fixtures) {
      const key = id(fixture);
      const documentId = state.documents[key];
      const rows = documentId ? await rowsOf(strapi, fixture.uid, documentId) : [];
      if (!documentId || rows.length === 0 || rows.some((row) => row.locale === locale)) continue;
      // A document nobody edited stays "as the seed wrote it" for later fixture revisions (revision.ts).
      const untouched = notUpdatedSince(rows, state.written?.[key]?.at);
      await addVersion(strapi, fixture, documentId, locale, rows, ctx);
      if (untouched)
        state.written = { ...state.written, [key]: { hash: state.written?.[key]?.hash ?? '', at: Date.now() } };
    }
    state.locales = [...seeded, ...added.slice(0, added.indexOf(locale) + 1)];
    await save();
  }
  if (state.locales === undefined) {
    state.locales = [...LOCALE_CODES];
    await save();
  }
  return added;
}
