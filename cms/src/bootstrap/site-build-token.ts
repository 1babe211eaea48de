import type { Core } from '@strapi/strapi';
import { SCHEMA_READ_ACTIONS, publicReadActions } from './content-types';

export const SITE_BUILD_TOKEN_NAME = 'site-build (read-only)';

/**
 * The static-site build reads content with a custom API token that can only find/findOne.
 * Its secret comes from the environment (SITE_BUILD_TOKEN, shared with the site build), so no key is
 * ever written to the repository; the token row is created or re-keyed to match it on every boot.
 */
export async function ensureSiteBuildToken(strapi: Core.Strapi): Promise<void> {
  const key = process.env.SITE_BUILD_TOKEN;
  if (!key) {
    strapi.log.warn('[site-build-token] SITE_BUILD_TOKEN is not set; the site build cannot authenticate');
    return;
  }
  if (key.length < 32) throw new Error('SITE_BUILD_TOKEN must be at least 32 characters long');

  const tokens = strapi.service('admin::api-token');
  const permissions = [...publicReadActions(), ...SCHEMA_READ_ACTIONS];
  let token = await tokens.getByName(SITE_BUILD_TOKEN_NAME);
  if (!token) {
    token = await tokens.create({
      name: SITE_BUILD_TOKEN_NAME,
      description: 'Used by the Gatsby build. Can read published content only.',
      type: 'custom',
      lifespan: null,
      permissions,
    });
  }
  const accessKey = tokens.hash(key);
  const stored = await strapi.db
    .query('admin::api-token')
    .findOne({ select: ['id', 'accessKey'], where: { id: token.id } });
  if (stored?.accessKey !== accessKey) {
    await strapi.db.query('admin::api-token').update({
      where: { id: token.id },
      data: {
        accessKey,
        encryptedKey: strapi.service('admin::encryption').encrypt(key),
      },
    });
  }
}
