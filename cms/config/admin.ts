import type { Core } from '@strapi/strapi';
import { previewSettings, previewUrlFor, type PreviewParams } from '../src/lib/preview-url';

/**
 * Strapi 5's preview button: the content manager asks `handler` for the URL of the entry's draft and shows it
 * in an iframe. It points at the draft-preview server (PREVIEW_URL), which frames only for this CMS's origin.
 */
function preview() {
  const settings = previewSettings(process.env);
  if (settings === null) return { enabled: false };
  return {
    enabled: true,
    config: {
      allowedOrigins: [settings.origin],
      handler: (uid: string, params: PreviewParams) => previewUrlFor(strapi, uid, params),
    },
  };
}

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  preview: preview(),
});
