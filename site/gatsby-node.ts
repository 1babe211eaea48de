import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { checkFields, type Problem } from '@app/content-rules';
import { clearContentFailure, writeContentFailure } from '@app/rebuild';
import { DEFAULT_LOCALE, LOCALE_CODES, isOffered, pagesTranslated } from '@app/routing';
import { siteEnv } from './src/build/env';
import { gatsbyBuildCache, packagesCodeId, resultMemo, type ResultMemo } from './src/build/build-cache';
import { BUILD_FILES_QUERY, buildFilesData, writeBuildFiles, type BuildFilesQueryData } from './src/build/files';
import { ISLANDS_ENTRY, islandScripts, localeFiles, previewIslandScripts, writeLocaleFiles } from './src/build/islands';
import { checkBuiltLinks } from './src/build/link-check';
import { createSitePages, type Redirect } from './src/build/pages';
import { ICON_SOURCE, writePwaFiles } from './src/build/pwa/manifest';
import { writeServiceWorker } from './src/build/pwa/service-worker';
import {
  TYPE_DEFS,
  createResolvers as schemaResolvers,
  createSchemaCustomization as customizeSchema,
} from './src/schema';
import { cmsFields, fieldRules, validateContent } from './src/schema/validate';
import {
  contentFacts,
  decideSiteLanguages,
  formatSiteLanguages,
  isSiteLocale,
  recordSiteLanguages,
  recordedSiteLanguages,
  siteLocales,
  translationSummary,
  type SiteLanguages,
} from './src/build/site-locales';
import {
  PREVIEW_PROBLEM_TYPE_DEFS,
  PREVIEW_SAVE_TYPE_DEFS,
  placeholderResolvers,
  recordPreviewSourcing,
  servePreviewRoutes,
} from './src/build/preview';

/** Redirects createPages found; written by onPostBuild of the same run. */
let redirects: Redirect[] = [];
/** The translation summary sourceNodes found; printed by onPostBuild of the same run. */
let summary: string[] = [];

const RULES = fieldRules(TYPE_DEFS);
/** The content rules' verdicts on each entry's fields, kept between builds (the workspace packages that decide them). */
let contentChecks: ResultMemo<Problem[]> | undefined;
const RULE_PACKAGES = ['@app/content-rules', '@app/icons', '@app/quiz', '@app/routing'];

function contentChecksOf(siteDir: string): ResultMemo<Problem[]> {
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  contentChecks ??= resultMemo(gatsbyBuildCache(siteDir), 'content-checks', packagesCodeId(RULE_PACKAGES, resolve));
  return contentChecks;
}

// (Two parameters: Gatsby waits for a callback when an API function declares a third.)
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args, options) => {
  customizeSchema!(args, options, () => undefined);
  args.actions.createTypes(PREVIEW_PROBLEM_TYPE_DEFS);
  args.actions.createTypes(PREVIEW_SAVE_TYPE_DEFS);
};

/** The site's resolvers; in the draft preview, a required field an editor has not filled yet shows a marker. */
export const createResolvers: GatsbyNode['createResolvers'] = (args, options) => {
  schemaResolvers!(args, options, () => undefined);
  if (siteEnv().preview) args.createResolvers(placeholderResolvers(RULES));
};

/**
 * Runs after gatsby-source-strapi has created the CMS nodes (the site's own gatsby-node runs last): every
 * node is checked against the declared schema and the content rules, and the build stops naming content type,
 * locale, entry and field when something is missing or would be refused at *Publish*. The draft preview stops
 * for nothing: it lists what each entry still needs (`src/build/preview`).
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  const { getNodesByType, getNode, reporter, store } = args;
  const { program } = store.getState() as { program: { directory: string } };
  const drafts = siteEnv().preview;
  const languages = siteLanguages(args, program.directory, drafts);
  // Checking an article renders its Markdown (0.2 ms): a warm build checks only the entries whose fields changed.
  const memo = contentChecksOf(program.directory);
  const started = performance.now();
  const { errors, warnings, problems } = validateContent(
    (type) => getNodesByType(type),
    (id) => getNode(id),
    RULES,
    {
      drafts,
      locales: languages.offered,
      requiredPages: requiredPagesOf(languages),
      check: (uid, fields) => memo.get([uid, fields], () => checkFields(uid, fields)),
    },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  reporter.info(
    `[cms] content rules: ${memo.counts.computed} entries checked, ${memo.counts.reused} unchanged (${seconds} s)`,
  );
  memo.save();
  for (const warning of warnings) reporter.warn(`[cms] ${warning}`);
  if (drafts) return recordPreviewSourcing(problems, args);
  clearContentFailure(program.directory);
  if (errors.length > 0) {
    // What editors are told (the admin, in their language) about the refused content; the log has it all.
    const refused = problems.filter((p) => p.severity === 'error');
    writeContentFailure(
      program.directory,
      refused.map(({ documentId, contentType, locale, entry, field, code, message, params }) => ({
        ...(documentId ? { documentId } : {}),
        contentType,
        locale,
        entry,
        field,
        code,
        message,
        params,
      })),
    );
    reporter.panic(`[cms] The CMS content cannot be built:\n${errors.map((e) => `  - ${e.message}`).join('\n')}`);
  }
};

type Nodes = Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0];
type CmsNode = Parameters<typeof cmsFields>[0];

/**
 * The languages this build offers (`src/build/site-locales.ts`), decided from the published content and the
 * catalogues, recorded for the build's other steps and workers, and said in the log with the translation summary.
 * The draft preview shows every language.
 */
