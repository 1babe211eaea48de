// Building the static site against a running CMS, and publishing a build as a release (the served copy).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BuildFailure, clearContentFailure, createReleaseStore, readContentFailure } from '@app/rebuild';
import { writeServingConfig } from '../../deploy/site-build-config.mjs';
import { CACHE_CONTROL, cacheControlFor } from '../../deploy/site-rules.mjs';
import { LOCALE_CODES } from '@app/routing';
import { ROOT, SITE_DIR, ensureCmsSecrets } from './env.mjs';

const GATSBY_BIN = path.join(ROOT, 'node_modules', 'gatsby', 'cli.js');
/** Gatsby's output folder; warm builds reuse it with `site/.cache`. Never served directly. */
export const SITE_PUBLIC_DIR = path.join(SITE_DIR, 'public');
/** Releases (copies of builds) and the `current` link to the live one; what the servers serve. */
export const SITE_RELEASES_DIR = path.resolve(process.env.SITE_RELEASES_DIR ?? path.join(SITE_DIR, 'releases'));
const lockFileOf = (siteDir) => path.join(siteDir, '.build.lock');
/** How much of a failed build's output its error message keeps (the log has all of it). */
const ERROR_LINES = 12;

/** Fails clearly when the CMS does not answer, before Gatsby starts (its own error would come much later). */
export async function assertCmsReachable(cmsUrl) {
  let response;
  try {
    response = await fetch(`${cmsUrl}/_health`, { signal: AbortSignal.timeout(5_000) });
  } catch (error) {
    throw new BuildFailure(`The CMS at ${cmsUrl} does not answer (${error.cause?.code ?? error.message}).`, {
      kind: 'cms-unreachable',
    });
  }
  if (!response.ok)
    throw new BuildFailure(`The CMS at ${cmsUrl} is not healthy (/_health answered ${response.status}).`, {
      kind: 'cms-unreachable',
    });
}

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * One Gatsby build at a time in this checkout (the rebuild service, its publish worker and `npm run build:site` share
 * site/public and site/.cache); returns the function that releases it.
 */
export function acquireBuildLock(siteDir = SITE_DIR) {
  const LOCK_FILE = lockFileOf(siteDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(LOCK_FILE, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(LOCK_FILE, { force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(LOCK_FILE, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder))
        throw new Error(`Another site build is running (process ${holder}); try again when it has finished.`);
      fs.rmSync(LOCK_FILE, { force: true }); // left behind by a build that was killed
    }
  }
  throw new Error(`Could not take the build lock ${LOCK_FILE}.`);
}

/** The running `gatsby build`, if any (stopped with the process that started it). */
let activeBuild;
process.on('exit', () => activeBuild?.kill('SIGKILL'));

/** Stops a running site build of this process (its promise rejects); resolves once it has exited. */
export function cancelSiteBuild() {
  const child = activeBuild;
  if (child === undefined || child.exitCode !== null) return Promise.resolve();
  return new Promise((/** @type {(value?: void) => void} */ resolve) => {
    child.once('close', () => resolve());
    child.kill('SIGTERM');
  });
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** The telling part of a failed build's output: from its last `ERROR` line on, else its last lines. */
export function failureSummary(output) {
  const lines = output
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  let from = -1;
  lines.forEach((line, index) => {
    if (/\bERROR\b/.test(line)) from = index;
  });
  const picked = from === -1 ? lines.slice(-ERROR_LINES) : lines.slice(from, from + ERROR_LINES);
  return picked.map((line) => line.trim()).join('\n');
}

/**
 * How long a build may go without a line of output before it is taken for stuck and stopped
 * (`REBUILD_BUILD_SILENCE_MS`, default 20 minutes; a cold build at 4,000 pages is silent for 20 s at most): a build
 * that stands still would otherwise hold up every later publish behind it.
 */
export const buildSilenceLimitMs = (env = process.env) => {
  const value = Number.parseInt(env.REBUILD_BUILD_SILENCE_MS ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 20 * 60_000;
};

/**
 * Runs a build command, its output shown as it comes (`echo`), kept and handed to `onOutput`; rejects with the
 * output's gist. A build silent for `silenceMs` is stopped and rejects saying so.
 * @param {string} command
 * @param {string[]} args
 * @param {{ echo?: boolean, onOutput?: (text: string) => void, silenceMs?: number } & import('node:child_process').SpawnOptions} options
 * @returns {Promise<void>}
 */
export function runBuildCommand(
  command,
  args,
  { echo = true, onOutput, silenceMs = buildSilenceLimitMs(), ...options },
) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    activeBuild = child;
    let tail = '';
    let stuck = false;
    /** @type {NodeJS.Timeout | undefined} */
    let silence;
    const watch = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        stuck = true;
        child.kill('SIGTERM');
      }, silenceMs);
    };
    watch();
    const keep = (stream) => (chunk) => {
      watch();
      if (echo) stream.write(chunk);
      onOutput?.(chunk.toString('utf8'));
      tail = (tail + chunk.toString('utf8')).slice(-64 * 1024);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', (error) => {
      clearTimeout(silence);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(silence);
      if (activeBuild === child) activeBuild = undefined;
      if (code === 0 && !stuck) return resolve();
      const summary = failureSummary(tail);
      const why = stuck
        ? `stopped: no output for ${Math.round(silenceMs / 1000)} s`
        : `failed (${signal ?? `exit ${code}`})`;
      reject(new Error(`gatsby build ${why}${summary ? `:\n${summary}` : ''}`));
    });
  });
}

