/**
 * The secrets a CMS is configured with, listed once for the CMS (which refuses to start on a missing, placeholder or
 * reused one) and for a checkout's `npm start`, `npm run dev` and `npm test` (which generate them into `cms/.env`).
 * A secret added here is checked by the CMS and generated for every checkout.
 */

/** Strapi's keys and salts and the site build's API token; `APP_KEYS` holds several, comma-separated. */
export const CMS_REQUIRED_SECRETS = [
  'APP_KEYS',
  'ADMIN_JWT_SECRET',
  'API_TOKEN_SALT',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'SITE_BUILD_TOKEN',
] as const;

/**
 * The draft preview's: the key of the preview build's API token (the only token that reads drafts; server side
 * only) and the key that opens the preview server (the admin's preview links carry it once, then a cookie does).
 * Without them the CMS runs without the draft preview.
 */
export const CMS_PREVIEW_SECRETS = ['SITE_PREVIEW_TOKEN', 'PREVIEW_SECRET'] as const;
