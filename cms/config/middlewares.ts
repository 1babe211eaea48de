import type { Core } from '@strapi/strapi';
/** Origins allowed to call the CMS from a browser: the site, and the CMS's own public origin (admin panel). */
function allowedOrigins(env: (name: string, fallback?: string) => string): string[] {
  const urls = [env('SITE_URL', 'http://localhost:9000'), env('PUBLIC_URL', '')];
  return [...new Set(urls.filter((url) => url !== '').map((url) => new URL(url).origin))];
}

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
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
