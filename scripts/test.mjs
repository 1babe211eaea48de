#!/usr/bin/env node
// `npm test`: every test of the project in phases, in order of cost, then the wall time of each phase and one line
// "N passed, N failed". `npm test -- <phase…>` runs a selection, each with what it needs (the compiled CMS, the test
// CMS, the built site); `--filter <regex>` limits Jest and Playwright to matching test files. The phases:
//  lint          `npm run lint` (type check of everything that runs, ESLint, Prettier): one check
//  unit          unit tests (jest): no servers, no toolchains (`npm run test:quick` is lint + unit)
//  toolchain     unit tests that run a whole toolchain (`*.toolchain.test.*`: Parcel, Workbox's bundler, the
//                dependency patches, solc, a Hardhat chain)
//  third-locale  a third language added by docs/adding-a-locale.md's recipe in a throw-away copy of the working tree:
//                type check, i18n check and unit tests there, then its own CMS and a site built against it
//                (tests/third-locale/)
//  deploy        the production CMS proxy (deploy/cms-proxy.conf) in front of an echo upstream and the web service's
//                live-release follower, with Debian's nginx (tests/deploy/, five ports from TEST_NGINX_PORT)
//  cms           a throw-away CMS (fresh SQLite file, seeded from the fixtures) + HTTP integration tests
//  postgres      the same integration tests against a CMS on PostgreSQL (the machine's cluster; not run without one)
//  faults        SIGKILL mid-load, 1,000 concurrent sign-ups, two CMS processes on one PostgreSQL, backup and
//                restore — CMS processes of their own on the databases of `cms` and `postgres`
//  build         a CMS restart on the same database (the seed must not overwrite editors' changes), the site built
//                against it, tests of the built output
//  preview       the draft preview's renderer on the same CMS, the admin frame in Chromium
//  serving       nginx with deploy/nginx.conf serving the build: the static server's behaviour tests against both,
//                and Chromium under the real CSP
//  e2e           the built site served + end-to-end tests in Debian Chromium (Playwright)
// `build`, `preview`, `serving` and `e2e` read what the `cms` phase's tests wrote, so selecting one runs `cms` too.
// Every step runs on this script's Node.js (process.execPath): the CMS, Gatsby, Jest and Playwright.
import './lib/supported-node.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CMS_DIR, ROOT, SITE_DIR, ensureCmsSecrets } from './lib/env.mjs';
import { buildCms, cmsNeedsBuild, startCms } from './lib/cms.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { startNginx } from './lib/nginx.mjs';
import { describeNode } from './lib/node-runtime.mjs';
import { startDeployTestStack } from './lib/deploy-stack.mjs';
import { buildStalePackages } from './lib/packages.mjs';
import { run } from './lib/processes.mjs';
import { createDatabase, startPostgres } from './lib/postgres.mjs';
import { buildSite } from './lib/site.mjs';
import { allButWordingTests, copyWorkingTree } from './lib/third-locale.mjs';
import { startHardhatNode } from './lib/hardhat.mjs';
import { startSmtpCapture } from './lib/smtp-capture.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const STATE = path.join(ROOT, '.state');
const CMS_PORT = Number(process.env.TEST_CMS_PORT ?? 1341);
const SITE_PORT = Number(process.env.TEST_SITE_PORT ?? 9101);
const CMS_URL = `http://127.0.0.1:${CMS_PORT}`;
// The PostgreSQL test CMS and the fault tests' processes use the five ports after CMS_PORT.
const PG_CMS_URL = `http://127.0.0.1:${CMS_PORT + 1}`;
const FAULTS_CMS_PORT = CMS_PORT + 2;
// The CMS of the throw-away third language, after the five of the fault tests.
const THIRD_LOCALE_CMS_PORT = CMS_PORT + 6;
const SITE_URL = `http://localhost:${SITE_PORT}`;
// The deploy tests' nginx instances (CMS proxy, its restricted twin, the live-release web server): five ports.
const NGINX_BASE_PORT = Number(process.env.TEST_NGINX_PORT ?? 8091);
// The token generator's local chain: the test build offers it (GATSBY_TOKEN_LOCAL_CHAIN_RPC), e2e deploys on it.
const HARDHAT_PORT = Number(process.env.TEST_HARDHAT_PORT ?? 8545);
const HARDHAT_URL = `http://127.0.0.1:${HARDHAT_PORT}`;
// The CMS integration test of publish → rebuild listens here; the test CMS sends its webhook to it.
const REBUILD_PORT = Number(process.env.TEST_REBUILD_PORT ?? SITE_PORT + 1);
const REBUILD_WEBHOOK_URL = `http://127.0.0.1:${REBUILD_PORT}/webhook`;
// The draft preview: the test CMS's Preview button points here; tests/preview starts a preview server on it.
const PREVIEW_PORT = Number(process.env.TEST_PREVIEW_PORT ?? SITE_PORT + 2);
const PREVIEW_URL = `http://localhost:${PREVIEW_PORT}`;
// e2e/pwa.spec.ts serves two deployments of the built site from a release server of its own on this port.
const PWA_DEPLOY_PORT = Number(process.env.TEST_PWA_DEPLOY_PORT ?? SITE_PORT + 3);
const JEST = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const PLAYWRIGHT = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');

