import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { ensurePublicPermissions } from './bootstrap/permissions';
import { ensureSiteBuildToken } from './bootstrap/site-build-token';
import { seedFixtures } from './seed';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePublicPermissions(strapi);
    await ensureSiteBuildToken(strapi);
    if (process.env.SEED_FIXTURES !== 'false') {
      await seedFixtures(strapi);
    }
    await strapi.service('api::newsletter.newsletter').purgeUnconfirmed();
  },
};
