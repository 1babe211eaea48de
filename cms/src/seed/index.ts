import fs from 'fs';
import path from 'path';
import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALE_CODES, placeholderTexts } from '@app/routing';
import { backfillRequiredFields } from './backfill';
import { fixturesDir, readFixtures, type Fixture } from './fixtures';
import { seedNewLocales } from './new-locales';
import { resolveData, type ResolveContext } from './resolve';
import { FIXTURE_REVISION, fixtureHash, reviseUntouched, type Written } from './revision';

type DraftDocuments = {
  create(params: { locale: string; data: unknown }): Promise<{ documentId: string }>;
  update(params: { documentId: string; locale: string; data: unknown }): Promise<unknown>;
  publish(params: { documentId: string; locale: string }): Promise<unknown>;
};

type SeedState = {
  documents: Record<string, string>;
  media: Record<string, number>;
  /** The FIXTURE_REVISION the content was brought to; absent on installs from before revisions (1). */
  revision?: number;
  /** Per document: the fixture the seed last wrote into it and when, to tell an editor's change from the seed's. */
  written?: Record<string, Written>;
  /** The languages the fixtures were loaded in (`new-locales.ts`). */
  locales?: string[];
};

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/**
 * Loads the content fixtures (cms/fixtures) into the CMS in every locale and publishes them.
 * Each fixture is loaded once: what was loaded is remembered in the core store, so a second boot —
 * or an editor who changed or deleted the entry — is never overwritten. Three exceptions, all leaving an editor's
 * work alone: a required shared field the content model gained later is filled where it is still empty
 * (`backfillRequiredFields`), a language added to LOCALES gets its version of every seeded document
 * (`seedNewLocales`), and when FIXTURE_REVISION goes up, documents no editor touched get the corrected fixture
 * (`reviseUntouched`).
 */
export async function seedFixtures(strapi: Core.Strapi): Promise<void> {
  const dir = fixturesDir(strapi.dirs.app.root);
  const store = strapi.store({ type: 'core', name: 'seed', key: 'state' });
  const state: SeedState = { documents: {}, media: {}, ...((await store.get()) as Partial<SeedState> | null) };
  const fixtures = readFixtures(dir);
  const ctx = resolveContext(strapi, dir, state);
  const filled = await backfillRequiredFields(strapi, fixtures, (f) => state.documents[id(f)]);
  if (filled.length > 0)
    strapi.log.info(`[seed] filled required fields added since the first boot: ${filled.join(', ')}`);

  const save = () => store.set({ value: state });
  const seededBefore = Object.keys(state.documents).length > 0;
  const pending = fixtures.filter((f) => !(id(f) in state.documents));
  if (pending.length > 0)
    strapi.log.info(`[seed] loading ${pending.length} of ${fixtures.length} fixtures from ${dir}`);
  for (const fixture of pending) {
    state.documents[id(fixture)] = await writeFixture(strapi, fixture, ctx);
    state.written = { ...state.written, [id(fixture)]: { hash: fixtureHash(fixture), at: Date.now() } };
    await save();
  }
  if (pending.length > 0) strapi.log.info('[seed] done');
  const added = await seedNewLocales(strapi, fixtures, state, ctx, save);
  if (added.length > 0)
    strapi.log.info(`[seed] loaded the fixtures in the language(s) added since: ${added.join(', ')}`);
  // After new fixtures are loaded, so a corrected document may point to one of them.
  if (seededBefore && (state.revision ?? 1) < FIXTURE_REVISION) {
    await reviseSeeded(strapi, fixtures, state, ctx, save);
  }
  if (state.revision !== FIXTURE_REVISION) {
    state.revision = FIXTURE_REVISION;
    await save();
  }
}