function siteLanguages({ getNodesByType, getNode, reporter }: Nodes, siteDir: string, drafts: boolean): SiteLanguages {
  if (drafts) {
    const all: SiteLanguages = { offered: [...LOCALE_CODES], threshold: 0, coverage: [] };
    recordSiteLanguages(siteDir, all);
    return all;
  }
  const known = new Map<string, Record<string, unknown>>();
  const fields = (node: CmsNode) => {
    if (!known.has(node.id))
      known.set(
        node.id,
        cmsFields(node, (id) => getNode(id) as CmsNode | undefined),
      );
    return known.get(node.id)!;
  };
  const nodes = (type: string) => getNodesByType(type) as CmsNode[];
  const { localeThreshold } = siteEnv();
  const start = performance.now();
  const previous = recordedSiteLanguages(siteDir)?.offered;
  const languages = decideSiteLanguages(
    contentFacts(nodes, fields, path.join(siteDir, '..', 'locales')),
    localeThreshold,
    previous,
  );
  recordSiteLanguages(siteDir, languages);
  for (const line of formatSiteLanguages(languages)) reporter.info(`[languages] ${line}`);
  const unfit = languages.coverage.filter((c) => c.offered && c.untranslatedStrings > 0);
  if (unfit.length > 0) {
    reporter.panic(
      `[languages] The live site offers ${unfit.map((c) => c.locale).join(', ')}, but UI strings are untranslated ` +
        `there (npm run i18n:check names them): the build stops rather than publish placeholders.`,
    );
  }
  summary = translationSummary(nodes, fields, CONTENT_TYPE_NAMES, languages.offered);
  // Timed like the post-build steps: both read every entry of every language (bench:scale watches it).
  reporter.info(`[languages] decided and summarised in ${((performance.now() - start) / 1000).toFixed(2)} s`);
  return languages;
}

/** The routes a language must have: those still missing where the live site offers it below the threshold. */
const requiredPagesOf = (languages: SiteLanguages) => (locale: string) => {
  const coverage = languages.coverage.find((c) => c.locale === locale);
  if (!coverage || isOffered(coverage, languages.threshold)) return [];
  return pagesTranslated(coverage) < languages.threshold ? coverage.untranslatedPages : [];
};

/** The content types the translation summary names, by node type. */
const CONTENT_TYPE_NAMES: Record<string, string> = {
  STRAPI_PAGE: 'page',
  STRAPI_POST: 'post',
  STRAPI_TOPIC: 'topic',
  STRAPI_CASE_STUDY: 'case study',
  STRAPI_TEAM_MEMBER: 'team member',
  STRAPI_SERVICE_ITEM: 'service',
  STRAPI_MEDIA_MENTION: 'media mention',
  STRAPI_JOB_OPENING: 'job opening',
  STRAPI_GLOBAL: 'global settings',
  STRAPI_QUIZ: 'quiz',
  STRAPI_GUIDE: 'STO guide',
};

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = (args, options) => {
  if (siteEnv().preview) servePreviewRoutes!(args, options, () => undefined);
};

export const createPages: GatsbyNode['createPages'] = async (args) => {
  redirects = await createSitePages(args);
};

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  // The i18n plugin copies src/pages (the 404 page) into every language of LOCALES; one the site does not offer
  // (still being translated) has no pages at all.
  const prefix = /^\/([a-z]{2,3})\/404(?:\/|\.html)$/.exec(page.path)?.[1];
  if (prefix && prefix !== DEFAULT_LOCALE && !isSiteLocale(prefix)) {
    actions.deletePage(page);
    return;
  }
  // The i18n plugin gives its copies of src/pages/404 a match path (`/de/de/*` in plugin 3.0.1, meant as `/de/*`) so
  // that Gatsby's browser runtime shows them for unknown paths. Pages do not load that runtime: the servers answer an
  // unknown path with its language's 404 page. A match path would only make Gatsby compile the address of every
  // page below it into its app bundle, whose hash then changes with each new page (and a publish's fast path,
  // which compiles nothing, could never equal the whole build). The copies get none.
  if (/^\/[a-z]{2,3}\/404\/$/.test(page.path) && page.matchPath !== undefined) {
    actions.deletePage(page);
    actions.createPage({ ...page, matchPath: undefined });
  }
};

