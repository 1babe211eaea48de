import type { Core } from '@strapi/strapi';
import { publicReadActions } from './content-types';

const PERMISSION_UID = 'plugin::users-permissions.permission';

/**
 * The public role may only read published content: exactly find/findOne of the public content types.
 * Any other permission on the role (users-permissions grants sign-up and login routes by default; this
 * site has no visitor accounts) is removed, and self-registration is switched off.
 */
export async function ensurePublicPermissions(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('users-permissions public role is missing');

  const wanted = new Set(publicReadActions());
  const current: Array<{ id: number; action: string }> = await strapi.db
    .query(PERMISSION_UID)
    .findMany({ where: { role: role.id } });

  for (const permission of current) {
    if (!wanted.has(permission.action)) {
      await strapi.db.query(PERMISSION_UID).delete({ where: { id: permission.id } });
    }
  }
  const have = new Set(current.map((p) => p.action));
  for (const action of wanted) {
    if (!have.has(action)) {
      await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
    }
  }

  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const advanced = ((await store.get()) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) {
    await store.set({ value: { ...advanced, allow_register: false } });
  }
}
