#!/usr/bin/env node
// `npm run bench:lighthouse [-- <public-dir>] [--runs N] [--paths /a/,/b/] [--timeout S] [--port P] [--no-fail]`: Lighthouse
// (mobile preset, the default) on the built site served locally, 5 runs per URL in Debian Chromium, reporting
// median scores and TBT/LCP/CLS with the spread (min–max) of performance and TBT. Targets:
// performance ≥ 98, accessibility, best practices and SEO 100, TBT ≤ 150 ms, CLS ≤ 0.02. On 2 shared cores TBT
// swings widely between runs, hence medians and the spread beside them.
// Lighthouse is an optional dev dependency: `npm install -D lighthouse`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS, ensureChromium } from './lib/chromium.mjs';
import { SITE_DIR } from './lib/env.mjs';
import { medianOfRuns } from './lib/median.mjs';
import { startProcess } from './lib/processes.mjs';
import { createStaticServer } from './lib/static-server.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Upper bounds of the metric medians. */
export const METRIC_TARGETS = { tbt: 150, cls: 0.02 };
const METRICS = { tbt: 'total-blocking-time', lcp: 'largest-contentful-paint', cls: 'cumulative-layout-shift' };
const HEADLESS_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CHROMIUM_START_TIMEOUT_MS = 20_000;
const INSTALL_HINT = 'npm install -D lighthouse';

class UsageError extends Error {}

export function parseArgs(argv) {
  const options = { publicDir: path.join(SITE_DIR, 'public'), runs: 5, timeoutS: 120, port: 0, fail: true };
  const number = (flag, value, min) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new UsageError(`${flag} needs a whole number ≥ ${min}, got "${value}"`);
    return n;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[(i += 1)];
    if (flag === '--runs') options.runs = number('--runs', value(), 1);
    else if (flag === '--timeout') options.timeoutS = number('--timeout', value(), 10);
    else if (flag === '--port') options.port = number('--port', value(), 0);
    else if (flag === '--paths') options.paths = value().split(',').filter(Boolean);
    else if (flag === '--no-fail') options.fail = false;
    else if (flag === '--help' || flag === '-h') options.help = true;
    else if (flag.startsWith('-')) throw new UsageError(`unknown option ${flag} (see --help)`);
    else options.publicDir = path.resolve(argv[i]);
  }
  return options;
}

/** Lighthouse's entry function, or null when the package is not installed. */
export async function loadLighthouse() {
  try {
    const module = await import('lighthouse');
    return module.default ?? module;
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND' && /['"]lighthouse['"]/.test(error.message)) return null;
    throw error;
  }
}

const pageExists = (publicDir, urlPath) => fs.existsSync(path.join(publicDir, urlPath, 'index.html'));
const readJsonSafely = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** The first article under /insight/ (alphabetical): a page there whose template differs from the list's. */
export function firstInsightArticle(publicDir) {
  const listTemplate = readJsonSafely(
    path.join(publicDir, 'page-data', 'insight', 'page-data.json'),
  )?.componentChunkName;
  const dir = path.join(publicDir, 'insight');
  if (!fs.existsSync(dir)) return undefined;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !/^\d+$/.test(e.name)) // /insight/2/ would be a list page
    .map((e) => `/insight/${e.name}/`)
    .sort()
    .find((urlPath) => {
      if (!pageExists(publicDir, urlPath)) return false;
      const data = readJsonSafely(path.join(publicDir, 'page-data', urlPath, 'page-data.json'));
      return !listTemplate || !data || data.componentChunkName !== listTemplate;
    });
}

/** The first case study (alphabetical) under /case-studies/ that is not a list page. */
export function firstCaseStudy(publicDir) {
  const dir = path.join(publicDir, 'case-studies');
  if (!fs.existsSync(dir)) return undefined;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'projects' && !/^\d+$/.test(e.name))
    .map((e) => `/case-studies/${e.name}/`)
    .sort()
    .find((urlPath) => pageExists(publicDir, urlPath));
}

/** The German version of a page: its hreflang="de" alternate in the built HTML, else the same path under /de/. */
export function germanPath(publicDir, urlPath) {
  const file = path.join(publicDir, urlPath, 'index.html');
  const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\bhreflang=["']de["']/i.test(tag) || !/\brel=["']alternate["']/i.test(tag)) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
    if (href) return new URL(href, 'http://localhost').pathname;
  }
  return `/de${urlPath}`;
}

