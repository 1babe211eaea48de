import type { Core } from '@strapi/strapi';
import { publicReadActions } from './content-types';

export const SITE_BUILD_TOKEN_NAME = 'site-build (read-only)';

/**
 * Read-only schema actions the build's source plugin calls first (gatsby-source-strapi reads
 * `/api/content-type-builder/content-types` and `/components`); they cannot change anything.
 */
const SCHEMA_READ_ACTIONS = [
  'plugin::content-type-builder.content-types.getContentTypes',
  'plugin::content-type-builder.components.getComponents',
];

/** Exactly what the build token may do: read published content and the content-type schemas. */
export const siteBuildTokenActions = (): string[] => [...publicReadActions(), ...SCHEMA_READ_ACTIONS];

type TokenService = {
  getByName(name: string): Promise<{ id: number; type: string; permissions?: string[] } | null>;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  update(id: number, attributes: Record<string, unknown>): Promise<unknown>;
  hash(key: string): string;
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * The static-site build reads content with a custom API token. Its secret comes from the environment
 * (SITE_BUILD_TOKEN, shared with the site build), so no key is ever written to the repository. On every boot
 * the token row is created, re-keyed to match the secret, and put back to exactly its read-only permissions:
 * an administrator who widens it in the admin panel (more actions, or the "full access" type) is reverted.
 */
export async function ensureSiteBuildToken(strapi: Core.Strapi): Promise<void> {
  const key = process.env.SITE_BUILD_TOKEN;
  if (!key) {
    strapi.log.warn('[site-build-token] SITE_BUILD_TOKEN is not set; the site build cannot authenticate');
    return;
  }
  if (key.length < 32) throw new Error('SITE_BUILD_TOKEN must be at least 32 characters long');

  const tokens = strapi.service('admin::api-token-content-api') as unknown as TokenService;
  const permissions = siteBuildTokenActions();
  const existing = await tokens.getByName(SITE_BUILD_TOKEN_NAME);
  const token =
    existing ??
    (await tokens.create({
      name: SITE_BUILD_TOKEN_NAME,
      description: 'Used by the site build. Can read published content and the content-type schemas only.',
      type: 'custom',
      lifespan: null,
      permissions,
    }));
  if (existing && (existing.type !== 'custom' || !sameSet(existing.permissions ?? [], permissions))) {
    await tokens.update(existing.id, { type: 'custom', permissions });
    strapi.log.warn('[site-build-token] permissions had been changed; restored to read-only');
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
