// The publish worker (docs/architecture.md, "Publishing"): a Gatsby build process that stays ready between
// publishes. It starts from the last full build's cache and does Gatsby's bootstrap once (plugins, sourcing,
// schema, pages, queries of the templates); then, for each publish, it runs what `gatsby build` runs after the
// webpack steps — sourcing what changed, the page queries Gatsby's dependency tracking finds dirty, the HTML of
// those pages with the full build's compiled renderer (`.cache/page-ssr/routes/render-page.js`) and the post-build
// step (sitemap, feeds, redirects, share images, service worker) — and saves Gatsby's state, so the full build
// that follows as the backstop continues from it. Code never changes between two full builds (a deploy restarts
// everything), so the renderer and the bundles of the last full build are this build's.
//
// Started by `startPublishWorker` (publish-worker-client.mjs) with `fork`, in the site folder, with the build's
// environment. Messages: → `{ type: 'publish', maxPages }`, `{ type: 'stop' }`; ← `{ type: 'ready' }`, then per
// publish `{ type: 'published' }`, `{ type: 'declined' }` or `{ type: 'failed' }` (see the types below).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * @typedef {{ source: number, pages: number, queries: number, pageData: number, html: number, postBuild: number,
 *   saveState: number, total: number }} Timings
 * @typedef {{ type: 'ready', ms: number }
 *   | { type: 'published', pages: string[], deleted: string[], queries: number, ms: Timings,
 *       deferred: string[], deferredFiles: string[], renderedFiles: string[] }
 *   | { type: 'declined', reason: string, queries: number }
 *   | { type: 'failed', error: string }} WorkerMessage
 * @typedef {{ type: 'publish', maxPages: number } | { type: 'stop' }} ParentMessage
 */

const siteDir = process.cwd();
// Gatsby's reporter sends its log over the IPC channel when it has one (it takes the worker for gatsby-cli's child):
// the channel carries this worker's messages only, the log goes to stdout.
const toParent = process.send?.bind(process);
process.send = undefined;
// What gatsby-cli sets before it loads `gatsby build` (Gatsby's LMDB caches are named after NODE_ENV).
process.env.gatsby_executing_command = 'build';
process.env.NODE_ENV = 'production';
process.env.gatsby_log_level ??= 'normal';
const gatsbyRequire = createRequire(path.join(siteDir, 'package.json'));
/** @param {string} id */
const gatsby = (id) => gatsbyRequire(gatsbyRequire.resolve(id));

/** @param {WorkerMessage} message */
const send = (message) => toParent?.(message);
const seconds = (/** @type {number} */ since) => Math.round(performance.now() - since);

const reporter = gatsby('gatsby-cli/lib/reporter').default;
const { setStore } = gatsby('gatsby-cli/lib/reporter/redux');
const { uuid, generateHtmlPath, generatePageDataPath } = gatsby('gatsby-core-utils');
const { bootstrap } = gatsby('gatsby/dist/bootstrap');
const services = gatsby('gatsby/dist/services');
const schema = gatsby('gatsby/dist/schema');
// Gatsby's own state save, synchronous (what `gatsby/dist/redux/save-state` wraps), so that an exit handler can run it.
const { store, saveState, emitter } = gatsby('gatsby/dist/redux');
const { GraphQLRunner } = gatsby('gatsby/dist/query/graphql-runner');
const pageData = gatsby('gatsby/dist/utils/page-data');
const { waitUntilAllJobsComplete } = gatsby('gatsby/dist/utils/wait-until-jobs-complete');
const { buildHTMLPagesAndDeleteStaleArtifacts } = gatsby('gatsby/dist/commands/build-html');
const apiRunnerNode = gatsby('gatsby/dist/utils/api-runner-node');
const pageMode = gatsby('gatsby/dist/utils/page-mode');
const htmlRenderer = gatsby('gatsby/dist/utils/worker/child/render-html');