/**
 * The island runtime is a webpack entry of its own beside Gatsby's app (which pages do not load, see
 * gatsby-ssr); the catalogue files it fetches are known at build time.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  getConfig,
  actions,
  plugins,
  store,
}) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __LOCALE_FILES__: JSON.stringify(localeFiles()),
        // The languages visitors are offered (sourceNodes decided them): switcher, hreflang, first-visit redirect.
        __SITE_LOCALES__: JSON.stringify(siteLocales()),
        // The tag manager container (or null): browser code without one contains no tag manager code at all.
        __TAG_MANAGER_ID__: JSON.stringify(siteEnv().tagManagerId),
      }),
    ],
  });
  // A language the site does not offer ships nothing to browsers: code that reads every language's catalogue
  // (the validation messages) gets the default language's in its place.
  const withheld = LOCALE_CODES.filter((code) => !siteLocales().includes(code));
  if (!siteEnv().preview && withheld.length > 0) {
    const catalogue = new RegExp(`([\\\\/]locales[\\\\/])(?:${withheld.join('|')})([\\\\/][^\\\\/]+\\.json)$`);
    const toDefault = (resource: { createData?: { resource?: string } }) => {
      const file = resource.createData?.resource;
      if (resource.createData && file) resource.createData.resource = file.replace(catalogue, `$1${DEFAULT_LOCALE}$2`);
    };
    actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(catalogue, toDefault)] });
  }
  if (stage === 'develop-html' && siteEnv().preview) {
    // The draft preview renders pages with `gatsby develop` and brings them to life with the live site's island
    // runtime (same code), which the preview server serves beside them (scripts/lib/preview-develop.mjs).
    const scripts = previewIslandScripts(process.env.PREVIEW_ISLAND_SCRIPTS);
    actions.setWebpackConfig({ plugins: [plugins.define({ __ISLAND_SCRIPTS__: JSON.stringify(scripts) })] });
  }
  if (stage === 'build-html') {
    // The browser bundle is complete when the page renderer is compiled; its entry's files become a constant of
    // the renderer, so rendering a page reads no file (Gatsby can then re-render only the pages that changed).
    const { program } = store.getState() as { program: { directory: string } };
    const scripts = islandScripts(path.join(program.directory, 'public'));
    actions.setWebpackConfig({ plugins: [plugins.define({ __ISLAND_SCRIPTS__: JSON.stringify(scripts) })] });
  }
  if (stage !== 'build-javascript') return;
  const config = getConfig() as {
    entry: Record<string, unknown>;
    devtool?: string | false;
    optimization: { splitChunks: { cacheGroups: Record<string, { chunks?: string }> } };
  };
  config.entry = { ...config.entry, [ISLANDS_ENTRY]: path.resolve(__dirname, 'src', 'islands', 'runtime', 'entry.ts') };
  // No source maps in the public site: Gatsby writes a `.js.map` beside every bundle, the readable source of the
  // whole front end for anyone who asks.
  config.devtool = false;
  // Gatsby's "commons" chunk collects what every template shares; only the (async) template chunks may use it,
  // or the island entry, which shares a few helpers with the templates, would load all of it up front.
  config.optimization.splitChunks.cacheGroups.commons = {
    ...config.optimization.splitChunks.cacheGroups.commons,
    chunks: 'async',
  };
  actions.replaceWebpackConfig(config);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  // Each step's time in the build log: these steps read every article, so they are watched at scale (bench:scale).
  const timed = async <T>(label: string, step: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    const result = await step();
    reporter.info(`[post-build] ${label}: ${((performance.now() - start) / 1000).toFixed(2)} s`);
    return result;
  };
  const result = await timed('content query', () => graphql<BuildFilesQueryData>(BUILD_FILES_QUERY));
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the content for sitemap, feeds and share images', result.errors);
    return;
  }
  const data = buildFilesData(result.data);
  const publicDir = path.join(program.directory, 'public');
  const cache = gatsbyBuildCache(program.directory);
  // A link that goes nowhere, or a booking label that does not book, stops the build (it names page and link).
  const broken = await timed('links', () => checkBuiltLinks(publicDir, undefined, cache));
  if (broken.length > 0) {
    const lines = broken.flatMap(({ page, problems }) => problems.map((problem) => `${page}: ${problem}`));
    reporter.panicOnBuild(`Links that do not do what they say:\n${lines.join('\n')}`);
    return;
  }
  writeLocaleFiles(publicDir);
  await timed('sitemap, feeds, share images, guides, redirects', () =>
    writeBuildFiles(data, redirects, publicDir, siteEnv().siteUrl, cache),
  );
  const companyNames = Object.fromEntries(data.globals.nodes.map((g) => [g.locale, g.companyName]));
  await timed('web app manifest and icons', async () =>
    writePwaFiles(publicDir, companyNames, fs.readFileSync(path.join(program.directory, ICON_SOURCE))),
  );
  // Last: the worker precaches the offline pages by their final content.
  const worker = await timed('service worker', () => writeServiceWorker(publicDir, { cache }));
  for (const warning of worker.warnings) reporter.warn(`[service worker] ${warning}`);
  reporter.info(`[service worker] sw.js precaches ${worker.count} files (${Math.round(worker.size / 1024)} KB)`);
  for (const line of summary) reporter.info(line);
};
