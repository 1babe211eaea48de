/**
 * Where uploaded media live. By default on the CMS's own disk (`public/uploads`, served by the CMS with the
 * headers of `middlewares/lib/file-headers.ts`: the upload allow-list's type, or a download); with `S3_BUCKET` set, in an S3-compatible object store
 * (AWS S3, Cloudflare R2, MinIO, …) through `@strapi/provider-upload-aws-s3`, so several CMS instances share
 * them (docs/operations.md "Scaling past one machine"). Configured by environment only; a half-configured store stops
 * the CMS at start rather than losing uploads later.
 */
import type { ServerResponse } from 'http';
import path from 'path';
import { setServedFileHeaders } from '../middlewares/lib/file-headers';

type Env = Readonly<Record<string, string | undefined>>;

/** The variables of the object store, in the order docs/operations.md lists them. */
export const S3_VARIABLES = [
  'S3_BUCKET',
  'UPLOADS_PUBLIC_URL',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_ROOT_PATH',
  'S3_ACL',
] as const;

/** Canned ACLs we send. Unset sends none: buckets created since 2023 refuse ACLs; use a bucket policy. */
const ACLS = new Set(['public-read']);

const value = (env: Env, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
};

function httpUrl(env: Env, name: string): string {
  const raw = value(env, name);
  if (raw === undefined) throw new Error(`${name} is required when S3_BUCKET is set`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an absolute http(s) URL`);
  return raw.replace(/\/+$/, '');
}

function booleanOf(env: Env, name: string): boolean {
  const raw = value(env, name);
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`${name} must be true or false`);
}

/** Access keys as a pair, or neither (the SDK's default chain: instance role, web identity, …). */
function credentials(env: Env): { accessKeyId: string; secretAccessKey: string } | undefined {
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if (accessKeyId === undefined && secretAccessKey === undefined) return undefined;
  if (accessKeyId === undefined || secretAccessKey === undefined)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  return { accessKeyId, secretAccessKey };
}

function acl(env: Env): { ACL?: string } {
  const raw = value(env, 'S3_ACL');
  if (raw === undefined) return { ACL: undefined }; // present but undefined: the provider sends no ACL header
  if (!ACLS.has(raw)) throw new Error(`S3_ACL must be one of ${[...ACLS].join(', ')} (or unset)`);
  return { ACL: raw };
}

/** Whether uploads go to the object store. */
export const usesObjectStorage = (env: Env): boolean => value(env, 'S3_BUCKET') !== undefined;

function s3Config(env: Env) {
  const endpoint = value(env, 'S3_ENDPOINT') === undefined ? undefined : httpUrl(env, 'S3_ENDPOINT');
  return {
    provider: 'aws-s3',
    providerOptions: {
      // The address browsers load files from (a CDN or the bucket's public URL); stored in each file's `url`.
      baseUrl: httpUrl(env, 'UPLOADS_PUBLIC_URL'),
      rootPath: value(env, 'S3_ROOT_PATH'),
      s3Options: {
        region: value(env, 'S3_REGION') ?? 'us-east-1',
        ...(endpoint === undefined ? {} : { endpoint }),
        forcePathStyle: booleanOf(env, 'S3_FORCE_PATH_STYLE'),
        ...(credentials(env) === undefined ? {} : { credentials: credentials(env) }),
        params: { Bucket: value(env, 'S3_BUCKET'), ...acl(env) },
      },
    },
  };
}

/**
 * Strapi's own type check in its upload controllers stays neutral (an empty deny-list, which also ends its warning
 * that none is configured): the allow-list is checked where every path passes, the provider (`lib/upload-guard.ts`).
 */
const NEUTRAL_STRAPI_CHECK = { security: { deniedTypes: [] as string[] } };

/** The upload plugin's configuration for `config/plugins.ts`. */
export function uploadPluginConfig(env: Env) {
  if (usesObjectStorage(env)) return { config: { ...s3Config(env), ...NEUTRAL_STRAPI_CHECK } };
  // Uploaded files are served with the type of the upload allow-list (anything else as a download), nosniff and a
  // CSP sandbox, decided by the file on disk for every path spelling the file server resolves (range requests
  // included). `strapi` is the running CMS when a file is served.
  const setHeaders = (res: ServerResponse, filePath: string) =>
    setServedFileHeaders(res, filePath, strapi.dirs.static.public);
  return { config: { providerOptions: { localServer: { setHeaders } }, ...NEUTRAL_STRAPI_CHECK } };
}

/**
 * Where browsers load uploaded files from: UPLOADS_PUBLIC_URL — with the object store its public address, without
 * it the address that serves the CMS's `/uploads/` (in production the public listener of cms-proxy, or a CDN in
 * front of it), so the admin's own origin never serves an uploaded file. Unset: the CMS itself (relative URLs).
 */
export const uploadsPublicBase = (env: Env): string | undefined =>
  value(env, 'UPLOADS_PUBLIC_URL') === undefined ? undefined : httpUrl(env, 'UPLOADS_PUBLIC_URL');

/** Origins the admin panel must load media from besides itself (its CSP `img-src` / `media-src`). */
export function uploadMediaOrigins(env: Env): string[] {
  if (usesObjectStorage(env)) return [new URL(httpUrl(env, 'UPLOADS_PUBLIC_URL')).origin];
  const base = uploadsPublicBase(env);
  return base === undefined ? [] : [new URL(base).origin];
}

/** A file of the local provider: `/uploads/<name>`, relative or under any http(s) base. */
const LOCAL_UPLOAD_URL = /^(?:https?:\/\/.*)?(\/uploads\/[^/]+)$/i;

/** A local file's URL under `base` (relative without one), whatever base it was stored with; other URLs unchanged. */
export function localUploadUrl(url: string, base: string | undefined): string {
  const file = LOCAL_UPLOAD_URL.exec(url)?.[1];
  return file === undefined ? url : `${base ?? ''}${file}`;
}

/**
 * The folder multipart uploads are written to while their request runs (the media library's uploads only; every
 * other route refuses multipart): UPLOAD_TMP_DIR, else `.tmp/uploads` in the CMS folder. Not the system's temp
 * folder: what lands here is the CMS's alone, so it can be counted and cleaned.
 */
export function uploadTempDir(env: Env, cmsDir: string): string {
  return path.resolve(cmsDir, value(env, 'UPLOAD_TMP_DIR') ?? path.join('.tmp', 'uploads'));
}