/**
 * The CPU count Gatsby sizes its worker pool by (cores − 1 workers for page queries and HTML). Its main process
 * mostly waits while they work, so a full build gets a worker per core, at least two (at 4,000 pages on 2 cores:
 * HTML 18.7 → 11.6 s). A warm build (Gatsby's datastore is there) renders a handful of pages and would only pay
 * for starting the extra worker (about 1–2 s): it keeps Gatsby's own count. docs/benchmarks.md, bench:scale.
 */
export function gatsbyCpuCount(siteDir, cores = os.availableParallelism()) {
  const warm = fs.existsSync(path.join(siteDir, '.cache', 'data', 'datastore'));
  return warm ? cores : Math.max(3, cores + 1);
}

/**
 * The environment of a site build (`gatsby build`, the publish worker): where it reads content, with which token,
 * the public addresses; `env` adds to it (the preview's settings, a test's tag manager container).
 * @param {{ cmsUrl: string, siteUrl: string, cmsPublicUrl?: string, token: string, siteDir?: string,
 *   env?: Record<string, string> }} options
 * @returns {NodeJS.ProcessEnv}
 */
export function siteBuildEnv({ cmsUrl, siteUrl, cmsPublicUrl = cmsUrl, token, siteDir = SITE_DIR, env = {} }) {
  return {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: '1',
    CMS_URL: cmsUrl,
    CMS_PUBLIC_URL: cmsPublicUrl,
    SITE_URL: siteUrl,
    SITE_BUILD_TOKEN: token,
    // Only the preview build sets it (in `env`); the public build never inherits it by accident.
    GATSBY_SITE_PREVIEW: 'false',
    GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT ?? String(gatsbyCpuCount(siteDir)),
    NODE_OPTIONS: withYoungGeneration(process.env.NODE_OPTIONS),
    ...env,
  };
}

/** Megabytes per semi-space of the young generation in the build's processes (`withYoungGeneration`). */
const YOUNG_GENERATION_MB = 64;

/**
 * Node's options for the build's processes (Gatsby's, its workers', the publish worker's) with a larger young
 * generation: a build makes short-lived objects per entry and page, and with V8's default young generation it
 * collects them very often (5.5 s of garbage collection in a cold build's main process at 4,104 pages). 64 MB per
 * semi-space made that build 2–5 s shorter (docs/benchmarks.md, bench:scale). An option the caller set wins.
 * @param {string | undefined} options
 */
export function withYoungGeneration(options) {
  if (options?.includes('--max-semi-space-size')) return options;
  return [options, `--max-semi-space-size=${YOUNG_GENERATION_MB}`].filter(Boolean).join(' ');
}

/**
 * `gatsby build` reading content from `cmsUrl` with the read-only build token, then the build's serving
 * configuration (per-page CSP, id redirects) written into the output. Resolves with the output folder;
 * rejects, naming the cause, when the CMS is down or the build fails. Does not change what is served
 * (see `publishSite`). The build's log says which languages it offers and ends with a summary of the published
 * entries missing or untranslated in each (site/src/build/site-locales.ts).
 * `siteDir` and `token` let the draft-preview build (scripts/lib/preview.mjs) run the same build in its own
 * workspace with its own token. `onOutput` receives the build's output as it comes (the benchmarks read it).
 * @param {{
 *   cmsUrl: string, siteUrl: string, cmsPublicUrl?: string, env?: Record<string, string>, echo?: boolean,
 *   siteDir?: string, token?: string, onOutput?: (chunk: string) => void,
 * }} options
 * @returns {Promise<{ outputDir: string }>}
 */