/** A FIXTURE_REVISION later than the install's: untouched documents get their corrected fixture. */
async function reviseSeeded(
  strapi: Core.Strapi,
  fixtures: Fixture[],
  state: SeedState,
  ctx: ResolveContext,
  save: () => Promise<void>,
): Promise<void> {
  const write = async (fixture: Fixture, documentId: string) =>
    void (await writeFixture(strapi, fixture, ctx, documentId));
  const { revised, kept } = await reviseUntouched(strapi, fixtures, state, write, save);
  strapi.log.info(
    `[seed] fixture revision ${FIXTURE_REVISION}: ${revised.length} untouched documents brought up to date`,
  );
  if (kept.length > 0) {
    strapi.log.warn(
      `[seed] changed by editors, so kept as they are (compare with the fixtures by hand): ${kept.join(', ')}`,
    );
  }
}

const id = (f: Pick<Fixture, 'uid' | 'key'>) => `${f.uid}:${f.key}`;

/**
 * The languages a fixture is published in: those whose version is translated. A version still marked for
 * translation (what `npm run locale:add` writes) stays a draft until a translator publishes it.
 */
export const publishedLocales = (fixture: Pick<Fixture, 'localized'>) =>
  LOCALE_CODES.filter((locale) => placeholderTexts(fixture.localized[locale]).length === 0);

/** Writes a fixture in every locale and publishes its translated versions: a new document, or the given one (a revision). */
async function writeFixture(
  strapi: Core.Strapi,
  fixture: Fixture,
  ctx: ResolveContext,
  existing?: string,
): Promise<string> {
  const uid = fixture.uid as UID.ContentType;
  const attributes = strapi.contentType(uid).attributes as Parameters<typeof resolveData>[1];
  // Every seeded type has draft & publish; the generic service type cannot know that for a runtime uid.
  const documents = strapi.documents(uid) as unknown as DraftDocuments;
  const where = path.basename(fixture.file);
  try {
    const dataFor = (locale: (typeof LOCALE_CODES)[number]) =>
      resolveData(strapi, attributes, { ...fixture.shared, ...fixture.localized[locale] }, ctx, `${where}/${locale}`);

    const documentId =
      existing ?? (await documents.create({ locale: DEFAULT_LOCALE, data: await dataFor(DEFAULT_LOCALE) })).documentId;
    for (const locale of LOCALE_CODES.filter((l) => existing !== undefined || l !== DEFAULT_LOCALE)) {
      await documents.update({ documentId, locale, data: await dataFor(locale) });
    }
    for (const locale of publishedLocales(fixture)) await documents.publish({ documentId, locale });
    return documentId;
  } catch (error) {
    const details = (error as { details?: unknown }).details;
    throw new Error(
      `[seed] ${fixture.uid} fixture ${where} failed: ${(error as Error).message}` +
        (details ? ` ${JSON.stringify(details)}` : ''),
    );
  }
}

function resolveContext(strapi: Core.Strapi, dir: string, state: SeedState): ResolveContext {
  const uploads = new Map<string, Promise<number>>();
  return {
    documentId(uid, key, from) {
      const documentId = state.documents[`${uid}:${key}`];
      if (!documentId) throw new Error(`${from}: no seeded ${uid} with key "${key}"`);
      return documentId;
    },
    media(relativePath) {
      if (relativePath in state.media) return Promise.resolve(state.media[relativePath]);
      let upload = uploads.get(relativePath);
      if (!upload) {
        upload = uploadFile(strapi, dir, relativePath).then((fileId) => {
          state.media[relativePath] = fileId;
          return fileId;
        });
        uploads.set(relativePath, upload);
      }
      return upload;
    },
  };
}

/** Alternative texts of the media library (English; pages carry their own per-language alt text). */
function libraryAltText(dir: string, relativePath: string): string {
  const manifest = path.join(dir, 'media', 'alt.json');
  if (!fs.existsSync(manifest)) return '';
  const entry = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, { en?: string }>)[relativePath];
  return entry?.en ?? '';
}

async function uploadFile(strapi: Core.Strapi, dir: string, relativePath: string): Promise<number> {
  const file = path.join(dir, 'media', relativePath);
  if (!fs.existsSync(file)) throw new Error(`media file ${file} does not exist`);
  const name = path.basename(file);
  const [uploaded] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText: libraryAltText(dir, relativePath), caption: '' } },
      files: {
        filepath: file,
        originalFilename: name,
        mimetype: MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        size: fs.statSync(file).size,
      },
    });
  return uploaded.id as number;
}