const totals = { passed: 0, failed: 0 };
/** Steps that could not run here (no PostgreSQL): neither passed nor failed, listed above the summary. */
const notRun = [];
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
  REBUILD_WEBHOOK_URL,
  PREVIEW_URL,
  PWA_DEPLOY_PORT: String(PWA_DEPLOY_PORT),
  // The draft preview's renderer workspace (tests/preview and the e2e editors' walkthrough share its warm cache).
  PREVIEW_DIR: path.join(STATE, 'preview'),
};
const secrets = ensureCmsSecrets();
/** @type {import('./lib/processes.mjs').ManagedProcess | undefined} */
let cms;
/** @type {import('node:http').Server | undefined} */
let server;
/** @type {Awaited<ReturnType<typeof startSmtpCapture>> | undefined} */
let smtp;
/** @type {import('./lib/postgres.mjs').PostgresServer | undefined} */
let postgres;
/** @type {Awaited<ReturnType<typeof createDatabase>>[]} */
const pgDatabases = [];
/** @type {Awaited<ReturnType<typeof startHardhatNode>> | undefined} */
let chain;
// The test CMS: throw-away database, a rate limit the tests can reach quickly, the site's URL for links. It trusts
// one X-Forwarded-For hop, as production trusts cms-proxy: each test posts from a client address of its own
// (tests/support/visitor.ts, e2e/support/visitor.ts), so no test finds a rate-limit bucket another one filled.
let cmsEnvironment = {
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: dbFile,
  IS_PROXIED: 'true',
  FORM_RATE_LIMIT_MAX: '150',
  SITE_URL,
  PUBLIC_URL: CMS_URL,
  GATSBY_TOKEN_LOCAL_CHAIN_RPC: HARDHAT_URL,
  REBUILD_WEBHOOK_URL,
  PREVIEW_URL,
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

/** Jest with `config` in `cwd` (the checkout, or the third language's copy), its report written to `out`. */
const jest = (config, out, extraEnv = {}, args = [], cwd = ROOT) =>
  run(process.execPath, [JEST, '--ci', '--config', config, '--json', `--outputFile=${out}`, ...args], {
    cwd,
    env: {
      ...process.env,
      ...testEnv,
      SITE_BUILD_TOKEN: secrets.SITE_BUILD_TOKEN,
      REBUILD_WEBHOOK_SECRET: secrets.REBUILD_WEBHOOK_SECRET,
      SITE_PREVIEW_TOKEN: secrets.SITE_PREVIEW_TOKEN,
      PREVIEW_SECRET: secrets.PREVIEW_SECRET,
      ...extraEnv,
    },
  }).catch(() => undefined); // failures are counted from the report

/**
 * The `postgres` phase: the CMS integration tests once more, against a CMS on a throw-away PostgreSQL database
 * (with its own SMTP capture). Without PostgreSQL the phase is reported and listed as not run.
 */
async function postgresIntegrationTests() {
  await ensureCmsBuilt();
  const missing = await ensurePostgres();
  if (missing) {
    notRun.push(`CMS integration and fault tests on PostgreSQL (${missing})`);
    console.log(`⚠ PostgreSQL tests NOT RUN: ${missing}`);
    return;
  }
  const mailDir = path.join(STATE, 'mail-postgres');
  const pgSmtp = await startSmtpCapture(mailDir);
  let pgCms;
  try {
    pgCms = await startCms({
      port: CMS_PORT + 1,
      env: { ...cmsEnvironment, ...pgDatabases[0].env, SMTP_PORT: String(pgSmtp.port), PUBLIC_URL: PG_CMS_URL },
      stdio: ['ignore', fs.openSync(path.join(STATE, 'cms-postgres.log'), 'w'), 'inherit'],
    });
    await jest(
      'jest.integration.config.cjs',
      path.join(STATE, 'cms-postgres.json'),
      { TEST_PHASE: 'cms', CMS_URL: PG_CMS_URL, CMS_DATABASE_URL: pgDatabases[0].url, MAIL_DIR: mailDir },
      jestFilter,
    );
  } finally {
    await pgCms?.stop();
    await pgSmtp.close();
  }
  countJest(path.join(STATE, 'cms-postgres.json'));
}

/**
 * The `faults` phase: the fault tests start CMS processes of their own (on the test CMS's SQLite file and on the
 * PostgreSQL databases), so the test CMS stops first; a later phase starts it again on the same database.
 */
async function faultTests() {
  await stopTestCms();
  await ensureCmsBuilt();
  const withPostgres = (await ensurePostgres()) === undefined && pgDatabases.length === 2;
  if (!withPostgres && !selectedPhases.includes('postgres')) {
    notRun.push('fault tests on PostgreSQL (no PostgreSQL cluster)');
  }
  const out = path.join(STATE, 'faults.json');
  const env = {
    TEST_PHASE: 'faults',
    FAULTS_CMS_PORT: String(FAULTS_CMS_PORT),
    MAIL_DIR: path.join(STATE, 'mail-faults'),
    ...(withPostgres ? { PG_DATABASE_URL: pgDatabases[0].url, PG_RESTORE_DATABASE_URL: pgDatabases[1].url } : {}),
  };
  const skipPostgres = withPostgres ? [] : ['--testPathIgnorePatterns', '/node_modules/', 'postgres'];
  await jest('jest.integration.config.cjs', out, env, ['--runInBand', ...skipPostgres, ...jestFilter]);
  countJest(out);
}

/** Languages a throw-away copy may add (the first that LOCALES does not have yet; all known to Node's Intl). */
const SPARE_LOCALES = ['fr', 'it', 'es', 'nl'];

/**
 * The scratch copy with a third language, kept for its site build; removed at the end.
 * @type {{ code: string, dir: string } | undefined}
 */
let thirdLocale;

/**
 * In a scratch copy of the working tree, `npm run locale:add` adds a language, then the
 * type check and the i18n check (one test each) and the unit tests run there (but those of the words each
 * language must say, WORDING_TESTS). Without the copy's own
 * compiled packages and catalogues a list of languages kept by hand would go unnoticed until someone adds one.
 */
async function thirdLocaleTests() {
  const { LOCALE_CODES } = await import(path.join(ROOT, 'packages', 'routing', 'dist', 'index.js'));
  const code = SPARE_LOCALES.find((c) => !LOCALE_CODES.includes(c));
  if (!code) throw new Error(`every spare language (${SPARE_LOCALES.join(', ')}) is in LOCALES already`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `locale-${code}-`));
  thirdLocale = { code, dir };
  copyWorkingTree(ROOT, dir);
  await run(process.execPath, [path.join(dir, 'scripts', 'add-locale.mjs'), code], { cwd: dir });
  for (const script of ['typecheck', 'i18n:check']) {
    console.log(`\n── npm run ${script} with "${code}" added`);
    const ok = await run('npm', ['run', '--silent', script], { cwd: dir }).then(
      () => true,
      () => false,
    );
    if (ok) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const config of ['jest.config.cjs', 'jest.toolchain.config.cjs']) {
    const out = path.join(STATE, `${path.basename(config, '.config.cjs')}-${code}.json`);
    await jest(config, out, {}, ['--testNamePattern', allButWordingTests()], dir);
    countJest(out);
  }
}

