// The draft preview of `npm start` for an e2e spec (e2e/support/preview-stack.ts starts this file as a process of
// its own: the orchestration scripts are native ES modules): the rebuild service on the address the test CMS sends
// its webhook to, with the preview as its second target, and the preview service (its server and renderer) on the
// address the CMS's preview links point to. The public site's build is a stand-in whose outcomes the spec writes, one
// per line, to OUTCOMES_FILE ("success" or "refused"): a real build would rewrite the site the other specs test.
// Environment: CMS_URL, REBUILD_WEBHOOK_URL, PREVIEW_URL, SITE_URL, SITE_PUBLIC_DIR, PREVIEW_DIR, OUTCOMES_FILE,
// RELEASES_DIR, ADMIN_ORIGIN.
import fs from 'node:fs';
import { BuildFailure } from '@app/rebuild';
import { ensureCmsSecrets, requiredEnv } from '../../scripts/lib/env.mjs';
import { REFRESH_PATH } from '../../scripts/lib/preview-server.mjs';
import { startPreviewService } from '../../scripts/lib/preview-service.mjs';
import { startRebuildService } from '../../scripts/lib/rebuild.mjs';
import { siteReleases } from '../../scripts/lib/site.mjs';

const { CMS_URL, REBUILD_WEBHOOK_URL, PREVIEW_URL, SITE_URL, SITE_PUBLIC_DIR, OUTCOMES_FILE, RELEASES_DIR } =
  requiredEnv([
    'CMS_URL',
    'REBUILD_WEBHOOK_URL',
    'PREVIEW_URL',
    'SITE_URL',
    'SITE_PUBLIC_DIR',
    'OUTCOMES_FILE',
    'RELEASES_DIR',
  ]);
const webhook = new URL(REBUILD_WEBHOOK_URL);
const preview = new URL(PREVIEW_URL);

/** The next outcome the spec asked for (the first line of the file, taken off it). */
function nextOutcome() {
  const [first = 'success', ...rest] = fs.readFileSync(OUTCOMES_FILE, 'utf8').split('\n').filter(Boolean);
  fs.writeFileSync(OUTCOMES_FILE, rest.join('\n'));
  return first;
}

const rebuild = await startRebuildService({
  host: webhook.hostname,
  port: Number(webhook.port),
  site: { cmsUrl: CMS_URL, siteUrl: SITE_URL },
  releases: siteReleases({ dir: RELEASES_DIR, keep: 2 }),
  build: async () => {
    if (nextOutcome() === 'refused') {
      throw new BuildFailure('stand-in for a refused build', {
        kind: 'content',
        problems: [
          {
            contentType: 'page',
            locale: 'de',
            entry: 'pages',
            field: '',
            code: 'routesMissing',
            message: 'no published page for route(s) imprint',
            params: { routes: 'imprint' },
          },
        ],
      });
    }
    return { outputDir: SITE_PUBLIC_DIR };
  },
  preview: { refreshUrl: `http://127.0.0.1:${preview.port}${REFRESH_PATH}` },
  timing: { debounceMs: 300, maxWaitMs: 5_000 },
  log: { info: () => undefined, error: (message) => console.error(message) },
});
// A live release, as after the first build.
rebuild.siteService.notify({ reason: 'startup', at: new Date().toISOString() }, { immediate: true });
await rebuild.siteService.settled();
const previewService = await startPreviewService({
  cfg: {
    cmsUrl: CMS_URL,
    cmsPublicUrl: CMS_URL,
    previewUrl: preview.origin,
    previewHost: '127.0.0.1',
    previewPort: Number(preview.port),
    previewRendererPort: Number(preview.port) + 100,
  },
  secrets: ensureCmsSecrets(),
  liveRelease: rebuild.releases.currentPath,
  env: { ...process.env, PUBLIC_URL: CMS_URL, PREVIEW_FRAME_ANCESTORS: process.env.ADMIN_ORIGIN ?? '' },
  log: { info: () => undefined, error: (message) => console.error(message) },
});
rebuild.previewService?.notify({ reason: 'startup', at: new Date().toISOString() }, { immediate: true });
await previewService.started;
await rebuild.previewService?.settled();
console.log('preview stack ready');

const stop = async () => {
  await rebuild.stop(); // first: nothing is handed to a preview that is stopping
  await previewService.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
