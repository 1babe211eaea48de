#!/usr/bin/env node
// `npm start`: build what is missing, start the CMS (SQLite by default), build the site from it and
// serve it; the rebuild service rebuilds and switches the served release whenever an editor publishes.
// Ctrl-C stops everything.
import fs from 'node:fs';
import path from 'node:path';
import { config, ensureCmsSecrets, ROOT } from './lib/env.mjs';
import { buildCms, cmsNeedsBuild, startCms } from './lib/cms.mjs';
import { PREVIEW_RELEASES_DIR, previewFrameAncestors } from './lib/preview.mjs';
import { createPreviewServer } from './lib/preview-server.mjs';
import { startRebuildService } from './lib/rebuild.mjs';
import { SITE_PUBLIC_DIR, publishSite } from './lib/site.mjs';
import { startSmtpCapture } from './lib/smtp-capture.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const cfg = config();
let cms;
let server;
let previewServer;
let smtp;
let rebuild;
const MAIL_DIR = path.join(ROOT, '.mail');

async function shutdown(code = 0) {
  server?.close();
  previewServer?.close();
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
    service.notify({ reason: 'startup', at: new Date().toISOString() }, { immediate: true });
    // The site only: the draft preview builds after it, in the background (its server says so meanwhile).
    await rebuild.siteService.settled();
  }
  if (releases.live() === null) {
    const failure = service.status().lastBuild?.error;
    throw new Error(`There is no site to serve${failure ? `: the build failed:\n${failure}` : ' (build it first)'}`);
  }
}

/** The draft-preview server on its own port; it answers "being updated" until the first preview build is done. */
function startPreviewServer() {
  const preview = createPreviewServer({
    root: rebuild.previewReleases.currentPath,
    secret: ensureCmsSecrets().PREVIEW_SECRET,
    frameAncestors: previewFrameAncestors({ ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? cfg.cmsUrl }),
    building: () => ['waiting', 'building'].includes(rebuild.previewService.status().state),
    secure: cfg.previewUrl.startsWith('https:'),
  });
  preview.listen(cfg.previewPort, cfg.previewHost);
  console.log(`▶ Draft preview releases in ${PREVIEW_RELEASES_DIR}`);
  return preview;
}

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
  // Listening before the CMS starts, so no publish goes unnoticed.
  rebuild = await startRebuildService({
    host: cfg.rebuildHost,
    port: cfg.rebuildPort,
    site: { cmsUrl: cfg.cmsUrl, cmsPublicUrl: cfg.cmsPublicUrl, siteUrl: cfg.siteUrl },
    preview: { previewUrl: cfg.previewUrl },
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
  previewServer = startPreviewServer();
  server.listen(cfg.sitePort, cfg.siteHost, () => {
    console.log('\n✔ Everything is running:');
    console.log(`  Site (English): ${cfg.siteUrl}/`);
    console.log(`  Site (German):  ${cfg.siteUrl}/de/`);
    console.log(`  CMS admin:      ${cfg.cmsUrl}/admin`);
    console.log(`  Rebuilds:       on every publish; status at ${rebuild.url}/status`);
    console.log(`  Draft preview:  ${cfg.previewUrl}/ (the CMS's "Preview" button opens it; drafts rebuild it)`);
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