/**
 * The third language's copy as visitors and editors meet it. Its CMS (the compiled CMS of this checkout,
 * which reads its languages from the copy's packages) starts on a fresh database, seeded in every language; its site
 * is built against it; tests/third-locale runs in the copy: routes, hreflang, the switcher, the 404 page, the
 * sitemap and the admin's languages and "Missing in …" filter.
 */
async function thirdLocaleSiteTests() {
  if (!thirdLocale) throw new Error('no copy with a third language (its unit step did not run)');
  const { code, dir } = thirdLocale;
  const out = path.join(STATE, `third-locale-${code}.json`);
  fs.cpSync(path.join(CMS_DIR, 'dist'), path.join(dir, 'cms', 'dist'), { recursive: true });
  // The same secrets as the test CMS (the copy's scripts read them from its own cms/.env, or the environment).
  const secretsFile = path.join(CMS_DIR, '.env');
  if (fs.existsSync(secretsFile)) fs.copyFileSync(secretsFile, path.join(dir, 'cms', '.env'));
  const copyCms = await import(pathToFileURL(path.join(dir, 'scripts', 'lib', 'cms.mjs')).href);
  const copySite = await import(pathToFileURL(path.join(dir, 'scripts', 'lib', 'site.mjs')).href);
  const cmsUrl = `http://127.0.0.1:${THIRD_LOCALE_CMS_PORT}`;
  const thirdCms = await copyCms.startCms({
    port: THIRD_LOCALE_CMS_PORT,
    env: { ...cmsEnvironment, DATABASE_FILENAME: path.join(dir, 'cms.db'), PUBLIC_URL: cmsUrl },
    stdio: ['ignore', fs.openSync(path.join(STATE, `cms-${code}.log`), 'w'), 'inherit'],
  });
  try {
    await copySite.buildSite({
      cmsUrl,
      siteUrl: SITE_URL,
      siteDir: path.join(dir, 'site'),
      token: secrets.SITE_BUILD_TOKEN,
      echo: false,
    });
    await jest(
      'jest.integration.config.cjs',
      out,
      {
        TEST_PHASE: 'third-locale',
        THIRD_LOCALE: code,
        CMS_URL: cmsUrl,
        CMS_DB_FILE: path.join(dir, 'cms.db'),
        SITE_URL,
        SITE_PUBLIC_DIR: path.join(dir, 'site', 'public'),
      },
      [],
      dir,
    );
  } finally {
    await thirdCms.stop();
    countJest(out);
  }
}