export async function buildSite({
  cmsUrl,
  siteUrl,
  cmsPublicUrl = cmsUrl,
  env = {},
  echo = true,
  siteDir = SITE_DIR,
  token,
  onOutput,
}) {
  const buildToken = token ?? process.env.SITE_BUILD_TOKEN ?? ensureCmsSecrets().SITE_BUILD_TOKEN;
  const outputDir = path.join(siteDir, 'public');
  const release = acquireBuildLock(siteDir);
  try {
    await assertCmsReachable(cmsUrl);
    clearContentFailure(siteDir);
    await runBuildCommand(process.execPath, [GATSBY_BIN, 'build'], {
      cwd: siteDir,
      echo,
      onOutput,
      env: siteBuildEnv({ cmsUrl, siteUrl, cmsPublicUrl, token: buildToken, siteDir, env }),
    }).catch((error) => {
      // The content stopped it: editors are told which entry and field (the build wrote it down).
      const refused = readContentFailure(siteDir);
      throw refused ? new BuildFailure(error.message, { kind: 'content', problems: refused }) : error;
    });
    const servingStart = performance.now();
    writeSiteServingConfig(outputDir, { cmsPublicUrl, siteDir });
    if (echo)
      console.log(
        `Serving config (CSP per page, redirects): ${((performance.now() - servingStart) / 1000).toFixed(2)} s`,
      );
    return { outputDir };
  } finally {
    release();
  }
}

/**
 * The languages the last build of `siteDir` offers visitors (site/src/build/site-locales.ts records them); every
 * language of LOCALES before any build.
 * @returns {string[]}
 */
export function offeredLocales(siteDir = SITE_DIR) {
  const file = path.join(siteDir, '.cache', 'kastell-build', 'site-languages.json');
  if (!fs.existsSync(file)) return [...LOCALE_CODES];
  return JSON.parse(fs.readFileSync(file, 'utf8')).offered;
}

/**
 * The serving configuration of a build's output (CSP per page, redirects: deploy/site-build-config.mjs), reading
 * only the pages written since the last time (their facts are kept in the build's cache).
 * @param {string} outputDir
 * @param {{ cmsPublicUrl: string, siteDir?: string }} options
 */
export function writeSiteServingConfig(outputDir, { cmsPublicUrl, siteDir = SITE_DIR }) {
  writeServingConfig(outputDir, {
    cmsPublicUrl,
    pagesFile: path.join(siteDir, '.cache', 'kastell-build', 'serving-pages.json'),
  });
}

/**
 * Empties the build caches of the site and of the draft preview's workspace (`siteDirs`): after the CMS's database
 * was replaced (a restore), a warm build would keep pages of the old content, since it fetches only what changed
 * since the last build. Returns the caches it removed.
 */
export function forgetBuildCaches(siteDirs) {
  const caches = siteDirs.map((dir) => path.join(dir, '.cache')).filter((cache) => fs.existsSync(cache));
  for (const cache of caches) fs.rmSync(cache, { recursive: true, force: true });
  return caches;
}

/**
 * Gatsby's build id: the hash of its webpack compilation, written into `page-data/app-data.json` and its scripts
 * slice (`_gatsby/slices/`) for its browser runtime, which pages do not load. It changes with every whole build, even
 * when every compiled file stays the same.
 */
const GATSBY_BUILD_ID = /("webpackCompilationHash":"|___webpackCompilationHash=")[0-9a-f]+/g;
const isBuildIdFile = (urlPath) => urlPath === '/page-data/app-data.json' || urlPath.startsWith('/_gatsby/');

/**
 * Whether two versions of a build's file (`urlPath`: `/page-data/app-data.json`) differ in Gatsby's build id only:
 * what a release need not switch for, and what the fast path cannot and need not reproduce.
 * @param {string} urlPath
 * @param {Buffer} before
 * @param {Buffer} after
 */
export function sameApartFromBuildId(urlPath, before, after) {
  if (!isBuildIdFile(urlPath)) return false;
  const withoutId = (/** @type {Buffer} */ bytes) => bytes.toString('utf8').replace(GATSBY_BUILD_ID, '$1');
  return withoutId(before) === withoutId(after);
}

/**
 * The site's releases. Content-addressed files (the ones served as immutable, deploy/site-rules.mjs) are
 * hard-linked from the build output, every other file copied: Gatsby rewrites HTML and page data in place,
 * which must not reach a release that is live.
 */
export function siteReleases({ dir = SITE_RELEASES_DIR, keep = Number(process.env.SITE_RELEASES_KEEP ?? 3) } = {}) {
  return createReleaseStore({
    dir,
    keep,
    mayLink: (urlPath) => cacheControlFor(urlPath) === CACHE_CONTROL.immutable,
    equivalent: sameApartFromBuildId,
  });
}

/** Publishes the last build (site/public) as a new release and makes it live. */
export function publishSite(options) {
  return siteReleases(options).publish(SITE_PUBLIC_DIR);
}
