#!/usr/bin/env node
// `npm start`: build what is missing, start the CMS (SQLite by default), build the site from it and
// serve it. Ctrl-C stops everything.
import path from 'node:path';
import { config, ROOT, SITE_DIR } from './lib/env.mjs';
import { buildCms, cmsNeedsBuild, startCms } from './lib/cms.mjs';
import { buildSite } from './lib/site.mjs';
import { startSmtpCapture } from './lib/smtp-capture.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const cfg = config();
let cms;
let server;
let smtp;
const MAIL_DIR = path.join(ROOT, '.mail');

async function shutdown(code = 0) {
  server?.close();
  await cms?.stop();
  await smtp?.close();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  if (cmsNeedsBuild()) {
    console.log('▶ Building the CMS (admin panel and server code) …');
    await buildCms();
  }
  // Without an SMTP server configured, outgoing e-mail (contact notifications, newsletter
  // confirmations) is captured locally as .eml files instead of being lost.
  const mailEnv = {};
  if (!process.env.SMTP_HOST) {
    smtp = await startSmtpCapture(MAIL_DIR);
    Object.assign(mailEnv, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) });
  }
  console.log(`▶ Starting the CMS on ${cfg.cmsUrl} …`);
  cms = await startCms({
    host: cfg.cmsHost,
    port: cfg.cmsPort,
    env: { ...mailEnv, SITE_URL: cfg.siteUrl, PUBLIC_URL: process.env.PUBLIC_URL ?? cfg.cmsUrl },
  });
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
    if (smtp)
      console.log(
        `  E-mails:        written to ${path.relative(process.cwd(), MAIL_DIR) || MAIL_DIR}/ (set SMTP_HOST to send them)`,
      );
    console.log('  Stop with Ctrl-C.\n');
  });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  await shutdown(1);
}
