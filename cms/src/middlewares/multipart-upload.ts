import type { Core } from '@strapi/strapi';
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
const multipartUpload: Core.MiddlewareFactory = () => {
  if (!isBodyDeferralInstalled()) {
    throw new Error('deferBodiesToRoutes(strapi) must run in register() before routes take uploads');
  }
  return async (ctx, next) => {
    if (!ctx.is('multipart')) return next(); // a JSON body: the global parser has read it
    let files: unknown;
    try {
      await configuredBodyParser()(ctx, async () => {
        files = (ctx.request as { files?: unknown }).files;
        await next();
      });
    } finally {
      await removeUploadedFiles(files);
    }
  };
};

export default multipartUpload;
