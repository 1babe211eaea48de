// The publishing pipeline of `npm start` for an e2e spec (e2e/support/site-rebuild.ts starts this file as a process
// of its own: the orchestration scripts are native ES modules): the rebuild service on the address the test CMS sends
// its webhook to, real Gatsby builds and the fast path's publish worker against that CMS in a workspace of their own,
// each published as a release and served by the project's static server once the first one is live. The site the other specs test stays as built.
// Environment: CMS_URL, REBUILD_WEBHOOK_URL, LIVE_SITE_PORT, LIVE_SITE_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { requiredEnv } from '../../scripts/lib/env.mjs';
import { ensurePreviewWorkspace } from '../../scripts/lib/preview.mjs';
import { startRebuildService } from '../../scripts/lib/rebuild.mjs';
import { siteReleases } from '../../scripts/lib/site.mjs';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';

const { CMS_URL, REBUILD_WEBHOOK_URL, LIVE_SITE_PORT, LIVE_SITE_DIR } = requiredEnv([
  'CMS_URL',
  'REBUILD_WEBHOOK_URL',
  'LIVE_SITE_PORT',
  'LIVE_SITE_DIR',
]);
const webhook = new URL(REBUILD_WEBHOOK_URL);
const siteUrl = `http://localhost:${LIVE_SITE_PORT}`;
const releases = siteReleases({ dir: path.join(LIVE_SITE_DIR, 'releases'), keep: 2 });
/** @type {import('node:http').Server | undefined} */
let server;

const rebuild = await startRebuildService({
  host: webhook.hostname,
  port: Number(webhook.port),
  site: { cmsUrl: CMS_URL, siteUrl, echo: false },
  siteDir: ensurePreviewWorkspace({ workspace: path.join(LIVE_SITE_DIR, 'workspace') }),
  // As `npm start` publishes: the fast path, the whole build after it (sooner than a minute: tests publish in bursts).
  fast: true,
  workerOutput: path.join(LIVE_SITE_DIR, 'publish-worker.log'),
  releases,
  timing: { debounceMs: 300, maxWaitMs: 30_000, backstopDelayMs: 5_000 },
  log: {
    info: (message) => {
      console.log(message);
      // The first release is live: serve it (the server follows the `current` link from then on).
      if (!server && fs.existsSync(releases.currentPath)) {
        server = createStaticServer(releases.currentPath);
        server.listen(Number(LIVE_SITE_PORT), '127.0.0.1');
      }
    },
    error: (message) => console.error(message),
  },
});
console.log(`live site: rebuild service ${rebuild.url}, site ${siteUrl}`);

const stop = async () => {
  server?.close();
  await rebuild.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
