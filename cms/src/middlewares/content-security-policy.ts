import type { Core } from '@strapi/strapi';
import { cmsContentSecurityPolicy } from '../lib/cms-csp';

/**
 * Sets the CMS's own Content-Security-Policy (`lib/cms-csp.ts`) on every answer, replacing the one
 * `strapi::security` wrote: Strapi's allows `'unsafe-inline'` scripts and requests to any `http:`, `https:` and
 * `ws:` address whenever NODE_ENV is development (as under `npm start`), and any `https:` address otherwise.
 * Place right after `strapi::security`. Only `strapi develop --watch-admin`, where Vite serves the admin with
 * its hot-reload socket, keeps Strapi's policy.
 */
const contentSecurityPolicy: Core.MiddlewareFactory = (_config, { strapi }) => {
  if (strapi.config.get('admin.serveAdminPanel') === false) return (_ctx, next) => next();
  const policy = cmsContentSecurityPolicy(process.env);
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', policy);
    await next();
  };
};

export default contentSecurityPolicy;
