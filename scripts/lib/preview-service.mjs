// The draft preview as one service (docs/architecture.md, "Draft preview"), for `npm start` and the compose service `preview`:
// the preview server on its port at once ("being updated" until the renderer is ready), the renderer
// (`gatsby develop` on drafts) once the live site has a release — its pages load that release's island runtime —,
// restarted with back-off whenever it exits (preview-supervisor.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { PREVIEW_DIR, previewFrameAncestors, releaseIslandScripts } from './preview.mjs';
import { createAccessCheck } from './preview-access.mjs';
import { startPreviewDevelop } from './preview-develop.mjs';
import { createPreviewServer } from './preview-server.mjs';
import { superviseRenderer } from './preview-supervisor.mjs';

const RELEASE_POLL_MS = 5_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the preview. `liveRelease` is the site's `current` release link; `secrets` the CMS secrets
 * (SITE_PREVIEW_TOKEN, REBUILD_WEBHOOK_SECRET); `cfg` the ports and URLs of `config()`. Visitors bring a preview
 * token from the admin, which the CMS at `cfg.cmsUrl` confirms.
 * @param {{
 *   cfg: Pick<ReturnType<typeof import('./env.mjs').config>,
 *     'cmsUrl' | 'cmsPublicUrl' | 'previewUrl' | 'previewHost' | 'previewPort' | 'previewRendererPort'>,
 *   secrets: Record<string, string>, liveRelease: string, env?: NodeJS.ProcessEnv,
 *   log?: import('@app/rebuild').Logger,
 * }} options
 */
export async function startPreviewService({ cfg, secrets, liveRelease, env = process.env, log = console }) {
  /** @type {ReturnType<typeof superviseRenderer> | null} */
  let supervisor = null;
  let stopped = false;
  const server = createPreviewServer({
    checkAccess: createAccessCheck({ cmsUrl: cfg.cmsUrl }),
    frameAncestors: previewFrameAncestors(env, cfg.cmsPublicUrl),
    renderer: () => supervisor?.renderer() ?? null,
    health: () => supervisor?.health() ?? { renderer: 'starting', restarts: 0, lastExit: null },
    assetsRoot: liveRelease,
    cmsPublicUrl: cfg.cmsPublicUrl,
    refresh: () => supervisor?.refresh() ?? Promise.reject(new Error('the preview is starting')),
    refreshSecret: secrets.REBUILD_WEBHOOK_SECRET,
    secure: cfg.previewUrl.startsWith('https:'),
  });
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(cfg.previewPort, cfg.previewHost, resolve);
    })
  );

  const logFile = path.join(PREVIEW_DIR, 'develop.log');
  const start = async () => {
    while (!stopped && !fs.existsSync(path.join(liveRelease, 'webpack.stats.json'))) await sleep(RELEASE_POLL_MS);
    if (stopped) return;
    fs.mkdirSync(PREVIEW_DIR, { recursive: true });
    fs.writeFileSync(logFile, ''); // this start's log; restarts append to it
    supervisor = superviseRenderer(
      () =>
        startPreviewDevelop({
          cmsUrl: cfg.cmsUrl,
          cmsPublicUrl: cfg.cmsPublicUrl,
          previewUrl: cfg.previewUrl,
          token: secrets.SITE_PREVIEW_TOKEN,
          port: cfg.previewRendererPort,
          islandScripts: releaseIslandScripts(liveRelease),
          logFile,
        }),
      { log },
    );
    await supervisor.renderer()?.ready();
    log.info(`▶ Draft preview ready (renderer log: ${logFile})`);
  };
  const started = start().catch((error) => log.error(`✖ Draft preview: ${error.message}`));

  return {
    server,
    started,
    async stop() {
      stopped = true;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await supervisor?.stop();
    },
  };
}
