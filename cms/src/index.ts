import type { Core } from '@strapi/strapi';
import { editedContentOnlyOnDashboard, ensureAdminLayouts, ensureComponentLabels } from './bootstrap/admin-layouts';
import { ensureAdminRoles } from './bootstrap/admin-roles';
import { ensureLocales } from './bootstrap/locales';
import { assertProductionSecrets } from './bootstrap/secrets';
import { registerDocumentRules, useSiteSlugs } from './editorial/document-rules';
import { registerEditingRoutes } from './editorial/editing-routes';
import { registerEntryHistory } from './editorial/entry-history';
import { registerSaveConflicts } from './editorial/save-conflicts';
import { registerPublishChecks } from './editorial/publish-checks';
import { registerRemovalChecks } from './editorial/removal-checks';
import { createScheduler, registerScheduleCleanup, registerScheduleRoutes } from './editorial/scheduled-publishing';
import { registerSharedFields } from './editorial/shared-fields';
import { registerWriteGuard } from './editorial/write-guard';
import { backfillLanguages, registerSystemFields } from './editorial/system-fields';
import { ensurePublicPermissions } from './bootstrap/permissions';
import { ensureRebuildWebhook } from './bootstrap/rebuild-webhook';
import { ensureSiteBuildToken } from './bootstrap/site-build-token';
import { equaliseAdminLoginTiming } from './lib/admin-login';
import { registerContentChecksRoute } from './lib/content-checks-route';
import { registerPreviewAccess } from './lib/preview-access';
import { previewSettings } from './lib/preview-url';
import { answerForbiddenRelations } from './lib/relations-forbidden';
import { registerTranslationStatusRoute } from './lib/translation-status-route';
import { registerSiteBuildStatusRoute } from './lib/site-build-status';
import { guardUploadProvider } from './lib/upload-guard';
import { publishLocalUploads, rebaseLocalUploads } from './lib/upload-urls';
import { uploadTempDir } from './lib/upload-storage';
import { guardAdminAuthRoutes } from './middlewares/lib/auth-routes';
import { deferBodiesToRoutes } from './middlewares/lib/deferred-body';
import { prepareUploadFolder } from './middlewares/lib/upload-files';
import { assertContentRoutesGuarded } from './policies/lib/read-guards';
import { installRouteRules } from './policies/lib/route-rules';
import { purgeExpiredPersonalData } from './lib/retention';
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
    installRouteRules(strapi);
    deferBodiesToRoutes(strapi);
    guardAdminAuthRoutes(strapi);
    answerForbiddenRelations(strapi);
    // Every file written to the media store passes the file-type allow-list (src/lib/upload-types.ts).
    guardUploadProvider(strapi);
    // Files on the CMS's disk are loaded from UPLOADS_PUBLIC_URL when set (never from the admin's origin).
    publishLocalUploads(strapi);
    prepareUploadFolder(uploadTempDir(process.env, strapi.dirs.app.root));
    // In this order: the write guard refuses what the user's role may not do before anything else runs; a save from
    // an outdated version is refused before any rule runs (the check, the rules and the write share one transaction;
    // the version history records what they all wrote); a new language version takes the shared fields before the
    // editorial rules run; the editorial rules settle the slug before the system fields record a former one.
    registerWriteGuard(strapi);
    registerSaveConflicts(strapi);
    registerEntryHistory(strapi);
    registerSharedFields(strapi);
    registerDocumentRules(strapi);
    registerSystemFields(strapi);
    // Last: it checks what the rules above have settled.
    registerPublishChecks(strapi);
    registerRemovalChecks(strapi);
    registerSiteBuildStatusRoute(strapi);
    registerContentChecksRoute(strapi);
    registerTranslationStatusRoute(strapi);
    registerPreviewAccess(strapi, previewSettings(process.env)?.secret ?? null);
    registerScheduleRoutes(strapi);
    registerScheduleCleanup(strapi);
    registerEditingRoutes(strapi);
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
    const moved = await rebaseLocalUploads(strapi);
    if (moved > 0) strapi.log.info(`[uploads] ${moved} file URLs moved to UPLOADS_PUBLIC_URL`);
    await purgeExpiredPersonalData(strapi);
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
