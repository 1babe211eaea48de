import type { Core } from '@strapi/strapi';
import { PREVIEWABLE_TYPES, previewPathOf } from '@app/routing';
import { tokenForCurrentAdmin } from './preview-access';

/** The query parameter of a preview link that carries the preview token. */
export const PREVIEW_TOKEN_PARAMETER = 'token';

/** The part of Strapi's preview handler parameters the URL depends on. */
export type PreviewParams = { documentId?: string; locale?: string | null; status?: string | null };

/**
 * The draft-preview server's origin and the key of its tokens (docs/operations.md "Draft preview"), or null when not
 * configured.
 */
export function previewSettings(env: NodeJS.ProcessEnv): { origin: string; secret: string } | null {
  const url = env.PREVIEW_URL?.trim();
  const secret = env.PREVIEW_SECRET ?? '';
  if (!url || secret === '') return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('PREVIEW_URL must be http(s)');
  return { origin: parsed.origin, secret };
}

/**
 * The preview server's URL for an entry's draft in its language, or null (no preview button target) for
 * content types without a page. The entry is read as a draft: its slug may have changed since publishing.
 * A preview token of the admin user asking (`preview-access.ts`) rides in the query once; the preview server swaps it
 * for a cookie and redirects to the clean path. Who may ask is decided on the route (`policies/preview-reader.ts`).
 * `saved` names the draft's last save, so the preview never shows an older one without saying so.
 */
export async function previewUrlFor(
  strapi: Core.Strapi,
  uid: string,
  { documentId, locale }: PreviewParams,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | null> {
  const settings = previewSettings(env);
  if (settings === null || !PREVIEWABLE_TYPES.includes(uid) || typeof locale !== 'string') return null;
  const token = tokenForCurrentAdmin(strapi, settings.secret);
  if (token === null) return null;
  const documents = strapi.documents(uid as Parameters<typeof strapi.documents>[0]);
  const entry = (await documents.findOne({
    ...(documentId ? { documentId } : {}),
    locale,
    status: 'draft',
  } as Parameters<typeof documents.findOne>[0])) as { path?: unknown; slug?: unknown; updatedAt?: unknown } | null;
  if (entry === null) return null;
  const path = previewPathOf({ uid, locale, path: entry.path, slug: entry.slug });
  if (path === null) return null;
  const url = new URL(path, settings.origin);
  url.searchParams.set(PREVIEW_TOKEN_PARAMETER, token);
  // The save the editor opens the preview for: until the renderer has it, the preview waits or says it is older.
  const saved = entry.updatedAt instanceof Date ? entry.updatedAt.toISOString() : entry.updatedAt;
  if (typeof saved === 'string') url.searchParams.set('saved', saved);
  return url.href;
}
