import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { ensurePublicPermissions } from './bootstrap/permissions';
import { ensureRebuildWebhook } from './bootstrap/rebuild-webhook';
import { ensureSiteBuildToken } from './bootstrap/site-build-token';
import { registerSiteBuildStatusRoute } from './lib/site-build-status';
import { deferFormBodiesToRoutes } from './middlewares/lib/deferred-body';
import { assertContentRoutesGuarded } from './policies/lib/read-guards';
import { seedFixtures } from './seed';

const OUTBOX = 'api::outgoing-email.outgoing-email';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    deferFormBodiesToRoutes(strapi);
    registerSiteBuildStatusRoute(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    assertContentRoutesGuarded(strapi);
    await ensureLocales(strapi);
    await ensurePublicPermissions(strapi);
    await ensureSiteBuildToken(strapi);
    if (process.env.SEED_FIXTURES !== 'false') {
      await seedFixtures(strapi);
    }
    await strapi.service('api::newsletter.newsletter').purgeUnconfirmed();
    await strapi.service(OUTBOX).purgeSent();
    // Delivers queued e-mails, including those a previous process left unsent.
    strapi.service(OUTBOX).outbox().start();
    // Last, so the first boot's seeding sends no rebuild events.
    await ensureRebuildWebhook(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await strapi.service(OUTBOX).stopOutbox();
  },
};
