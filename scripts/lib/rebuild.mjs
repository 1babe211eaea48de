// The rebuild service wired to the site: Strapi's webhook in, `gatsby build` against the CMS, the output
// published as a new release and switched live. Used by `npm start` and the docker-compose rebuild worker
// (scripts/rebuild.mjs). Configuration: docs/operations.md "Configuration" (REBUILD_*).
import { spawn } from 'node:child_process';
import { combineTargets, createRebuildServer, createRebuildService } from '@app/rebuild';
import { ensureCmsSecrets } from './env.mjs';
import { previewRefreshTarget } from './preview.mjs';
import { buildSite, cancelSiteBuild, siteReleases } from './site.mjs';

const int = (value, fallback) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/** Timing of the rebuild service, from the environment. */
export function rebuildTiming(env = process.env) {
  return {
    // Strapi sends one event per locale (sometimes two): the quiet time folds them into one build.
    debounceMs: int(env.REBUILD_DEBOUNCE_MS, 1_500),
    maxWaitMs: int(env.REBUILD_MAX_WAIT_MS, 30_000),
  };
}

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
 * Runs the functions it is given one after the other (two Gatsby builds at once would starve both). A task
 * passed with `{ first: true }` (the public site's build) goes ahead of every waiting task without that flag
 * (draft-preview builds), so a publish never waits for more than the one build already running. After
 * `stop()`, waiting and new tasks reject instead of starting.
 */
export function oneAtATime() {
  const waiting = [];
  let running = false;
  let stopped = false;
  const next = () => {
    if (running || waiting.length === 0) return;
    const item = waiting.shift();
    running = true;
    const start = stopped
      ? Promise.reject(new Error('the rebuild service is stopping'))
      : Promise.resolve().then(item.task);
    start.then(item.resolve, item.reject).finally(() => {
      running = false;
      next();
    });
  };
  const run = (task, { first = false } = {}) =>
    new Promise((resolve, reject) => {
      const item = { task, resolve, reject, first };
      const behind = first ? waiting.findIndex((other) => !other.first) : -1;
      if (behind === -1) waiting.push(item);
      else waiting.splice(behind, 0, item);
      next();
    });
  run.stop = () => {
    stopped = true;
  };
  return run;
}

/**
 * Starts the rebuild service's HTTP server (webhook, status) on `host:port`. `build` defaults to the real
 * site build against `site`'s CMS; `releases` to the site's releases. With `preview` (`{ refreshUrl }`, or
 * `{ build, releases }` in tests) a second target hands every change, drafts included, to the draft preview
 * (packages/rebuild/src/targets.ts), which takes it in within seconds (no build).
 * The preview target has no output folder and no release folder (`previewRefreshTarget`), so it is not typed as
 * the site's `build`/`releases`.
 * @param {{
 *   host: string, port: number, site: Parameters<typeof buildSite>[0], secret?: string,
 *   build?: import('@app/rebuild').RebuildServiceOptions['build'], releases?: import('@app/rebuild').ReleaseStore,
 *   preview?: { refreshUrl?: string, build?: any, releases?: any, timing?: { debounceMs: number, maxWaitMs: number } },
 *   afterSwitchCommand?: string, timing?: { debounceMs: number, maxWaitMs: number },
 *   log?: import('@app/rebuild').Logger,
 * }} options
 */
export async function startRebuildService({
  host,
  port,
  site,
  secret = ensureCmsSecrets().REBUILD_WEBHOOK_SECRET,
  build = () => buildSite(site),
  releases = siteReleases(),
  preview,
  afterSwitchCommand = process.env.REBUILD_AFTER_SWITCH,
  timing = rebuildTiming(),
  log,
}) {
  const serial = oneAtATime();
  const siteService = createRebuildService({
    build: (context) => serial(() => build(context), { first: true }),
    releases,
    ...timing,
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
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      serial.stop();
      await cancelSiteBuild();
      await service.stop();
    },
  };
}