/** Whether Gatsby's state in memory is ahead of the one on disk (a publish has begun to source). */
let unsaved = false;
/** Pages and static queries this worker has derived since it started (the backstop derives them again). */
const derived = { pages: new Set(), staticQueries: new Set() };
// Gatsby's dirty flags (redux/reducers/queries.js FLAG_DIRTY_DATA, html.js FLAG_DIRTY_DATA_CHANGED).
const QUERY_DATA_CHANGED = 0b0100;
const HTML_DATA_CHANGED = 0b0000100;

/**
 * Saves Gatsby's state for the full build that follows — with everything this worker derived marked dirty once
 * more, so that build runs those queries and renders those pages again in its own processes, with the renderer it
 * has just compiled, and the backstop compares its files with what this worker published. The worker's own state
 * stays clean (its next publish does not repeat the work).
 */
const save = () => {
  const { queries, html } = store.getState();
  /** @type {Array<() => void>} */
  const restore = [];
  const mark = (/** @type {{ dirty: number } | undefined} */ tracked, /** @type {number} */ flag) => {
    if (!tracked) return;
    const before = tracked.dirty;
    tracked.dirty |= flag;
    restore.push(() => (tracked.dirty = before));
  };
  for (const page of derived.pages) {
    mark(queries.trackedQueries.get(page), QUERY_DATA_CHANGED);
    mark(html.trackedHtmlFiles.get(page), HTML_DATA_CHANGED);
  }
  for (const id of derived.staticQueries) mark(queries.trackedQueries.get(id), QUERY_DATA_CHANGED);
  try {
    saveState();
  } finally {
    for (const undo of restore) undo();
  }
  unsaved = false;
  savedState = stateOnDisk();
};

/** Gatsby's saved state (`.cache/redux`, replaced as a whole by each save): which one is on disk. */
const stateOnDisk = () => fs.statSync(path.join(siteDir, '.cache', 'redux'), { throwIfNoEntry: false })?.ino;
/** The saved state this worker's memory matches; another build's save means the worker is out of date. */
let savedState = stateOnDisk();
// Whatever ends a publish — a panic (Gatsby's reporter exits: refused content, a failed query) or an error — the
// state Gatsby has in memory matches its datastore, which sourcing has already written: saved, the full build that
// takes the change over re-runs every query still dirty instead of missing what this publish had sourced.
process.on('exit', () => {
  if (unsaved) save();
});

/** The `program` gatsby-cli hands `gatsby build` (what this worker's steps read of it). */
function buildProgram() {
  const sitePackageJson = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  return {
    directory: siteDir,
    sitePackageJson,
    browserslist: sitePackageJson.browserslist ?? ['>0.25%', 'not dead'],
    prefixPaths: false,
    noUglify: false,
    profile: false,
    graphqlTracing: false,
    logPages: false,
    writeToFile: false,
    keepPageRenderer: true,
    report: reporter,
    setStore,
    useYarn: false,
  };
}

/**
 * Renders HTML in this process, as Gatsby's worker processes do (same functions): a publish renders a handful of
 * pages, and a worker process would hold a second copy of the data layer's memory while it waits.
 */
const inProcessPool = {
  single: { renderHTMLProd: htmlRenderer.renderHTMLProd, renderSlices: htmlRenderer.renderSlices },
};

/** How many pages the dirty static queries would re-render (a template that shows one re-renders all its pages). */
function pagesOfStaticQueries(/** @type {string[]} */ staticQueryIds) {
  if (staticQueryIds.length === 0) return 0;
  const state = store.getState();
  const hashes = new Set(staticQueryIds.map((id) => state.staticQueryComponents.get(id)?.hash).filter(Boolean));
  let pages = 0;
  state.staticQueriesByTemplate.forEach((/** @type {string[]} */ used, /** @type {string} */ componentPath) => {
    if (used.some((hash) => hashes.has(hash))) pages += state.components.get(componentPath)?.pages.size ?? 0;
  });
  return pages;
}

/** The files of pages (URL paths of their HTML and page data, e.g. `/de/index.html`, `/page-data/de/page-data.json`). */
const filesOf = (/** @type {string[]} */ pagePaths) =>
  pagePaths.flatMap((pagePath) => [generateHtmlPath('/', pagePath), generatePageDataPath('/', pagePath)]);

