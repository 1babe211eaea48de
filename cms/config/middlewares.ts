import type { Core } from '@strapi/strapi';
import { CSP_DEFAULTS } from '@strapi/utils';
import { uploadMediaOrigins } from '../src/lib/upload-storage';

/**
 * Strapi's security headers; with media in an object store, the admin panel's CSP also lets it show them
 * (Strapi's defaults plus the store's public origin).
 */
function security() {
  const media = uploadMediaOrigins(process.env);
  if (media.length === 0) return 'strapi::security';
  const directives = {
    'img-src': [...CSP_DEFAULTS['img-src'], ...media],
    'media-src': [...CSP_DEFAULTS['media-src'], ...media],
  };
  return { name: 'strapi::security', config: { contentSecurityPolicy: { useDefaults: true, directives } } };
}

/** Origins allowed to call the CMS from a browser: the site, and the CMS's own public origin (admin panel). */
function allowedOrigins(env: (name: string, fallback?: string) => string): string[] {
  const urls = [env('SITE_URL', 'http://localhost:9000'), env('PUBLIC_URL', '')];
  return [...new Set(urls.filter((url) => url !== '').map((url) => new URL(url).origin))];
}

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  'strapi::logger',
  'strapi::errors',
  security(),
  {
    // Only the site may read and post from a browser; no cookies or credentials cross origins (the admin panel
    // is served by the CMS itself and needs none). Any other Origin gets no CORS headers at all.
    name: 'strapi::cors',
    config: {
      origin: allowedOrigins(env),
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      headers: ['Content-Type', 'Authorization', 'Accept'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  // Defers to the route for form endpoints (see src/middlewares/lib/deferred-body.ts).
  { name: 'strapi::body', config: { jsonLimit: '2mb' } },
  'strapi::session',
  'strapi::favicon',
  'global::public-file-headers',
  'strapi::public',
];
