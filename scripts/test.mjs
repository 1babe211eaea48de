#!/usr/bin/env node
// `npm test`: every test of the project, in order of cost, then one line "N passed, N failed".
//  1. unit tests (jest)
//  2. a throw-away CMS (fresh SQLite file, seeded from the fixtures) + HTTP integration tests
//  3. a CMS restart on the same database (the seed must not overwrite editors' changes)
//  4. the site built against that CMS + tests of the built output
//  5. the built site served + end-to-end tests in Debian Chromium (Playwright)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SITE_DIR, ensureCmsSecrets } from './lib/env.mjs';
import { buildCms, cmsNeedsBuild, startCms } from './lib/cms.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { run } from './lib/processes.mjs';
import { buildSite } from './lib/site.mjs';
import { startHardhatNode } from './lib/hardhat.mjs';
import { startSmtpCapture } from './lib/smtp-capture.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const STATE = path.join(ROOT, '.state');
const CMS_PORT = Number(process.env.TEST_CMS_PORT ?? 1341);
const SITE_PORT = Number(process.env.TEST_SITE_PORT ?? 9101);
const CMS_URL = `http://127.0.0.1:${CMS_PORT}`;
const SITE_URL = `http://localhost:${SITE_PORT}`;
// The token generator's local chain: the test build offers it (GATSBY_TOKEN_LOCAL_CHAIN_RPC), e2e deploys on it.
const HARDHAT_PORT = Number(process.env.TEST_HARDHAT_PORT ?? 8545);
const HARDHAT_URL = `http://127.0.0.1:${HARDHAT_PORT}`;
const JEST = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const PLAYWRIGHT = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');

const totals = { passed: 0, failed: 0 };
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
const dbFile = path.join(tmpDir, 'cms.db');
const mailDir = path.join(STATE, 'mail');
const testEnv = {
  CMS_URL,
  SITE_URL,
  CMS_DB_FILE: dbFile,
  SITE_PUBLIC_DIR: path.join(SITE_DIR, 'public'),
  MAIL_DIR: mailDir,
  HARDHAT_URL,
  GATSBY_TOKEN_LOCAL_CHAIN_RPC: HARDHAT_URL,
};
const secrets = ensureCmsSecrets();
let cms;
let server;
let smtp;
let chain;
// The test CMS: throw-away database, a rate limit the tests can reach quickly, the site's URL for links.
let cmsEnvironment = {
  DATABASE_FILENAME: dbFile,
  FORM_RATE_LIMIT_MAX: '150',
  SITE_URL,
  PUBLIC_URL: CMS_URL,
  GATSBY_TOKEN_LOCAL_CHAIN_RPC: HARDHAT_URL,
};

function countJest(file) {
  if (!fs.existsSync(file)) return (totals.failed += 1);
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return (totals.failed += 1);
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
}

/** Starts the test CMS on its port and database, its output in `.state/<logName>`. */
const startTestCms = (logName) =>
  startCms({
    port: CMS_PORT,
    env: cmsEnvironment,
    stdio: ['ignore', fs.openSync(path.join(STATE, logName), 'w'), 'inherit'],
  });

/** Runs a test step; a crash counts as one failure and the remaining steps still run where possible. */
async function step(name, fn) {
  console.log(`\n━━ ${name}`);
  try {
    await fn();
    return true;
  } catch (error) {
    console.error(`✖ ${name}: ${error.message}`);
    return false;
  }
}

const jest = (config, out, extraEnv = {}) =>
  run(process.execPath, [JEST, '--ci', '--config', config, '--json', `--outputFile=${out}`], {
    cwd: ROOT,
    env: { ...process.env, ...testEnv, SITE_BUILD_TOKEN: secrets.SITE_BUILD_TOKEN, ...extraEnv },
  }).catch(() => undefined); // failures are counted from the report

async function main() {
  fs.rmSync(STATE, { recursive: true, force: true });
  fs.mkdirSync(STATE, { recursive: true });

  await step('Unit tests', () => jest('jest.config.cjs', path.join(STATE, 'unit.json')));
  countJest(path.join(STATE, 'unit.json'));

  const cmsReady = await step('CMS build and start (throw-away SQLite database, SMTP capture)', async () => {
    if (cmsNeedsBuild()) await buildCms();
    smtp = await startSmtpCapture(mailDir);
    cmsEnvironment = { ...cmsEnvironment, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) };
    cms = await startTestCms('cms.log');
  });
  if (!cmsReady) {
    totals.failed += 1;
    return;
  }

  await step('CMS integration tests', () =>
    jest('jest.integration.config.cjs', path.join(STATE, 'cms.json'), { TEST_PHASE: 'cms' }),
  );
  countJest(path.join(STATE, 'cms.json'));

  const rebooted = await step('CMS restart on the same database', async () => {
    await cms.stop();
    cms = await startTestCms('cms-2.log');
  });
  const built =
    rebooted &&
    (await step('Site build against the test CMS', () =>
      buildSite({ cmsUrl: CMS_URL, siteUrl: SITE_URL, env: { GATSBY_TOKEN_LOCAL_CHAIN_RPC: HARDHAT_URL } }),
    ));
  if (!built) {
    totals.failed += 1;
    return;
  }
  await step('Build output tests', () =>
    jest('jest.integration.config.cjs', path.join(STATE, 'build.json'), { TEST_PHASE: 'build' }),
  );
  countJest(path.join(STATE, 'build.json'));

  await step('End-to-end tests (Chromium)', async () => {
    await ensureChromium();
    server = createStaticServer(path.join(SITE_DIR, 'public'));
    await new Promise((resolve) => server.listen(SITE_PORT, '127.0.0.1', resolve));
    chain = await startHardhatNode({ port: HARDHAT_PORT });
    await run(process.execPath, [PLAYWRIGHT, 'test', '--config', 'e2e/playwright.config.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...testEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(STATE, 'e2e.json') },
    }).catch(() => undefined);
    countPlaywright(path.join(STATE, 'e2e.json'));
  });
}

try {
  await main();
} catch (error) {
  console.error(error);
  totals.failed += 1;
} finally {
  server?.close();
  await chain?.stop();
  await cms?.stop();
  await smtp?.close();
  fs.rmSync(tmpDir, { recursive: true, force: true });
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