/**
 * Nodes created, changed or deleted since this worker started (its bootstrap's sourcing included: a publish that
 * arrives while the worker starts is sourced there). A node sourced again with the same content is only touched.
 * A dirty page whose entry (`context.id`) is among them is that entry's own.
 */
const changedNodes = new Set();
const recordChange = (/** @type {{ payload?: { id?: unknown } }} */ action) => {
  if (typeof action.payload?.id === 'string') changedNodes.add(action.payload.id);
};
emitter.on('CREATE_NODE', recordChange);
emitter.on('DELETE_NODE', recordChange);

/**
 * @typedef {{ path: string, componentPath: string, context?: { id?: string } }} GatsbyPage what this worker reads of
 *   a page in Gatsby's state (dirty page queries are handed out as pages)
 */

/**
 * Pages the first step of a change over the page limit renders: its own pages (two languages) and the lists and
 * topic pages that show it, at ≈ 8 ms a page; every page more is time the full build that follows spends anyway.
 */
const FIRST_STEP_PAGES = 20;

/**
 * The dirty pages a publish renders when they are more than `budget`: the pages of the changed entries themselves
 * first, then pages of templates with few pages (the lists and topic pages that show the entry) before pages of
 * templates with thousands (other articles that show it as related); the rest is left to the full build. Null
 * when no dirty page is a changed entry's own (a change to what every page shows: the full build's at once).
 * @param {GatsbyPage[]} dirty @param {number} budget
 * @returns {{ first: GatsbyPage[], deferred: GatsbyPage[] } | null}
 */
function pagesFirst(dirty, budget) {
  const { components } = store.getState();
  const own = (/** @type {GatsbyPage} */ page) => changedNodes.has(page.context?.id);
  if (budget <= 0 || !dirty.some(own)) return null;
  const templatePages = (/** @type {GatsbyPage} */ page) =>
    components.get(page.componentPath)?.pages.size ?? Number.POSITIVE_INFINITY;
  const ordered = [...dirty].sort(
    (a, b) => Number(own(b)) - Number(own(a)) || templatePages(a) - templatePages(b) || a.path.localeCompare(b.path),
  );
  return { first: ordered.slice(0, budget), deferred: ordered.slice(budget) };
}

/**
 * One publish: what changed in the CMS becomes the pages and files of `public/`. A change shown on more than
 * `maxPages` pages renders its own pages and the lists first (`pagesFirst`) and leaves the other pages dirty in
 * Gatsby's state for the full build that follows at once (`deferred`); it is declined (after saving Gatsby's state,
 * so the full build re-runs what is dirty) when it is not an entry's with pages of its own — a change every page
 * shows (the global settings: company data, menus, footer) is the full build's work, which renders pages in
 * parallel.
 * @param {{ program: object, graphql: unknown, maxPages: number }} options
 * @returns {Promise<WorkerMessage>}
 */
