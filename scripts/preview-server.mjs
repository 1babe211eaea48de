#!/usr/bin/env node
// The draft-preview server on its own (docker-compose service `preview`; `npm start` runs the same server in
// its own process): serves the preview releases the rebuild worker publishes, to editors with the secret.
// Configuration: README "Draft preview" (PREVIEW_*).
import { config, ensureCmsSecrets } from './lib/env.mjs';
import { PREVIEW_RELEASES_DIR, previewFrameAncestors, previewReleases } from './lib/preview.mjs';
import { createPreviewServer } from './lib/preview-server.mjs';

const cfg = config();
const STATUS_POLL_MS = 2_000;
let building = false;

/**
 * Follows the rebuild worker's status (REBUILD_STATUS_URL, read with REBUILD_WEBHOOK_SECRET: the worker answers
 * nobody else) for the "being updated" pages; best effort.
 */
function followRebuildStatus(url, secret) {
  const poll = async () => {
    try {
      const headers = { 'X-Rebuild-Secret': secret };
      const status = await (await fetch(url, { headers, signal: AbortSignal.timeout(1_500) })).json();
      building = ['waiting', 'building'].includes(status?.preview?.state);
    } catch {
      building = false;
    }
  };
  poll();
  setInterval(poll, STATUS_POLL_MS).unref();
}

const server = createPreviewServer({
  root: previewReleases().currentPath,
  secret: ensureCmsSecrets().PREVIEW_SECRET,
  frameAncestors: previewFrameAncestors(process.env, cfg.cmsPublicUrl),
  building: () => building,
  secure: cfg.previewUrl.startsWith('https:'),
});
if (process.env.REBUILD_STATUS_URL) {
  followRebuildStatus(process.env.REBUILD_STATUS_URL, process.env.REBUILD_WEBHOOK_SECRET ?? '');
}
server.listen(cfg.previewPort, cfg.previewHost, () =>
  console.log(`▶ Draft preview on ${cfg.previewUrl} (releases in ${PREVIEW_RELEASES_DIR})`),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