/** The phases in the order they run; `npm test -- <phase…>` runs a selection (with what each needs). */
const PHASES = [
  'lint',
  'unit',
  'toolchain',
  'third-locale',
  'deploy',
  'cms',
  'postgres',
  'faults',
  'build',
  'preview',
  'serving',
  'e2e',
];
/**
 * Phases whose tests read what the `cms` phase's tests wrote (the edited and hostile articles, renames): selecting
 * one of them runs `cms` first.
 */
const NEEDS_CMS_PHASE = new Set(['build', 'preview', 'serving', 'e2e']);

/**
 * The command line: phase names (none: every phase) and `--filter <regex>`, which limits Jest to test files and
 * Playwright to spec files matching it.
 */
function parseArguments(args) {
  const selected = new Set();
  let filter;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--filter') filter = args[++i];
    else if (arg.startsWith('--filter=')) filter = arg.slice('--filter='.length);
    else if (PHASES.includes(arg)) selected.add(arg);
    else throw new Error(`unknown phase or option "${arg}"; phases: ${PHASES.join(', ')}; option: --filter <regex>`);
  }
  if (filter === '') throw new Error('--filter needs a pattern');
  if (selected.size === 0) PHASES.forEach((phase) => selected.add(phase));
  for (const phase of [...selected]) if (NEEDS_CMS_PHASE.has(phase)) selected.add('cms');
  return { phases: PHASES.filter((phase) => selected.has(phase)), filter };
}

const { phases: selectedPhases, filter } = (() => {
  try {
    return parseArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(2);
  }
})();
/** Jest's and Playwright's arguments for `--filter`. */
const jestFilter = filter ? ['--testPathPatterns', filter] : [];
const playwrightFilter = filter ? [filter] : [];

/** Wall time, passed and failed per phase, printed above the summary. */
const phaseTimes = [];

/** What several phases need, made once: the compiled CMS, the test CMS with its SMTP capture, the built site. */
let cmsBuilt;
const ensureCmsBuilt = () =>
  (cmsBuilt ??= (async () => {
    if (cmsNeedsBuild()) await buildCms();
  })());

async function ensureTestCms() {
  await ensureCmsBuilt();
  smtp ??= await startSmtpCapture(mailDir);
  cmsEnvironment = { ...cmsEnvironment, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) };
  cms ??= await startTestCms(`cms-${(cmsStarts += 1)}.log`);
}
let cmsStarts = 0;

async function stopTestCms() {
  await cms?.stop();
  cms = undefined;
}

let siteBuilt;
/**
 * The site built against the test CMS. The CMS restarts on the same database first: the seed must not overwrite
 * what editors (the `cms` phase's tests) changed, and the build output tests look for those changes.
 */
