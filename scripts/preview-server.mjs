#!/usr/bin/env node
// The draft preview on its own (docker-compose service `preview`; `npm start` runs the same service in its own
// process): the preview server and its renderer (`gatsby develop` on drafts), to editors with the secret. The
// rebuild worker hands it every save (PREVIEW_REFRESH_URL there). Configuration: docs/operations.md, "Draft preview".
import path from 'node:path';
import { config, ensureCmsSecrets } from './lib/env.mjs';
import { startPreviewService } from './lib/preview-service.mjs';
import { SITE_RELEASES_DIR } from './lib/site.mjs';

const cfg = config();
const preview = await startPreviewService({
  cfg,
  secrets: ensureCmsSecrets(),
  liveRelease: path.join(SITE_RELEASES_DIR, 'current'),
});
console.log(`▶ Draft preview on ${cfg.previewUrl} (renderer on 127.0.0.1:${cfg.previewRendererPort})`);
const stop = () => preview.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
