import fs from 'fs';
import path from 'path';
import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@app/routing';
import { backfillRequiredFields } from './backfill';
import { fixturesDir, readFixtures, type Fixture } from './fixtures';
import { resolveData, type ResolveContext } from './resolve';

type DraftDocuments = {
  create(params: { locale: string; data: unknown }): Promise<{ documentId: string }>;
  update(params: { documentId: string; locale: string; data: unknown }): Promise<unknown>;
  publish(params: { documentId: string; locale: string }): Promise<unknown>;
};

type SeedState = { documents: Record<string, string>; media: Record<string, number> };

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
 * or an editor who changed or deleted the entry — is never overwritten. Only a required shared field the
 * content model gained later is filled where it is still empty (`backfillRequiredFields`).
 */
export async function seedFixtures(strapi: Core.Strapi): Promise<void> {
  const dir = fixturesDir(strapi.dirs.app.root);
  const store = strapi.store({ type: 'core', name: 'seed', key: 'state' });
  const state: SeedState = { documents: {}, media: {}, ...((await store.get()) as Partial<SeedState> | null) };
  const fixtures = readFixtures(dir);
  const filled = await backfillRequiredFields(strapi, fixtures, (f) => state.documents[id(f)]);
  if (filled.length > 0)
    strapi.log.info(`[seed] filled required fields added since the first boot: ${filled.join(', ')}`);
  const pending = fixtures.filter((f) => !(id(f) in state.documents));
  if (pending.length === 0) return;

  strapi.log.info(`[seed] loading ${pending.length} of ${fixtures.length} fixtures from ${dir}`);
  const ctx = resolveContext(strapi, dir, state);
  for (const fixture of pending) {
    state.documents[id(fixture)] = await seedOne(strapi, fixture, ctx);
    await store.set({ value: state });
  }
  strapi.log.info('[seed] done');
}

const id = (f: Pick<Fixture, 'uid' | 'key'>) => `${f.uid}:${f.key}`;

async function seedOne(strapi: Core.Strapi, fixture: Fixture, ctx: ResolveContext): Promise<string> {
  const uid = fixture.uid as UID.ContentType;
  const attributes = strapi.contentType(uid).attributes as Parameters<typeof resolveData>[1];
  // Every seeded type has draft & publish; the generic service type cannot know that for a runtime uid.
  const documents = strapi.documents(uid) as unknown as DraftDocuments;
  const where = path.basename(fixture.file);
  try {
    const dataFor = (locale: (typeof LOCALE_CODES)[number]) =>
      resolveData(strapi, attributes, { ...fixture.shared, ...fixture.localized[locale] }, ctx, `${where}/${locale}`);

    const created = await documents.create({ locale: DEFAULT_LOCALE, data: await dataFor(DEFAULT_LOCALE) });
    for (const locale of LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE)) {
      await documents.update({ documentId: created.documentId, locale, data: await dataFor(locale) });
    }
    await documents.publish({ documentId: created.documentId, locale: '*' });
    return created.documentId;
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