const ensureSite = () =>
  (siteBuilt ??= (async () => {
    await stopTestCms();
    await ensureTestCms();
    // The committed GraphQL types as they were before the build regenerates them (the build output tests compare).
    fs.copyFileSync(path.join(SITE_DIR, 'src', 'gatsby-types.d.ts'), path.join(STATE, 'gatsby-types.committed.d.ts'));
    await buildSite({
      cmsUrl: CMS_URL,
      siteUrl: SITE_URL,
      // A container id, so the build has the consent-gated tag manager e2e/consent.spec.ts checks (its script is
      // answered by a stub in the test; nothing reaches Google).
      env: { GATSBY_TOKEN_LOCAL_CHAIN_RPC: HARDHAT_URL, GTM_CONTAINER_ID: 'GTM-KSTL0TEST' },
    });
  })());

/** PostgreSQL databases for the `postgres` and `faults` phases, made once; none when the machine has no cluster. */
let postgresReady;
const ensurePostgres = () =>
  (postgresReady ??= (async () => {
    const found = await startPostgres();
    if ('reason' in found) return found.reason;
    postgres = found;
    console.log(postgres.description);
    const name = `kastell_test_${process.pid}`;
    pgDatabases.push(await createDatabase(postgres, name), await createDatabase(postgres, `${name}_restore`));
    return undefined;
  })());

/** Each phase: what it needs, then its tests, counted into `totals`. A crash counts as one failure. */
const PHASE_RUNNERS = {
  lint: async () => {
    // The type check reads the packages' compiled declarations: after buildStalePackages.
    const linted = await step('Lint: type check, ESLint, Prettier (npm run lint)', () =>
      run('npm', ['run', 'lint'], { cwd: ROOT }),
    );
    totals[linted ? 'passed' : 'failed'] += 1;
  },
  unit: async () => {
    await step('Unit tests', () => jest('jest.config.cjs', path.join(STATE, 'unit.json'), {}, jestFilter));
    countJest(path.join(STATE, 'unit.json'));
  },
  toolchain: async () => {
    const out = path.join(STATE, 'toolchain.json');
    await step('Toolchain tests (Parcel, Workbox, patches, solc, Hardhat)', () =>
      jest('jest.toolchain.config.cjs', out, {}, jestFilter),
    );
    countJest(out);
  },
  'third-locale': async () => {
    if (!(await step('A third language in a throw-away copy: type check, i18n check, unit tests', thirdLocaleTests))) {
      totals.failed += 1;
      return;
    }
    const built = await step('CMS build (the third language runs the compiled CMS)', ensureCmsBuilt);
    if (!built) return void (totals.failed += 1);
    const ok = await step(
      'The third language built: its CMS, its site, routes, switcher, 404, sitemap, admin filter',
      thirdLocaleSiteTests,
    );
    if (!ok) totals.failed += 1;
  },
  deploy: async () => {
    await step('Deploy: the CMS proxy and the live-release web server (Debian nginx)', async () => {
      const stack = await startDeployTestStack({ basePort: NGINX_BASE_PORT });
      try {
        await jest(
          'jest.integration.config.cjs',
          path.join(STATE, 'deploy.json'),
          { TEST_PHASE: 'deploy', ...stack.env },
          jestFilter,
        );
      } finally {
        await stack.stop();
      }
    });
    countJest(path.join(STATE, 'deploy.json'));
  },
  cms: async () => {
    if (!(await step('CMS build and start (throw-away SQLite database, SMTP capture)', ensureTestCms))) {
      return void (totals.failed += 1);
    }
    await step('CMS integration tests', () =>
      jest('jest.integration.config.cjs', path.join(STATE, 'cms.json'), { TEST_PHASE: 'cms' }, jestFilter),
    );
    countJest(path.join(STATE, 'cms.json'));
  },
  postgres: async () => {
    if (!(await step('CMS integration tests on PostgreSQL', postgresIntegrationTests))) totals.failed += 1;
  },
  faults: async () => {
    if (!(await step('Fault tests (SIGKILL, 1,000 sign-ups, two CMS processes, backup and restore)', faultTests))) {
      totals.failed += 1;
    }
  },
  build: async () => {
    if (!(await step('CMS restart on the same database, site build against the test CMS', ensureSite))) {
      return void (totals.failed += 1);
    }
    await step('Build output tests', () =>
      jest('jest.integration.config.cjs', path.join(STATE, 'build.json'), { TEST_PHASE: 'build' }, jestFilter),
    );
    countJest(path.join(STATE, 'build.json'));
  },
  // A draft saved in the CMS reaches the draft preview within seconds: the real renderer (`gatsby develop` on drafts,
  // its workspace in .state/preview), the preview server with the built site's island runtime, the admin's frame
  // in Chromium.
  preview: async () => {
    if (!(await step('Site build against the test CMS', ensureSite))) return void (totals.failed += 1);
    await step('Draft preview (the renderer on drafts; the admin frame in Chromium)', async () => {
      await ensureChromium();
      await jest(
        'jest.integration.config.cjs',
        path.join(STATE, 'preview.json'),
        { TEST_PHASE: 'preview' },
        jestFilter,
      );
    });
    countJest(path.join(STATE, 'preview.json'));
  },
  serving: async () => {
    if (!(await step('Site build against the test CMS', ensureSite))) return void (totals.failed += 1);
    await step('nginx (deploy/nginx.conf) and the static server: same behaviour; Chromium under the CSP', async () => {
      const nginx = await startNginx({ root: testEnv.SITE_PUBLIC_DIR, port: SITE_PORT });
      try {
        await jest(
          'jest.integration.config.cjs',
          path.join(STATE, 'serving.json'),
          { TEST_PHASE: 'serving', NGINX_URL: nginx.url },
          jestFilter,
        );
        await ensureChromium();
        await playwright(path.join(STATE, 'nginx-e2e.json'), ['csp.spec.ts']);
      } finally {
        await nginx.stop();
      }
    });
    countJest(path.join(STATE, 'serving.json'));
    countPlaywright(path.join(STATE, 'nginx-e2e.json'));
  },
  e2e: async () => {
    if (!(await step('Site build against the test CMS', ensureSite))) return void (totals.failed += 1);
    await step('End-to-end tests (Chromium)', async () => {
      await ensureChromium();
      const site = createStaticServer(path.join(SITE_DIR, 'public'));
      server = site;
      await /** @type {Promise<void>} */ (new Promise((resolve) => site.listen(SITE_PORT, '127.0.0.1', resolve)));
      chain = await startHardhatNode({ port: HARDHAT_PORT });
      await playwright(path.join(STATE, 'e2e.json'), playwrightFilter);
    });
    countPlaywright(path.join(STATE, 'e2e.json'));
  },
};

