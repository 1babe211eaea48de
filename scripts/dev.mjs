#!/usr/bin/env node
// `npm run dev`: the developer's loop. The CMS in development mode (`strapi develop`: its server restarts when a file
// under cms/src or cms/config changes, the admin panel reloads in place) on the same database `npm start` uses, and
// the site under `gatsby develop`, which shows a change to site code in the open page within seconds (hot reloading)
// and re-sources what an editor publishes (the CMS's rebuild webhook, answered here by asking develop to refresh).
// No releases and no draft preview: `npm start` runs the product as visitors get it. Ctrl-C stops everything.
import './lib/supported-node.mjs';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { config, ensureCmsSecrets, ROOT, SITE_DIR, CMS_DIR } from './lib/env.mjs';
import { describeNode } from './lib/node-runtime.mjs';
import { buildStalePackages } from './lib/packages.mjs';
import { startProcess, waitForHttp } from './lib/processes.mjs';
import { startSmtpCapture } from './lib/smtp-capture.mjs';
import { cmsEnv } from './lib/cms.mjs';

const STRAPI_BIN = path.join(ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const GATSBY_BIN = path.join(ROOT, 'node_modules', 'gatsby', 'cli.js');
const MAIL_DIR = path.join(ROOT, '.mail');
/** A first `strapi develop` compiles the server code and bundles the admin; `gatsby develop` sources everything. */
const START_TIMEOUT_MS = 10 * 60_000;

const cfg = config();
const devSitePort = Number.parseInt(process.env.DEV_SITE_PORT ?? '8000', 10);
const devSiteUrl = `http://localhost:${devSitePort}`;
/** @type {import('./lib/processes.mjs').ManagedProcess[]} */
const children = [];
/** @type {Awaited<ReturnType<typeof startSmtpCapture>> | undefined} */
let smtp;
/** @type {http.Server | undefined} */
let webhooks;

let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  webhooks?.close();
  for (const child of children.reverse()) await child.stop();
  await smtp?.close();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** Stops everything when one of the two servers stops by itself (a crash the developer must see). */
function superviseChild(child, name) {
  children.push(child);
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`\n✖ ${name} stopped (exit ${code}).`);
    shutdown(1);
  });
  return child;
}

const sameSecret = (given, expected) =>
  typeof given === 'string' &&
  given.length === expected.length &&
  crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * The CMS's rebuild webhook (on publish and save), answered by asking `gatsby develop` to re-source (its refresh
 * endpoint, with a token only this process knows); several events within a moment make one refresh.
 */
function startWebhookBridge(secret, refreshToken) {
  let timer;
  const refresh = () =>
    fetch(`${devSiteUrl}/__refresh`, { method: 'POST', headers: { authorization: refreshToken } }).then(
      (response) => console.log(`▶ Content changed in the CMS: gatsby develop re-sources it (${response.status})`),
      (error) => console.error(`✖ gatsby develop did not take the refresh: ${error.message}`),
    );
  const server = http.createServer((request, response) => {
    request.resume();
    const allowed = request.method === 'POST' && sameSecret(request.headers['x-rebuild-secret'], secret);
    response.writeHead(allowed ? 202 : 401).end();
    if (!allowed) return;
    clearTimeout(timer);
    timer = setTimeout(refresh, 500);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.rebuildPort, cfg.rebuildHost, () => resolve(server));
  });
}

try {
  console.log(`▶ ${describeNode()}`);
  await buildStalePackages();
  const secrets = ensureCmsSecrets();
  const mailEnv = {};
  if (!process.env.SMTP_HOST) {
    smtp = await startSmtpCapture(MAIL_DIR);
    Object.assign(mailEnv, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) });
  }
  fs.mkdirSync(path.join(CMS_DIR, 'public', 'uploads'), { recursive: true });
  const refreshToken = crypto.randomBytes(24).toString('hex');
  webhooks = await startWebhookBridge(secrets.REBUILD_WEBHOOK_SECRET, refreshToken);
  console.log(`▶ Starting the CMS in development mode on ${cfg.cmsUrl} …`);
  const cms = superviseChild(
    startProcess(process.execPath, [STRAPI_BIN, 'develop'], {
      cwd: CMS_DIR,
      env: cmsEnv({
        HOST: cfg.cmsHost,
        PORT: String(cfg.cmsPort),
        ...mailEnv,
        SITE_URL: devSiteUrl,
        PUBLIC_URL: process.env.PUBLIC_URL ?? cfg.cmsUrl,
        REBUILD_WEBHOOK_URL: `http://${cfg.rebuildHost}:${cfg.rebuildPort}/webhook`,
      }),
    }),
    'The CMS',
  );
  await waitForHttp(`${cfg.cmsUrl}/_health`, { timeoutMs: START_TIMEOUT_MS, child: cms });

  console.log(`▶ Starting the site under gatsby develop on ${devSiteUrl} …`);
  const site = superviseChild(
    startProcess(process.execPath, [GATSBY_BIN, 'develop', '--host', '127.0.0.1', '--port', String(devSitePort)], {
      cwd: SITE_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        GATSBY_TELEMETRY_DISABLED: '1',
        CMS_URL: cfg.cmsUrl,
        CMS_PUBLIC_URL: cfg.cmsPublicUrl,
        SITE_URL: devSiteUrl,
        SITE_BUILD_TOKEN: secrets.SITE_BUILD_TOKEN,
        GATSBY_SITE_PREVIEW: 'false',
        ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
        GATSBY_REFRESH_TOKEN: refreshToken,
      },
    }),
    'gatsby develop',
  );
  await waitForHttp(`${devSiteUrl}/`, { timeoutMs: START_TIMEOUT_MS, child: site });
  console.log('\n✔ Development servers are running:');
  console.log(`  Site (hot reloading): ${devSiteUrl}/ and ${devSiteUrl}/de/`);
  console.log(`  CMS admin:            ${cfg.cmsUrl}/admin (server restarts on changes to cms/src, cms/config)`);
  console.log('  What editors publish is re-sourced within seconds (reload the page).');
  console.log('  Stop with Ctrl-C.\n');
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
