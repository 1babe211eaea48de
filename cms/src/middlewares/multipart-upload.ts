import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { adminLocale, text } from '../lib/catalogue';
import { configuredBodyParser, isBodyDeferralInstalled } from './lib/deferred-body';
import { removeUploadedFiles } from './lib/upload-files';

/**
 * Route middleware of the upload routes (declared by `lib/deferred-body.ts`, not by hand): it runs after the
 * route's login and permission checks, so only a signed-in editor (or an API token allowed to upload) gets a
 * multipart body parsed and written to the upload folder. Strapi's parser removes only the files of the field
 * `files` afterwards; this removes every file of every field once the route has answered, whether it
 * succeeded or threw. A request aborted while its files arrive is cleaned up by the parser itself (it deletes
 * the files it opened when the request errors).
 */
const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A `fileInfo` entry as the media library sends it: a JSON object, or its text. */
function isFileInfo(value: unknown): boolean {
  if (typeof value !== 'string') return isPlainObject(value);
  try {
    return isPlainObject(JSON.parse(value));
  } catch {
    return false;
  }
}

/**
 * Strapi's upload controllers `JSON.parse` the `fileInfo` field unguarded (a 500 for `fileInfo=oops`): the field
 * is checked first — an entry or a list of entries, each a JSON object — and anything else is a 400.
 */
function assertFileInfo(strapi: Core.Strapi, body: unknown): void {
  const info = isPlainObject(body) ? (body as { fileInfo?: unknown }).fileInfo : undefined;
  if (info === undefined) return;
  const entries = Array.isArray(info) ? info : [info];
  if (!entries.every(isFileInfo)) {
    throw new errors.ValidationError(text(adminLocale(strapi), 'uploads:refused.info'), { field: 'fileInfo' });
  }
}

const multipartUpload: Core.MiddlewareFactory = (_config, { strapi }) => {
  if (!isBodyDeferralInstalled()) {
    throw new Error('deferBodiesToRoutes(strapi) must run in register() before routes take uploads');
  }
  return async (ctx, next) => {
    if (!ctx.is('multipart')) {
      assertFileInfo(strapi, ctx.request.body); // a JSON body: the global parser has read it
      return next();
    }
    let files: unknown;
    try {
      await configuredBodyParser()(ctx, async () => {
        files = (ctx.request as { files?: unknown }).files;
        assertFileInfo(strapi, ctx.request.body);
        await next();
      });
    } finally {
      await removeUploadedFiles(files);
    }
  };
};

export default multipartUpload;
