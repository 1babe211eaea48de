import type { Core } from '@strapi/strapi';
import path from 'path';
import { uploadTempDir } from '../src/lib/upload-storage';

/** Origins allowed to call the CMS from a browser: the site, and the CMS's own public origin (admin panel). */
function allowedOrigins(env: (name: string, fallback?: string) => string): string[] {
  const urls = [env('SITE_URL', 'http://localhost:9000'), env('PUBLIC_URL', '')];
  return [...new Set(urls.filter((url) => url !== '').map((url) => new URL(url).origin))];
}

// No `strapi::poweredBy`: the CMS does not announce what it runs (X-Powered-By).
export default ({ env }: Core.Config.Shared.ConfigParams) => [
  // Strapi's request log without query strings (they can carry credentials and link tokens).
  'global::request-log',
  'strapi::errors',
  'strapi::security',
  // Replaces strapi::security's Content-Security-Policy with the CMS's own (src/lib/cms-csp.ts).
  'global::content-security-policy',
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
  'strapi::query',
  // Defers to the route for form endpoints and uploads, refuses multipart elsewhere (src/middlewares/lib/deferred-body.ts).
  // Uploads are written to a folder of the CMS's own (compiled config lives in dist/config: the CMS is two up).
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '2mb',
      formidable: { uploadDir: uploadTempDir(process.env, path.resolve(__dirname, '..', '..')) },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'global::public-file-headers',
  'strapi::public',
];
