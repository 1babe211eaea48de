#!/usr/bin/env node
// `npm run bench:scale [-- --posts N]`: does the site build scale to thousands of articles?
//
// Two throw-away CMS databases, generated into temporary fixtures folders (never committed): the baseline, the
// fixtures plus one generated article per generated photo cover (12), and the fixtures plus N generated articles
// per language (default 2,000: realistic length, topics, the same 12 covers shared between them). For each: a
// cold build (after `gatsby clean`). Then three times one edit on the large site and a warm rebuild. Reports the
// cold build time and page count of both, the marginal cost per page ((cold_N − cold_base) / (pages_N −
// pages_base)), the time the builds spent making the covers' image sizes (a one-off cost of the 12 covers, which
// the baseline pays too), the peak RSS of the build's processes, the warm rebuilds (median, min–max), and checks
// that the insight list, sitemap, RSS feeds and related articles are right at that size; then the same edit three
// times through the fast path (the publish worker, as the rebuild service runs it). Targets on this machine: ≤ 4 ms
// per page, peak RSS ≤ 4 GB, an edit live ≤ 5 s (the fast path's figure; the warm rebuild is reported beside it).
// Each guarded figure is compared with the one recorded in docs/benchmarks.md (`scale.*`, bench-gate.mjs): "slower by
// N %", and the run fails more than 10 % beyond the recorded spread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CMS_DIR, SITE_DIR, ensureCmsSecrets } from './lib/env.mjs';
import { buildCms, cmsNeedsBuild, startCms } from './lib/cms.mjs';
import { median } from './lib/median.mjs';
import { gate } from './lib/bench-gate.mjs';
import { describePublish, startPublishWorker } from './lib/publish-worker-client.mjs';
import { buildSite, siteBuildEnv, writeSiteServingConfig } from './lib/site.mjs';
import { cmsCaller, countPages, gatsbyClean, publishGermanTitle, registerBenchAdmin } from './lib/bench-cms.mjs';
import { COVERS, fixturesWith, pad } from './lib/bench-content.mjs';

const TARGETS = { msPerPage: 4, peakRssGb: 4, editLiveS: 5 };
const PORT = Number(process.env.BENCH_CMS_PORT ?? 1342);
const CMS_URL = `http://127.0.0.1:${PORT}`;
const SITE = { cmsUrl: CMS_URL, siteUrl: 'http://localhost:9000' };
const PUBLIC = path.join(SITE_DIR, 'public');
/** Warm rebuilds measured, each after one edit (the median is judged). */
const WARM_RUNS = 3;
/** Page size of the insight list's static first page and of the RSS feeds (site/src/features/insight-list). */
const LIST_PAGE_SIZE = 12;
/** Items per RSS feed: read from the site's source (site/src/seo/feeds.ts), where the build takes it from. */
const FEED_ITEMS = Number(
  /export const FEED_ITEMS = (\d+);/.exec(fs.readFileSync(path.join(SITE_DIR, 'src', 'seo', 'feeds.ts'), 'utf8'))?.[1],
);

class UsageError extends Error {}

function parseArgs(argv) {
  const options = { posts: 2000 };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    if (flag === '--posts') {
      options.posts = Number(inline ?? argv[(i += 1)]);
      if (!Number.isInteger(options.posts) || options.posts < 1)
        throw new UsageError('--posts needs a whole number ≥ 1');
    } else if (flag === '--help' || flag === '-h') {
      console.log('usage: node scripts/bench-scale.mjs [--posts N]   (N generated articles per language)');
      process.exit(0);
    } else throw new UsageError(`unknown option ${flag} (see --help)`);
  }
  return options;
}

// ---- measuring ----------------------------------------------------------------------------------------

/** Resident memory of every process below `root` (the build and its workers) except `skip`'s tree, in bytes. */
function treeRss(root, skip) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* the process ended while we looked */
    }
  }
  let total = 0;
  const stack = [...(children.get(root) ?? [])];
  while (stack.length > 0) {
    const pid = stack.pop();
    if (pid === skip) continue;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** Seconds Gatsby reports for its image processing jobs in a build's output (0 when there were none). */
const imageSeconds = (output) => Number(/IMAGE_PROCESSING jobs - ([\d.]+)s/.exec(output.replace(ANSI, ''))?.[1] ?? 0);

/** Runs a build, sampling the RSS of this process's children (not the CMS: it runs in its own group). */
async function measuredBuild(label, exclude) {
  let peak = 0;
  let output = '';
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(process.pid, exclude));
  }, 250);
  const start = process.hrtime.bigint();
  try {
    await buildSite({ ...SITE, onOutput: (chunk) => (output += chunk) });
  } finally {
    clearInterval(sampler);
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const pages = countPages(PUBLIC);
  const images = imageSeconds(output);
  console.log(
    `  ${label}: ${seconds.toFixed(1)} s, ${pages} pages, peak RSS ${(peak / 2 ** 30).toFixed(2)} GB` +
      (images > 0 ? `, image processing ${images.toFixed(1)} s beside the other steps` : ''),
  );
  return { seconds, pages, peak };
}

