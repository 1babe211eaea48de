#!/usr/bin/env node
// `npm run build:site`: rebuild the static site from the CMS that is already running and make it the live
// release (a running `npm start` serves it at once). `npm start` rebuilds on every publish by itself.
import { config } from './lib/env.mjs';
import { buildSite, publishSite } from './lib/site.mjs';

const cfg = config();
try {
  const health = await fetch(`${cfg.cmsUrl}/_health`).catch(() => null);
  if (!health || !health.ok) throw new Error(`The CMS at ${cfg.cmsUrl} is not running; start it with npm start first.`);
  await buildSite({ cmsUrl: cfg.cmsUrl, cmsPublicUrl: cfg.cmsPublicUrl, siteUrl: cfg.siteUrl });
  const release = await publishSite();
  console.log(`✔ Release ${release.id} is live (${release.dir}).`);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
