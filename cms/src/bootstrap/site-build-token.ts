import type { Core } from '@strapi/strapi';
import { publicReadActions } from './content-types';

export const SITE_BUILD_TOKEN_NAME = 'site-build (read-only)';
/** The preview build's token: the same read-only permissions; the drafts policy lets only it ask for drafts. */
export const SITE_PREVIEW_TOKEN_NAME = 'site-preview (reads drafts, read-only)';

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

/** One server-side token of the site builds: its name, the environment variable with its key, a description. */
type ReadTokenSpec = { name: string; envKey: string; description: string };

const READ_TOKENS: readonly ReadTokenSpec[] = [
  {
    name: SITE_BUILD_TOKEN_NAME,
    envKey: 'SITE_BUILD_TOKEN',
    description: 'Used by the site build. Can read published content and the content-type schemas only.',
  },
  {
    name: SITE_PREVIEW_TOKEN_NAME,
    envKey: 'SITE_PREVIEW_TOKEN',
    description:
      'Used by the draft-preview build (never shipped to browsers). Reads like the build token, drafts included.',
  },
];

/**
 * The static-site builds read content with custom API tokens. Their secrets come from the environment
 * (SITE_BUILD_TOKEN for the public build, SITE_PREVIEW_TOKEN for the preview build), so no key is ever
 * written to the repository. On every boot each token row is created, re-keyed to match its secret, and put
 * back to exactly its read-only permissions: an administrator who widens it in the admin panel (more actions,
 * or the "full access" type) is reverted.
 */
export async function ensureSiteBuildToken(strapi: Core.Strapi): Promise<void> {
  for (const spec of READ_TOKENS) await ensureReadToken(strapi, spec);
}

async function ensureReadToken(strapi: Core.Strapi, { name, envKey, description }: ReadTokenSpec): Promise<void> {
  const key = process.env[envKey];
  if (!key) {
    strapi.log.warn(`[site-build-token] ${envKey} is not set; the token "${name}" cannot authenticate`);
    return;
  }
  if (key.length < 32) throw new Error(`${envKey} must be at least 32 characters long`);

  const tokens = strapi.service('admin::api-token-content-api') as unknown as TokenService;
  const permissions = siteBuildTokenActions();
  const existing = await tokens.getByName(name);
  const token = existing ?? (await tokens.create({ name, description, type: 'custom', lifespan: null, permissions }));
  if (existing && (existing.type !== 'custom' || !sameSet(existing.permissions ?? [], permissions))) {
    await tokens.update(existing.id, { type: 'custom', permissions });
    strapi.log.warn(`[site-build-token] permissions of "${name}" had been changed; restored to read-only`);
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