/** The ten URLs of the benchmark: home, a service, the article list, an article, a case study; both languages. */
export function selectPaths(publicDir) {
  const article = firstInsightArticle(publicDir) ?? '/insight/(no-article-found)/';
  const caseStudy = firstCaseStudy(publicDir) ?? '/case-studies/(no-case-study-found)/';
  const english = ['/', '/software-development/', '/insight/', article, caseStudy];
  return [...english, ...english.map((p) => germanPath(publicDir, p))];
}

/** Starts Debian's Chromium with a DevTools port; resolves once the port is known. */
export async function launchChromium(chromiumPath) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-chromium-'));
  const child = startProcess(
    chromiumPath,
    [...HEADLESS_FLAGS, `--user-data-dir=${userDataDir}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    await child.stop();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  };
  const portFile = path.join(userDataDir, 'DevToolsActivePort');
  const deadline = Date.now() + CHROMIUM_START_TIMEOUT_MS;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`Chromium exited at start (${child.signalCode ?? `code ${child.exitCode}`})`);
      const port = Number.parseInt(fs.existsSync(portFile) ? fs.readFileSync(portFile, 'utf8').split('\n')[0] : '', 10);
      if (port > 0) return { port, stop };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Chromium did not open its DevTools port within ${CHROMIUM_START_TIMEOUT_MS / 1000} s`);
  } catch (error) {
    await stop();
    throw error;
  }
}

/** @typedef {Record<string, number | null>} RunResult scores and metrics of one run, by name */

/**
 * Scores (0–100) and metrics (TBT ms, LCP ms, CLS) of one Lighthouse result.
 * @returns {RunResult}
 */
export function extractResult(lhr) {
  if (lhr?.runtimeError?.code)
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`);
  /** @type {RunResult} */
  const result = {};
  for (const id of CATEGORIES) {
    const score = lhr?.categories?.[id]?.score;
    result[id] = typeof score === 'number' ? score * 100 : null;
  }
  for (const [key, audit] of Object.entries(METRICS)) {
    const value = lhr?.audits?.[audit]?.numericValue;
    result[key] = typeof value === 'number' ? value : null;
  }
  return result;
}

/** One Lighthouse run in a fresh Chromium, bounded by `timeoutMs` (the browser is killed on timeout). */
async function runOnce(lighthouse, url, { chromiumPath, timeoutMs }) {
  const chromium = await launchChromium(chromiumPath);
  let timer;
  try {
    const audit = Promise.resolve(
      lighthouse(url, {
        port: chromium.port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      }),
    );
    audit.catch(() => {}); // after a timeout its late rejection is expected
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs / 1000} s`)), timeoutMs);
    });
    const runnerResult = await Promise.race([audit, timeout]);
    return extractResult(runnerResult?.lhr);
  } finally {
    clearTimeout(timer);
    await chromium.stop();
  }
}

const fmt = {
  score: (v) => (v === null ? 'n/a' : String(Math.round(v))),
  ms: (v) => (v === null ? 'n/a' : `${Math.round(v)} ms`),
  s: (v) => (v === null ? 'n/a' : `${(v / 1000).toFixed(2)} s`),
  cls: (v) => (v === null ? 'n/a' : v.toFixed(3)),
};

/** Table rows and the number of missed targets from the per-URL run results. */
export function summarize(results) {
  let misses = 0;
  const rows = results.map(({ urlPath, runs, error }) => {
    const ok = runs.filter(Boolean);
    const m = medianOfRuns(ok, [...CATEGORIES, ...Object.keys(METRICS)]);
    const scores = CATEGORIES.map((id) => {
      const value = m[id] === null ? null : Math.round(m[id]);
      const miss = value === null || value < TARGETS[id];
      if (miss) misses += 1;
      return `${fmt.score(value)}${miss ? ' ✗' : ''}`;
    });
    const over = (key) => {
      const miss = m[key] === null || m[key] > METRIC_TARGETS[key];
      if (miss) misses += 1;
      return miss ? ' ✗' : '';
    };
    const spread = (key, format) => {
      const values = ok.map((run) => run[key]).filter((v) => typeof v === 'number');
      return values.length > 1 ? ` (${format(Math.min(...values))}–${format(Math.max(...values))})` : '';
    };
    return [
      urlPath,
      scores[0] + spread('performance', fmt.score),
      ...scores.slice(1),
      fmt.ms(m.tbt) + over('tbt') + spread('tbt', (v) => String(Math.round(v))),
      fmt.s(m.lcp),
      fmt.cls(m.cls) + over('cls'),
      `${ok.length}/${runs.length}${error ? ` ${error}` : ''}`,
    ];
  });
  return { rows, misses };
}

