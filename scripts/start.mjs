#!/usr/bin/env node
// `npm start`: build what is missing, start the CMS (SQLite by default), build the site from it and
// serve it. Ctrl-C stops everything.
import path from 'node:path';
import { config, SITE_DIR } from './lib/env.mjs';
import { buildCms, cmsNeedsBuild, startCms } from './lib/cms.mjs';
import { buildSite } from './lib/site.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const cfg = config();
let cms;
let server;

async function shutdown(code = 0) {
  server?.close();
  await cms?.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  if (cmsNeedsBuild()) {
    console.log('▶ Building the CMS (admin panel and server code) …');
    await buildCms();
  }
  console.log(`▶ Starting the CMS on ${cfg.cmsUrl} …`);
  cms = await startCms({ host: cfg.cmsHost, port: cfg.cmsPort });
  cms.on('exit', (code) => {
    console.error(`The CMS stopped (exit ${code}).`);
    shutdown(1);
  });

  if (process.env.SKIP_SITE_BUILD !== 'true') {
    console.log('▶ Building the site from the CMS …');
    await buildSite({ cmsUrl: cfg.cmsUrl, cmsPublicUrl: cfg.cmsPublicUrl, siteUrl: cfg.siteUrl });
  }

  server = createStaticServer(path.join(SITE_DIR, 'public'));
  server.listen(cfg.sitePort, cfg.siteHost, () => {
    console.log('\n✔ Everything is running:');
    console.log(`  Site (English): ${cfg.siteUrl}/`);
    console.log(`  Site (German):  ${cfg.siteUrl}/de/`);
    console.log(`  CMS admin:      ${cfg.cmsUrl}/admin`);
    console.log('  Stop with Ctrl-C.\n');
  });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  await shutdown(1);
}