/** Playwright on the e2e specs (`files`: file filters; none, every spec), its JSON report written to `out`. */
const playwright = (out, files) =>
  run(process.execPath, [PLAYWRIGHT, 'test', '--config', 'e2e/playwright.config.ts', ...files], {
    cwd: ROOT,
    env: { ...process.env, ...testEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  }).catch(() => undefined); // failures are counted from the report

const formatSeconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

async function main() {
  console.log(`▶ ${describeNode()}`);
  console.log(`▶ phases: ${selectedPhases.join(', ')}${filter ? ` (test files matching /${filter}/)` : ''}`);
  fs.rmSync(STATE, { recursive: true, force: true });
  fs.mkdirSync(STATE, { recursive: true });
  // The CMS, Gatsby and these scripts load the shared packages compiled: a source change reaches them first.
  await buildStalePackages();
  for (const phase of selectedPhases) {
    const before = { ...totals };
    const started = Date.now();
    await PHASE_RUNNERS[phase]();
    phaseTimes.push({
      phase,
      ms: Date.now() - started,
      passed: totals.passed - before.passed,
      failed: totals.failed - before.failed,
    });
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  totals.failed += 1;
} finally {
  server?.close();
  await chain?.stop();
  await stopTestCms();
  await smtp?.close();
  for (const database of pgDatabases) await database.drop().catch((e) => console.error(e.message));
  await postgres?.stop().catch((e) => console.error(e.message));
  fs.rmSync(tmpDir, { recursive: true, force: true });
  if (thirdLocale) fs.rmSync(thirdLocale.dir, { recursive: true, force: true });
}
console.log('\nPhase          time   passed  failed');
for (const { phase, ms, passed, failed } of phaseTimes) {
  console.log(
    `${phase.padEnd(14)}${formatSeconds(ms).padStart(6)}${String(passed).padStart(9)}${String(failed).padStart(8)}`,
  );
}
for (const what of notRun) console.log(`\nNOT RUN (not counted as passed): ${what}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