function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  rows.forEach((r) => console.log(line(r)));
}

/**
 * The benchmark; `lighthouse` can be injected (tests), else the installed package is loaded.
 * @param {ReturnType<typeof parseArgs>} options
 * @param {{ lighthouse?: Function }} [injected]
 */
export async function main(options, { lighthouse } = {}) {
  if (!fs.existsSync(path.join(options.publicDir, 'index.html')))
    throw new UsageError(`no built site in ${options.publicDir} (index.html missing); run npm run build:site first`);
  const audit = lighthouse ?? (await loadLighthouse());
  if (!audit) {
    console.error(`✖ Lighthouse is not installed. Install it with:\n  ${INSTALL_HINT}`);
    return 1;
  }
  const chromiumPath = await ensureChromium();
  // --paths: English paths to measure instead of the standard set (each with its German version).
  const paths = options.paths
    ? [...options.paths, ...options.paths.map((p) => germanPath(options.publicDir, p))]
    : selectPaths(options.publicDir);
  const server = createStaticServer(options.publicDir);
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, '127.0.0.1', resolve);
    })
  );
  const base = `http://localhost:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  console.log(
    `bench:lighthouse  ${options.publicDir} on ${base}, mobile preset, ${options.runs} run(s) per URL, ` +
      `timeout ${options.timeoutS} s per run`,
  );
  const results = paths.map((urlPath) => ({
    urlPath,
    runs: /** @type {(RunResult | null)[]} */ ([]),
    error: pageExists(options.publicDir, urlPath) ? undefined : 'not in the build',
  }));
  try {
    // Round robin over the URLs so a burst of load on the shared CPU does not hit one URL's runs only.
    for (let run = 1; run <= options.runs; run += 1) {
      for (const entry of results.filter((r) => r.error !== 'not in the build')) {
        const started = Date.now();
        try {
          const result = await runOnce(audit, base + entry.urlPath, {
            chromiumPath,
            timeoutMs: options.timeoutS * 1000,
          });
          entry.runs.push(result);
          const scores = CATEGORIES.map((id) => fmt.score(result[id])).join('/');
          console.log(
            `  run ${run}/${options.runs} ${entry.urlPath}: ${scores}, TBT ${fmt.ms(result.tbt)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
          );
        } catch (error) {
          entry.runs.push(null);
          entry.error = 'some runs failed';
          console.log(`  run ${run}/${options.runs} ${entry.urlPath}: ✖ ${error.message}`);
        }
      }
    }
  } finally {
    server.closeAllConnections?.();
    await /** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve())));
  }

  const { rows, misses } = summarize(results);
  console.log(
    '\nmedians, (min–max) of the runs; ✗ = off target: performance ≥ 98, accessibility / best practices / SEO = 100, ' +
      'TBT ≤ 150 ms, CLS ≤ 0.02\n',
  );
  printTable(['URL', 'perf (spread)', 'a11y', 'best pr.', 'SEO', 'TBT (spread ms)', 'LCP', 'CLS', 'runs ok'], rows);
  if (misses > 0) {
    console.log(`\n✖ ${misses} figure(s) off target${options.fail ? '' : ' (--no-fail: exit 0)'}`);
    return options.fail ? 1 : 0;
  }
  console.log('\n✔ every score on target');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Exit through process.exit so processes.mjs stops the Chromium process group on Ctrl-C too.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  let code;
  try {
    const options = parseArgs(process.argv.slice(2));
    if (options.help) {
      console.log(
        'usage: node scripts/bench-lighthouse.mjs [public-dir] [--runs N] [--paths /a/,/b/] [--timeout S] [--port P] [--no-fail]',
      );
      code = 0;
    } else code = await main(options);
  } catch (error) {
    console.error(`✖ bench:lighthouse: ${error instanceof UsageError ? error.message : (error.stack ?? error)}`);
    code = 1;
  }
  // Lighthouse may leave handles open; the browsers and the server are already stopped.
  process.exit(code);
}
