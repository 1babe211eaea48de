import type { Core } from '@strapi/strapi';
import fs from 'fs';
import path from 'path';
import { setServedFileHeaders } from './lib/file-headers';

const isInside = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * The upload route sets the file headers itself (`localServer.setHeaders` in config/plugins.ts), but Strapi's
 * `strapi::public` static server reaches the same folder under other spellings (`/%75ploads/x.svg`,
 * `/robots.txt/../uploads/x.svg`) and has no header hook. After any route has answered, a body streamed from a
 * file in the public folder gets the same headers, decided by the resolved file. Place before `strapi::public`.
 */
const publicFileHeaders: Core.MiddlewareFactory = (_config, { strapi }) => {
  const publicDir = path.resolve(strapi.dirs.static.public);
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (
      body instanceof fs.ReadStream &&
      typeof body.path === 'string' &&
      isInside(publicDir, path.resolve(body.path))
    ) {
      setServedFileHeaders(ctx.res, body.path, publicDir);
    }
  };
};

export default publicFileHeaders;