async function publish({ program, graphql, maxPages }) {
  const start = performance.now();
  if (stateOnDisk() !== savedState) throw new Error("another build changed Gatsby's cache since the worker started");
  unsaved = true;
  const ms = /** @type {Timings} */ ({});
  let step = performance.now();
  const lap = (/** @type {keyof Timings} */ name) => {
    ms[name] = seconds(step);
    step = performance.now();
  };
  await services.sourceNodes({ store, webhookBody: {}, parentSpan: undefined });
  // As `gatsby develop` after a refresh: the type inference of the bootstrap goes on incrementally with each node.
  await schema.rebuild({ parentSpan: undefined });
  lap('source');
  await services.createPages({ store, gatsbyNodeGraphQLFunction: graphql, shouldRunCreatePagesStatefully: true });
  await pageMode.preparePageTemplateConfigs(graphql);
  lap('pages');
  const { queryIds } = await services.calculateDirtyQueries({ store });
  /** @type {GatsbyPage[]} */
  const dirtyPages = queryIds.pageQueryIds;
  queryIds.pageQueryIds = dirtyPages.filter((page) => pageMode.getPageMode(page) === 'SSG');
  const countQueries = () =>
    queryIds.pageQueryIds.length + queryIds.staticQueryIds.length + queryIds.sliceQueryIds.length;
  const queries = countQueries();
  const staticPages = pagesOfStaticQueries(queryIds.staticQueryIds);
  const touched = queryIds.pageQueryIds.length + staticPages;
  /** @type {string[]} */
  let deferred = [];
  if (touched > maxPages) {
    const split = pagesFirst(queryIds.pageQueryIds, Math.min(FIRST_STEP_PAGES, maxPages - staticPages));
    if (!split) {
      save();
      const why =
        staticPages >= maxPages
          ? `${staticPages} through queries every page of a template runs`
          : 'none of them a changed entry’s own';
      return {
        type: 'declined',
        reason: `the change touches about ${touched} pages (more than ${maxPages}; ${why})`,
        queries,
      };
    }
    queryIds.pageQueryIds = split.first;
    deferred = split.deferred.map((page) => page.path);
  }
  /** @type {string[]} */
  const rendering = queryIds.pageQueryIds.map((/** @type {GatsbyPage} */ page) => page.path);
  const materialized = pageMode.materializePageMode();
  const graphqlRunner = new GraphQLRunner(store, { collectStats: false, graphqlTracing: false });
  await services.runStaticQueries({ queryIds, store, graphqlRunner, parentSpan: undefined });
  await services.runPageQueries({ queryIds, store, graphqlRunner, parentSpan: undefined });
  await services.runSliceQueries({ queryIds, store, graphqlRunner, parentSpan: undefined });
  await waitUntilAllJobsComplete();
  lap('queries');
  await pageData.flush(undefined);
  await materialized;
  lap('pageData');
  const { toRegenerate, toDelete } = await buildHTMLPagesAndDeleteStaleArtifacts({
    program,
    workerPool: inProcessPool,
    parentSpan: undefined,
  });
  lap('html');
  for (const pagePath of [...rendering, ...toRegenerate]) derived.pages.add(pagePath);
  for (const id of queryIds.staticQueryIds) derived.staticQueries.add(id);
  await apiRunnerNode('onPostBuild', { graphql, parentSpan: undefined });
  await waitUntilAllJobsComplete();
  lap('postBuild');
  save();
  lap('saveState');
  ms.total = seconds(start);
  return {
    type: 'published',
    pages: toRegenerate,
    deleted: toDelete,
    queries: countQueries(),
    ms,
    deferred,
    deferredFiles: filesOf(deferred),
    renderedFiles: filesOf([...new Set([...rendering, ...toRegenerate])]),
  };
}

async function main() {
  const started = performance.now();
  global.__GATSBY = { buildId: uuid.v4(), root: siteDir };
  const program = buildProgram();
  const { gatsbyNodeGraphQLFunction: graphql, workerPool } = await bootstrap({ program });
  savedState = stateOnDisk();
  // Queries and HTML run in this process (see `inProcessPool`); the pool bootstrap started is not needed. It is
  // ended once it has done what bootstrap handed it without waiting (each worker takes its tasks in order).
  const renderer = path.join(siteDir, '.cache', 'page-ssr', 'routes', 'render-page.js');
  await Promise.all(workerPool.all.deleteModuleCache(renderer));
  await Promise.all(workerPool.end());
  let busy = Promise.resolve();
  process.on('message', (/** @type {ParentMessage} */ message) => {
    busy = busy.then(async () => {
      if (message.type === 'stop') process.exit(0);
      try {
        send(await publish({ program, graphql, maxPages: message.maxPages }));
      } catch (error) {
        // The parent hands the change to the full build (the exit handler saves Gatsby's state first).
        send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
        process.exit(1);
      }
    });
  });
  send({ type: 'ready', ms: seconds(started) });
}

// A panic ends the worker; the parent sees it exit and hands the change to the full build, which reports it.
process.on('disconnect', () => process.exit(0));
main().catch((error) => {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
