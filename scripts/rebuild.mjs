#!/usr/bin/env node
// The rebuild worker on its own (docker-compose service `rebuild`; `npm start` runs the same service in its
// own process): receives the CMS's webhook, rebuilds the site and switches the served release. Builds once
// at start (a change may have been published while it was down) unless REBUILD_ON_START=false.
import { config } from './lib/env.mjs';
import { startRebuildService } from './lib/rebuild.mjs';
import { SITE_RELEASES_DIR } from './lib/site.mjs';

const cfg = config();
let rebuild;

async function shutdown(code) {
  await rebuild?.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  rebuild = await startRebuildService({
    host: cfg.rebuildHost,
    port: cfg.rebuildPort,
    site: { cmsUrl: cfg.cmsUrl, cmsPublicUrl: cfg.cmsPublicUrl, siteUrl: cfg.siteUrl },
    // The draft preview is a second target when configured: saves are handed to the preview service.
    preview: process.env.PREVIEW_REFRESH_URL ? { refreshUrl: process.env.PREVIEW_REFRESH_URL } : undefined,
  });
  console.log(`▶ Rebuild service on ${rebuild.url} (webhook ${rebuild.webhookUrl}, status ${rebuild.url}/status)`);
  console.log(`  Releases in ${SITE_RELEASES_DIR}; the live one is ${rebuild.releases.currentPath}`);
  if (rebuild.previewService) console.log(`  Saves go to the draft preview at ${process.env.PREVIEW_REFRESH_URL}`);
  if (process.env.REBUILD_ON_START !== 'false') {
    rebuild.siteService.notify({ reason: 'startup', at: new Date().toISOString() }, { immediate: true });
    // The preview counts as up to date once its renderer, started meanwhile, has sourced everything.
    rebuild.previewService?.notify({ reason: 'startup', at: new Date().toISOString() }, { immediate: true });
  }
} catch (error) {
  console.error(`✖ ${error.message}`);
  await shutdown(1);
}
