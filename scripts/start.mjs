#!/usr/bin/env node
// `npm start`: build what is missing, start the CMS (SQLite by default), build the site from it and
// serve it; the rebuild service rebuilds and switches the served release whenever an editor publishes.
// Ctrl-C stops everything.
import './lib/supported-node.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, languageName, localizePath } from '@app/routing';
import { config, ensureCmsSecrets, ROOT } from './lib/env.mjs';
import { buildCms, cmsNeedsBuild, startCms } from './lib/cms.mjs';
import { describeNode } from './lib/node-runtime.mjs';
import { buildPackages } from './lib/packages.mjs';
import { startPreviewService } from './lib/preview-service.mjs';
import { REFRESH_PATH } from './lib/preview-server.mjs';
import { startRebuildService } from './lib/rebuild.mjs';
import { SITE_PUBLIC_DIR, offeredLocales, publishSite } from './lib/site.mjs';
import { smtpCapturePort, startSmtpCapture } from './lib/smtp-capture.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const cfg = config();
let cms;
let server;
let preview;
let smtp;
let rebuild;
const MAIL_DIR = path.join(ROOT, '.mail');

async function shutdown(code = 0) {
  server?.close();
  await preview?.stop();
  await rebuild?.stop();
  await cms?.stop();
  await smtp?.close();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/**
 * Builds the site once at start (content may have changed while nothing was running) and makes it live. A
 * failed build keeps the release that was live before; without one, there is nothing to serve.
 */
async function ensureLiveRelease() {
  const { service, releases } = rebuild;
  if (process.env.SKIP_SITE_BUILD === 'true') {
    if (releases.live() === null && fs.existsSync(path.join(SITE_PUBLIC_DIR, 'index.html'))) await publishSite();
  } else {
    console.log('▶ Building the site from the CMS …');
    rebuild.siteService.notify({ reason: 'startup', at: new Date().toISOString() }, { immediate: true });
    // The site only: the draft preview's renderer starts after it (its server says "being updated" meanwhile).
    await rebuild.siteService.settled();
  }
  if (releases.live() === null) {
    const failure = service.status().lastBuild?.error;
    throw new Error(`There is no site to serve${failure ? `: the build failed:\n${failure}` : ' (build it first)'}`);
  }
}

try {
  // Every process started below runs this same binary (process.execPath): the CMS, Gatsby, the services.
  console.log(`▶ ${describeNode()}`);
  // Before the CMS build: the CMS and Gatsby load the shared packages compiled.
  await buildPackages();
  if (cmsNeedsBuild()) {
    console.log('▶ Building the CMS (admin panel and server code) …');
    await buildCms();
  }
  // Without an SMTP server configured, outgoing e-mail (contact notifications, newsletter
  // confirmations) is captured locally as .eml files instead of being lost: on SMTP_PORT when it is set (a mail
  // client or a test can then find it), else on a free port.
  const mailEnv = {};
  if (!process.env.SMTP_HOST) {
    smtp = await startSmtpCapture(MAIL_DIR, { port: smtpCapturePort(process.env.SMTP_PORT) });
    Object.assign(mailEnv, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) });
  }
  // Listening before the CMS starts, so no publish goes unnoticed.
  rebuild = await startRebuildService({
    host: cfg.rebuildHost,
    port: cfg.rebuildPort,
    site: { cmsUrl: cfg.cmsUrl, cmsPublicUrl: cfg.cmsPublicUrl, siteUrl: cfg.siteUrl },
    preview: { refreshUrl: `http://${cfg.previewHost}:${cfg.previewPort}${REFRESH_PATH}` },
  });
  console.log(`▶ Starting the CMS on ${cfg.cmsUrl} …`);
  cms = await startCms({
    host: cfg.cmsHost,
    port: cfg.cmsPort,
    env: {
      ...mailEnv,
      SITE_URL: cfg.siteUrl,
      PUBLIC_URL: process.env.PUBLIC_URL ?? cfg.cmsUrl,
      REBUILD_WEBHOOK_URL: rebuild.webhookUrl,
      PREVIEW_URL: cfg.previewUrl,
    },
  });
  cms.on('exit', (code) => {
    console.error(`The CMS stopped (exit ${code}).`);
    shutdown(1);
  });

  await ensureLiveRelease();
  server = createStaticServer(rebuild.releases.currentPath);
  // The preview after the site: its renderer loads the live release's island runtime, and two Gatsby processes
  // starting at once would starve each other on two cores.
  preview = await startPreviewService({
    cfg,
    secrets: ensureCmsSecrets(),
    liveRelease: rebuild.releases.currentPath,
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? cfg.cmsUrl },
  });
  // Once the renderer has sourced everything, the preview counts as up to date (the refresh waits for it).
  rebuild.previewService?.notify({ reason: 'startup', at: new Date().toISOString() }, { immediate: true });
  server.listen(cfg.sitePort, cfg.siteHost, () => {
    console.log('\n✔ Everything is running:');
    const offered = offeredLocales();
    for (const { code } of LOCALES) {
      const where = offered.includes(code)
        ? `${cfg.siteUrl}${localizePath('/', code)}`
        : 'not offered yet, still being translated (npm run i18n:check)';
      console.log(`  ${`Site (${languageName(code, 'en')}):`.padEnd(16)}${where}`);
    }
    console.log(`  CMS admin:      ${cfg.cmsUrl}/admin`);
    console.log(
      `  Rebuilds:       on every publish; status at ${rebuild.url}/status (header X-Rebuild-Secret: REBUILD_WEBHOOK_SECRET from cms/.env)`,
    );
    console.log(`  Draft preview:  ${cfg.previewUrl}/ (the CMS's "Preview" button opens it; a save shows in seconds)`);
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
