#!/usr/bin/env node
// `npm run build:site`: rebuild the static site from the CMS that is already running (e.g. from
// `npm start` in another terminal) so published edits appear.
import { config } from './lib/env.mjs';
import { buildSite } from './lib/site.mjs';

const cfg = config();
try {
  const health = await fetch(`${cfg.cmsUrl}/_health`).catch(() => null);
  if (!health || !health.ok) throw new Error(`The CMS at ${cfg.cmsUrl} is not running; start it with npm start first.`);
  await buildSite({ cmsUrl: cfg.cmsUrl, cmsPublicUrl: cfg.cmsPublicUrl, siteUrl: cfg.siteUrl });
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
