import type { Core } from '@strapi/strapi';
import { editedContentOnlyOnDashboard, ensureAdminLayouts, ensureComponentLabels } from './bootstrap/admin-layouts';
import { ensureAdminRoles } from './bootstrap/admin-roles';
import { ensureLocales } from './bootstrap/locales';
import { assertProductionSecrets } from './bootstrap/secrets';
import { registerDocumentRules, useSiteSlugs } from './editorial/document-rules';
import { registerPublishChecks } from './editorial/publish-checks';
import { registerRemovalChecks } from './editorial/removal-checks';
import { createScheduler, registerScheduleCleanup, registerScheduleRoutes } from './editorial/scheduled-publishing';
import { registerSharedFields } from './editorial/shared-fields';
import { backfillLanguages, registerSystemFields } from './editorial/system-fields';
import { ensurePublicPermissions } from './bootstrap/permissions';
import { ensureRebuildWebhook } from './bootstrap/rebuild-webhook';
import { ensureSiteBuildToken } from './bootstrap/site-build-token';
import { equaliseAdminLoginTiming } from './lib/admin-login';
import { registerContentChecksRoute } from './lib/content-checks-route';
import { registerSiteBuildStatusRoute } from './lib/site-build-status';
import { uploadTempDir } from './lib/upload-storage';
import { deferBodiesToRoutes } from './middlewares/lib/deferred-body';
import { prepareUploadFolder } from './middlewares/lib/upload-files';
import { assertContentRoutesGuarded } from './policies/lib/read-guards';
import { seedFixtures } from './seed';

const OUTBOX = 'api::outgoing-email.outgoing-email';
/**
 * One-shot commands that load the CMS (`npm run cms:admin`) set CMS_COMMAND=true: the running CMS delivers mail,
 * publishes what is scheduled and owns the rebuild webhook, not a process about to exit. (OUTBOX_DELIVERY=false
 * still stops only the delivery.)
 */
const isCommand = () => process.env.CMS_COMMAND === 'true';
let scheduler: ReturnType<typeof createScheduler> | undefined;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    assertProductionSecrets();
    deferBodiesToRoutes(strapi);
    prepareUploadFolder(uploadTempDir(process.env, strapi.dirs.app.root));
    // In this order: shared fields are checked (and a new language version takes them) before the editorial rules
    // run; the editorial rules settle the slug before the system fields record a former one.
    registerSharedFields(strapi);
    registerDocumentRules(strapi);
    registerSystemFields(strapi);
    // Last: it checks what the rules above have settled.
    registerPublishChecks(strapi);
    registerRemovalChecks(strapi);
    registerSiteBuildStatusRoute(strapi);
    registerContentChecksRoute(strapi);
    registerScheduleRoutes(strapi);
    registerScheduleCleanup(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    assertContentRoutesGuarded(strapi);
    equaliseAdminLoginTiming(strapi);
    await ensureLocales(strapi);
    await ensurePublicPermissions(strapi);
    await ensureSiteBuildToken(strapi);
    await ensureAdminRoles(strapi);
    await ensureAdminLayouts(strapi);
    await ensureComponentLabels(strapi);
    useSiteSlugs(strapi);
    editedContentOnlyOnDashboard(strapi);
    if (process.env.SEED_FIXTURES !== 'false') {
      await seedFixtures(strapi);
    }
    await backfillLanguages(strapi);
    await strapi.service('api::newsletter.newsletter').purgeUnconfirmed();
    await strapi.service('api::token-deployment.token-deployment').purgeUnconfirmed();
    await strapi.service(OUTBOX).purgeSent();
    if (isCommand()) return;
    // Delivers queued e-mails, including those a previous process left unsent.
    if (process.env.OUTBOX_DELIVERY !== 'false') strapi.service(OUTBOX).outbox().start();
    // Publishes what editors scheduled, including what fell due while no CMS ran.
    scheduler = createScheduler(strapi);
    scheduler.start();
    // Last, so the first boot's seeding sends no rebuild events.
    await ensureRebuildWebhook(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await scheduler?.stop();
    await strapi.service(OUTBOX).stopOutbox();
  },
};
