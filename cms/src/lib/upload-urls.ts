/**
 * Files on the CMS's disk are loaded by browsers from UPLOADS_PUBLIC_URL when it is set (production: the public
 * listener of cms-proxy or a CDN; the admin's listener refuses `/uploads/`): new files get their URL under it as
 * they are written, and files stored earlier (relative, or under a former base) are moved to it at every start.
 * With the object store the provider writes its own URLs; without UPLOADS_PUBLIC_URL URLs stay relative.
 */
import type { Core } from '@strapi/strapi';
import { wrapProviderWriters } from './upload-guard';
import { localUploadUrl, uploadsPublicBase, usesObjectStorage } from './upload-storage';

type Env = Readonly<Record<string, string | undefined>>;
const FILE_UID = 'plugin::upload.file';

type Format = { url?: string } & Record<string, unknown>;
type StoredFile = { id: number; url: string; formats: Record<string, Format> | null };

/** Sets the URL of every file the local provider writes under the public base (call in `register()`). */
export function publishLocalUploads(strapi: Core.Strapi, env: Env = process.env): void {
  if (usesObjectStorage(env)) return;
  const base = uploadsPublicBase(env);
  if (base === undefined) return;
  wrapProviderWriters(strapi, (write) => async (file, ...rest) => {
    const written = await write(file, ...rest);
    if (typeof file.url === 'string') file.url = localUploadUrl(file.url, base);
    return written;
  });
}

const rebased = (file: StoredFile, base: string | undefined) => ({
  url: localUploadUrl(file.url, base),
  formats:
    file.formats === null
      ? null
      : Object.fromEntries(
          Object.entries(file.formats).map(([key, format]) => [
            key,
            typeof format.url === 'string' ? { ...format, url: localUploadUrl(format.url, base) } : format,
          ]),
        ),
});

/** Moves the stored URLs of the local provider's files under the current base (call in `bootstrap()`). */
export async function rebaseLocalUploads(strapi: Core.Strapi, env: Env = process.env): Promise<number> {
  if (usesObjectStorage(env)) return 0;
  const base = uploadsPublicBase(env);
  const files = (await strapi.db
    .query(FILE_UID)
    .findMany({ where: { provider: 'local' }, select: ['id', 'url', 'formats'] })) as StoredFile[];
  let moved = 0;
  for (const file of files) {
    const next = rebased(file, base);
    if (JSON.stringify(next) === JSON.stringify({ url: file.url, formats: file.formats })) continue;
    await strapi.db.query(FILE_UID).update({ where: { id: file.id }, data: next });
    moved += 1;
  }
  return moved;
}
