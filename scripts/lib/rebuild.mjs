// The rebuild service wired to the site: Strapi's webhook in, `gatsby build` against the CMS, the output
// published as a new release and switched live. Used by `npm start` and the docker-compose rebuild worker
// (scripts/rebuild.mjs). Configuration: docs/operations.md "Configuration" (REBUILD_*).
import { spawn } from 'node:child_process';
import { combineTargets, createRebuildServer, createRebuildService, oneAtATime } from '@app/rebuild';
import { SITE_DIR, ensureCmsSecrets } from './env.mjs';
import { previewRefreshTarget } from './preview.mjs';
import { siteFastPath } from './publish-worker-client.mjs';
import {
  acquireBuildLock,
  buildSite,
  cancelSiteBuild,
  siteBuildEnv,
  siteReleases,
  writeSiteServingConfig,
} from './site.mjs';

const int = (value, fallback) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/** Timing of the rebuild service, from the environment. */
export function rebuildTiming(env = process.env) {
  return {
    // Strapi sends one event per locale (sometimes two), within milliseconds: the quiet time folds them into one
    // publish. Short, since a publish takes the fast path (seconds).
    debounceMs: int(env.REBUILD_DEBOUNCE_MS, 300),
    maxWaitMs: int(env.REBUILD_MAX_WAIT_MS, 30_000),
    // The whole build that checks fast publishes waits for a minute without one: an editor's next publish shortly
    // after the first still takes the fast path instead of waiting for it.
    backstopDelayMs: int(env.REBUILD_BACKSTOP_DELAY_MS, 60_000),
  };
}

/** Whether publishes take the fast path (REBUILD_FAST_PATH, default on; `false` builds every publish in full). */
export const fastPathEnabled = (env = process.env) => env.REBUILD_FAST_PATH !== 'false';

/**
 * Timing of the draft preview's refreshes: a save should show within seconds, so the quiet time only
 * folds the one or two events Strapi sends per save.
 */
export function previewTiming(env = process.env) {
  return {
    debounceMs: int(env.PREVIEW_DEBOUNCE_MS, 300),
    maxWaitMs: int(env.PREVIEW_MAX_WAIT_MS, 5_000),
  };
}

/**
 * Runs the operator's command after each switch (e.g. `nginx -s reload`); rejects with its exit status.
 * @param {string} command
 * @returns {() => Promise<void>}
 */
export function shellHook(command) {
  return () =>
    new Promise((resolve, reject) => {
      const child = spawn('/bin/sh', ['-c', command], { stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`\`${command}\` failed (${signal ?? `exit ${code}`})`)),
      );
    });
}

/**
 * The site's fast path (publish-worker-client.mjs) for the site the service builds.
 * @param {{ cmsUrl: string, siteUrl: string, cmsPublicUrl?: string, env?: Record<string, string> }} site
 * @param {{ siteDir: string, output: string, log?: import('@app/rebuild').Logger, maxPages?: number }} options
 *   `output`: where the worker's log goes (`inherit`, `ignore`, a file)
 */
function siteFastPathOf(site, { siteDir, output, log, maxPages }) {
  const cmsPublicUrl = site.cmsPublicUrl ?? site.cmsUrl;
  const token = () => process.env.SITE_BUILD_TOKEN ?? ensureCmsSecrets().SITE_BUILD_TOKEN;
  return siteFastPath({
    siteDir,
    env: () => siteBuildEnv({ ...site, cmsPublicUrl, token: token(), siteDir }),
    cmsPublicUrl,
    output,
    maxPages,
    writeServingConfig: (outputDir) => writeSiteServingConfig(outputDir, { cmsPublicUrl, siteDir }),
    lock: () => acquireBuildLock(siteDir),
    log: log ? (line) => log.info(line) : console.log,
  });
}

/**
 * Starts the rebuild service's HTTP server (webhook, status) on `host:port`. `build` defaults to the real
 * site build against `site`'s CMS, with the fast path (`fast`: the publish worker, unless REBUILD_FAST_PATH=false;
 * never for a `build` passed in) in `siteDir` (site/; a test's workspace); `releases` to the site's releases.
 * With `preview` (`{ refreshUrl }`, or
 * `{ build, releases }` in tests) a second target hands every change, drafts included, to the draft preview
 * (packages/rebuild/src/targets.ts), which takes it in within seconds (no build).
 * The preview target has no output folder and no release folder (`previewRefreshTarget`), so it is not typed as
 * the site's `build`/`releases`. `workerOutput` is where the publish worker's log goes (`inherit`, `ignore`, a file).
 * @param {{
 *   host: string, port: number, site: Parameters<typeof buildSite>[0], secret?: string,
 *   build?: import('@app/rebuild').RebuildServiceOptions['build'], releases?: import('@app/rebuild').ReleaseStore,
 *   fast?: boolean, siteDir?: string, workerOutput?: string, fastPathMaxPages?: number,
 *   preview?: { refreshUrl?: string, build?: any, releases?: any, timing?: { debounceMs: number, maxWaitMs: number } },
 *   afterSwitchCommand?: string, timing?: { debounceMs: number, maxWaitMs: number, backstopDelayMs?: number },
 *   log?: import('@app/rebuild').Logger,
 * }} options
 */
export async function startRebuildService({
  host,
  port,
  site,
  secret = ensureCmsSecrets().REBUILD_WEBHOOK_SECRET,
  build,
  fast = build === undefined && fastPathEnabled(),
  siteDir = SITE_DIR,
  releases = siteReleases(),
  preview,
  afterSwitchCommand = process.env.REBUILD_AFTER_SWITCH,
  timing = rebuildTiming(),
  log,
  workerOutput = 'inherit',
  fastPathMaxPages,
}) {
  const serial = oneAtATime();
  const fastPath = fast
    ? siteFastPathOf(site, { siteDir, output: workerOutput, log, maxPages: fastPathMaxPages })
    : undefined;
  const buildOnce = build ?? (() => buildSite({ ...site, siteDir }));
  const fullBuild = fastPath ? (context) => fastPath.aroundFullBuild(() => buildOnce(context)) : buildOnce;
  const siteService = createRebuildService({
    build: (context) => serial(() => fullBuild(context)),
    releases,
    ...timing,
    fastPath,
    afterSwitch: afterSwitchCommand ? shellHook(afterSwitchCommand) : undefined,
    log,
  });
  let previewService;
  if (preview) {
    const target = preview.build ? preview : previewRefreshTarget({ refreshUrl: preview.refreshUrl, secret });
    previewService = createRebuildService({
      build: target.build,
      releases: target.releases,
      ...(preview.timing ?? previewTiming()),
      log,
      target: 'the draft preview',
    });
  }
  const service = previewService ? combineTargets(siteService, previewService) : siteService;
  const server = createRebuildServer(service, { secret });
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    })
  );
  const url = `http://${host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  return {
    service,
    siteService,
    previewService,
    releases,
    url,
    webhookUrl: `${url}/webhook`,
    fastPath,
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      serial.stop();
      await cancelSiteBuild();
      await service.stop();
      await fastPath?.stop();
    },
  };
}