async function withCms(fixtures, database, fn) {
  const cms = await startCms({
    port: PORT,
    env: { DATABASE_FILENAME: database, FIXTURES_DIR: fixtures },
    stdio: 'ignore',
    healthTimeoutMs: 900_000,
  });
  try {
    return await fn(cms);
  } finally {
    await cms.stop();
  }
}

/** Resident memory of one process, in bytes. */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/**
 * The same edit through the fast path: the publish worker (started from the last build's cache, as the rebuild
 * service starts it) takes each edit in; each run's time is the worker's publish plus the serving configuration.
 */
async function fastPublishes(token, runs) {
  const seconds = [];
  let title = '';
  const startedAt = performance.now();
  const worker = startPublishWorker({ env: siteBuildEnv({ ...SITE, token: ensureCmsSecrets().SITE_BUILD_TOKEN }) });
  try {
    if (!(await worker.ready)) throw new Error('the publish worker did not start');
    console.log(`  publish worker ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    for (let run = 1; run <= runs; run += 1) {
      title = await editOneArticle(token);
      const start = performance.now();
      const answer = await worker.publish();
      if (answer.type !== 'published') throw new Error(`the fast path did not publish: ${JSON.stringify(answer)}`);
      const serving = performance.now();
      writeSiteServingConfig(PUBLIC, { cmsPublicUrl: SITE.cmsUrl });
      seconds.push((performance.now() - start) / 1000);
      console.log(
        `  fast path after one edit (${run} of ${runs}): ${describePublish(answer, performance.now() - serving)}`,
      );
    }
    return { seconds, title, rss: rssOf(worker.pid) };
  } finally {
    await worker.stop();
  }
}

/** One edit as an editor makes it: the German title of a generated article, published. */
async function editOneArticle(token) {
  const call = cmsCaller(CMS_URL);
  // Looked up as the site build does (the public may filter only as the insight list does).
  const buildToken = ensureCmsSecrets().SITE_BUILD_TOKEN;
  const post = (await call('GET', '/api/posts?locale=en&filters[slug][$eq]=field-notes-00007', buildToken)).data[0];
  const title = `Geänderter Titel ${Date.now()}`;
  await publishGermanTitle(call, token, post.documentId, title);
  return title;
}

// ---- correctness at size ------------------------------------------------------------------------------

const read = (file) => fs.readFileSync(path.join(PUBLIC, file), 'utf8');

/** What a visitor and a crawler get must still be right with N articles; returns the problems found. */
function checkOutput(posts, fixturePosts, editedTitle) {
  const problems = [];
  const expectThat = (ok, message) => ok || problems.push(message);
  const total = posts + fixturePosts;
  for (const [prefix, slug] of [
    ['', 'field-notes'],
    ['de/', 'praxisnotizen'],
  ]) {
    const list = read(`${prefix}insight/index.html`);
    const cards = list.match(/<h2><a href="[^"]*\/insight\/[^"]+\/"/g) ?? [];
    expectThat(cards.length === LIST_PAGE_SIZE, `${prefix}insight/: ${cards.length} cards, expected ${LIST_PAGE_SIZE}`);
    const pageCount = Math.ceil(total / LIST_PAGE_SIZE);
    expectThat(
      list.includes(`&quot;pageCount&quot;:${pageCount}`) || list.includes(`"pageCount":${pageCount}`),
      `${prefix}insight/: the list does not know its ${pageCount} pages`,
    );
    const rss = read(`${prefix}insight/rss.xml`);
    expectThat((rss.match(/<item>/g) ?? []).length === FEED_ITEMS, `${prefix}insight/rss.xml: not ${FEED_ITEMS} items`);
    const article = read(`${prefix}insight/${slug}-${pad(0)}/index.html`);
    const related = article.split('id="related-heading"')[1] ?? '';
    const relatedLinks = related.match(new RegExp(`href="/${prefix}insight/[a-z0-9-]+/"`, 'g')) ?? [];
    expectThat(
      relatedLinks.length === 3,
      `${prefix}insight/${slug}-${pad(0)}/: ${relatedLinks.length} related articles, expected 3`,
    );
  }
  const sitemap = read('sitemap.xml');
  for (const slug of ['field-notes', 'praxisnotizen']) {
    const listed = new Set(sitemap.match(new RegExp(`/insight/${slug}-\\d{5}/`, 'g')) ?? []);
    expectThat(listed.size === posts, `sitemap.xml: ${listed.size} of ${posts} ${slug} articles`);
  }
  expectThat(
    read(`de/insight/praxisnotizen-00007/index.html`).includes(editedTitle),
    'the warm rebuild does not show the edited German title',
  );
  return problems;
}

// ---- main ---------------------------------------------------------------------------------------------

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const fixturePosts = fs.readdirSync(path.join(CMS_DIR, 'fixtures', 'posts')).length;
  try {
    if (cmsNeedsBuild()) await buildCms();
    console.log(`bench:scale  ${options.posts} generated articles per language (+ ${fixturePosts} from the fixtures)`);

    // The baseline has the covers too (one generated article each): making their image sizes is a one-off cost of
    // 12 images, not of the pages added after them.
    const baseFixtures = await fixturesWith(COVERS, path.join(tmp, 'fixtures-base'));
    const base = await withCms(baseFixtures, path.join(tmp, 'base.db'), async (cms) => {
      await gatsbyClean();
      return measuredBuild(`cold build, fixtures + ${COVERS} articles (one per cover)`, cms.pid);
    });

    const seedStart = Date.now();
    const bigFixtures = await fixturesWith(options.posts, path.join(tmp, 'fixtures-big'));
    const warm = [];
    let editedTitle;
    /** @type {{ seconds: number[], title: string, rss: number }} */
    let fast = { seconds: [], title: '', rss: 0 };
    const big = await withCms(bigFixtures, path.join(tmp, 'big.db'), async (cms) => {
      console.log(`  generated and seeded in ${((Date.now() - seedStart) / 1000).toFixed(0)} s`);
      await gatsbyClean();
      const cold = await measuredBuild(`cold build, fixtures + ${options.posts} articles per language`, cms.pid);
      const token = await registerBenchAdmin(cmsCaller(CMS_URL));
      for (let run = 1; run <= WARM_RUNS; run += 1) {
        editedTitle = await editOneArticle(token);
        warm.push(await measuredBuild(`warm rebuild after one edit (${run} of ${WARM_RUNS})`, cms.pid));
      }
      fast = await fastPublishes(token, WARM_RUNS);
      editedTitle = fast.title;
      return cold;
    });

    const msPerPage = ((big.seconds - base.seconds) * 1000) / (big.pages - base.pages);
    const peakGb = Math.max(base.peak, big.peak, ...warm.map((w) => w.peak)) / 2 ** 30;
    const spread = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });
    const warmFigure = spread(warm.map((w) => w.seconds));
    const fastFigure = spread(fast.seconds);
    const problems = checkOutput(options.posts, fixturePosts, editedTitle);
    const verdict = (ok) => (ok ? 'met' : 'MISSED');
    console.log(
      `\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
    );
    console.log(
      `marginal cost: ${msPerPage.toFixed(1)} ms per page (${big.pages - base.pages} pages added; target ≤ ${TARGETS.msPerPage}) — ${verdict(msPerPage <= TARGETS.msPerPage)}`,
    );
    console.log(
      `peak RSS: ${peakGb.toFixed(2)} GB (target ≤ ${TARGETS.peakRssGb}) — ${verdict(peakGb <= TARGETS.peakRssGb)}`,
    );
    console.log(
      `warm rebuild (gatsby build) after one edit: median ${warmFigure.median.toFixed(1)} s (${warmFigure.min.toFixed(1)}–${warmFigure.max.toFixed(1)} s, ${WARM_RUNS} runs)`,
    );
    console.log(
      `the same edit through the fast path: median ${fastFigure.median.toFixed(2)} s (${fastFigure.min.toFixed(2)}–${fastFigure.max.toFixed(2)} s, ${WARM_RUNS} runs; target ≤ ${TARGETS.editLiveS} s) — ${verdict(fastFigure.median <= TARGETS.editLiveS)}; the worker holds ${(fast.rss / 2 ** 30).toFixed(2)} GB`,
    );
    console.log(problems.length === 0 ? 'output at size: insight lists, RSS, sitemap, related articles — correct' : '');
    for (const problem of problems) console.log(`✖ ${problem}`);
    const gated = gate({
      'scale.per-page': { median: msPerPage },
      'scale.warm': warmFigure,
      'scale.fast': fastFigure,
    });
    const missed = msPerPage > TARGETS.msPerPage || peakGb > TARGETS.peakRssGb || fastFigure.median > TARGETS.editLiveS;
    if (missed || !gated || problems.length > 0) process.exitCode = 1;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`✖ bench:scale: ${error instanceof UsageError ? error.message : (error.stack ?? error)}`);
  process.exitCode = 1;
}
