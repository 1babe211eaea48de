#!/usr/bin/env node
// `npm run bench:js [-- <public-dir>] [--no-fail] [--verbose]`: what a visitor's browser downloads for one page
// of each page template of the built site, in both languages (gzip -9, 1 KB = 1,000 bytes).
//
// Pages are static HTML with an island runtime (docs/architecture.md): a page loads the scripts its HTML names;
// each island ([data-island], plus the booking dialog and the join-list widget the runtime mounts itself) loads
// its own chunk group when its trigger fires. Per page this reports
//   - up front: the HTML's scripts + the chunks of islands that start without any interaction (`load`, `idle`)
//     — the budget applies here: home ≤ 100 KB, every other template ≤ 150 KB, the token generator's page
//     ≤ 130 KB;
//   - on demand: the chunks of islands that wait for the visitor (`visible`, `interaction`, a click);
//   - data: what the page's islands receive besides their code — their props (inline in the HTML) and the UI
//     catalogues (i18n namespaces) they fetch; Gatsby's page-data.json is not fetched at all by these pages;
//   - which island chunks a page can load: ethers must be on the ERC20 page only, the quiz on the quiz page only.
// Reads only the build output: the HTML, webpack.stats.json, the bundles with their source maps, and the
// island registry (site/src/islands/registry.ts) for each island's namespaces.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SITE_DIR } from './lib/env.mjs';
import { DEFAULT_LOCALE } from '@app/routing';

const KB = 1000;
const HOME_TARGET_KB = 100;
const TEMPLATE_TARGET_KB = 150;
const TEMPLATE_PREFIX = 'component---';
/** Pages with one of these islands have a budget of their own (the wizard and ethers load later). */
const ISLAND_TARGETS_KB = { 'token-generator': 130 };
/** Chunks that may appear on one kind of page only: island name → the only island allowed to load it. */
const PAGE_ONLY = [
  { label: 'ethers', source: /(^|[/\\])(ethers|@ethersproject)[/\\]/, island: 'token-generator' },
  { label: 'quiz', source: /[/\\]features[/\\]quiz[/\\]|[/\\]packages[/\\]quiz[/\\]/, island: 'quiz' },
];
const UP_FRONT = new Set(['load', 'idle']);
const REGISTRY = path.join(SITE_DIR, 'src', 'islands', 'registry.ts');

/** A problem with the build output itself (missing, partial, unreadable): reported without a stack. */
class BuildError extends Error {}

function parseArgs(argv) {
  const options = { publicDir: path.join(SITE_DIR, 'public'), fail: true, verbose: false };
  for (const arg of argv) {
    if (arg === '--no-fail') options.fail = false;
    else if (arg === '--verbose' || arg === '-v') options.verbose = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: node scripts/bench-js.mjs [public-dir] [--no-fail] [--verbose]');
      process.exit(0);
    } else if (arg.startsWith('-')) throw new BuildError(`unknown option ${arg} (see --help)`);
    else options.publicDir = path.resolve(arg);
  }
  return options;
}

function readJson(file, { required = false } = {}) {
  if (!fs.existsSync(file)) {
    if (required) throw new BuildError(`${file} is missing`);
    return undefined;
  }
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BuildError(`${file} is not valid JSON (${error.message}); is the build complete?`);
  }
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const assetName = (asset) => (typeof asset === 'string' ? asset : isObject(asset) ? asset.name : undefined);
const toFileList = (assets) =>
  (Array.isArray(assets) ? assets : [assets])
    .map(assetName)
    .filter((name) => typeof name === 'string' && name.length > 0)
    .map((name) => name.replace(/^\/+/, ''));
const isJs = (file) => /\.m?js$/.test(file);
const unescapeHtml = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The island names and UI namespaces of the registry: `'name': island(() => import(…), ['ns', …])`. */
function readRegistry(file) {
  const source = fs.readFileSync(file, 'utf8');
  const islands = new Map();
  for (const m of source.matchAll(/^\s{2}'?([a-z][a-z-]*)'?: island\(([\s\S]*?)\[([^\]]*)\],?\s*\),?$/gm))
    islands.set(
      m[1],
      [...m[3].matchAll(/'([^']+)'/g)].map((n) => n[1]),
    );
  if (islands.size === 0) throw new BuildError(`no islands found in ${file}: has the registry's shape changed?`);
  return islands;
}

/** What one built HTML page loads: its scripts and its islands with their triggers and props. */
function readPage(htmlFile) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)]
    .map((m) => m[1])
    .filter((src) => src.startsWith('/') && !src.startsWith('//'))
    .map((src) => src.replace(/^\/+/, '').split(/[?#]/)[0])
    .filter(isJs);
  const islands = [];
  for (const m of html.matchAll(/<[a-z]+\b([^>]*\bdata-island="([^"]+)"[^>]*)>/g)) {
    const attrs = m[1];
    const when = /\bdata-when="([^"]+)"/.exec(attrs)?.[1] ?? 'idle';
    const props = unescapeHtml(/\bdata-props="([^"]*)"/.exec(attrs)?.[1] ?? '');
    islands.push({ name: m[2], when, props });
  }
  // Mounted by the runtime's behaviours, not by a [data-island] element.
  if (/<a\b[^>]*\bdata-booking\b/.test(html)) islands.push({ name: 'booking', when: 'click', props: '' });
  if (/\bdata-join-list\b/.test(html)) islands.push({ name: 'join-list', when: 'scroll or time', props: '' });
  const lang = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? DEFAULT_LOCALE;
  const german = /<link\b[^>]*\bhref[Ll]ang="de"[^>]*\bhref="([^"]+)"/.exec(html)?.[1];
  return { scripts, islands, lang, german: german ? new URL(german).pathname : undefined };
}

/** Every page of the build: { path, template } from page-data/**\/page-data.json (written by the build). */
function readPages(publicDir) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'page-data.json') {
        const data = readJson(full);
        if (typeof data?.componentChunkName === 'string' && typeof data.path === 'string')
          pages.push({ path: data.path, template: data.componentChunkName, pageDataBytes: fs.statSync(full).size });
      }
    }
  };
  walk(path.join(publicDir, 'page-data'));
  return pages;
}

/** The most representative page of a template: the shortest English path (then alphabetical). */
const examplePage = (paths) =>
  [...paths].sort(
    (a, b) => Number(a.startsWith('/de/')) - Number(b.startsWith('/de/')) || a.length - b.length || a.localeCompare(b),
  )[0];

function gzipSizer(publicDir) {
  const cache = new Map();
  const size = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
  const file = (name) => {
    if (!cache.has(name)) {
      const full = path.join(publicDir, name);
      if (!fs.existsSync(full))
        throw new BuildError(`${name} is named by the build but missing from ${publicDir} (partial build?)`);
      cache.set(name, size(fs.readFileSync(full)));
    }
    return cache.get(name);
  };
  return { file, text: (text) => (text ? size(Buffer.from(text)) : 0) };
}

/**
 * A module-source detector per bundle file: the `sources` of its source map (Gatsby trims module data from
 * webpack.stats.json). Returns file → true | false | null (null: no source map to tell from).
 */
function sourceDetector(publicDir, pattern) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const map = readMapSafely(path.join(publicDir, `${file}.map`));
      cache.set(
        file,
        Array.isArray(map?.sources) ? map.sources.some((s) => typeof s === 'string' && pattern.test(s)) : null,
      );
    }
    return cache.get(file);
  };
}

function readMapSafely(file) {
  try {
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined; // a broken source map only costs the check for that file
  }
}

/** The catalogue files the island runtime names (`/locales/<lang>/<ns>-<hash>.json`, in its mount chunk). */
function catalogueFiles(publicDir, runtimeFiles) {
  const runtime = runtimeFiles.map((f) => fs.readFileSync(path.join(publicDir, f), 'utf8')).join('\n');
  const files = new Map();
  for (const m of runtime.matchAll(/\/locales\/([a-z]{2})\/([a-z-]+)-[0-9a-f]+\.json/g))
    files.set(`${m[1]}:${m[2]}`, m[0].slice(1));
  return files;
}

const kb = (bytes) => (bytes / KB).toFixed(1);

function printTable(headers, rows, alignRight) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => (alignRight.includes(i) ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const { publicDir } = options;
  const statsFile = path.join(publicDir, 'webpack.stats.json');
  const missing = [
    !fs.existsSync(publicDir) && publicDir,
    !fs.existsSync(statsFile) && 'webpack.stats.json',
    !fs.existsSync(path.join(publicDir, 'page-data')) && 'page-data/',
  ].filter(Boolean);
  if (missing.length > 0)
    throw new BuildError(
      `no site build in ${publicDir} (missing ${missing.join(', ')}). Build it first (npm run build:site).`,
    );

  const stats = readJson(statsFile, { required: true });
  const groups = new Map(
    Object.entries(isObject(stats.namedChunkGroups) ? stats.namedChunkGroups : {}).map(([name, group]) => [
      name,
      toFileList(isObject(group) ? group.assets : []).filter(isJs),
    ]),
  );
  const registry = readRegistry(REGISTRY);
  const mountFiles = groups.get('island-mount');
  if (!mountFiles) throw new BuildError('no "island-mount" chunk group in webpack.stats.json: not an island build?');
  const islandFiles = (name) => {
    const files = groups.get(`island-${name}`);
    if (!files)
      throw new BuildError(`the page uses island "${name}", but the build has no "island-${name}" chunk group`);
    // Chunks the island imports later (named `<island>-…`, e.g. token-generator-chain) belong to it too.
    const later = [...groups].filter(([group]) => group.startsWith(`${name}-`)).flatMap(([, f]) => f);
    return { start: [...mountFiles, ...files], later };
  };

  const pages = readPages(publicDir);
  const allPaths = pages.map((p) => p.path);
  const pathsByTemplate = new Map();
  for (const page of pages)
    pathsByTemplate.set(page.template, [...(pathsByTemplate.get(page.template) ?? []), page.path]);
  const templates = [...pathsByTemplate.keys()].filter((t) => t.startsWith(TEMPLATE_PREFIX)).sort();
  if (templates.length === 0) throw new BuildError(`no page templates in ${publicDir}/page-data`);

  const gzip = gzipSizer(publicDir);
  const detectors = PAGE_ONLY.map((rule) => ({ ...rule, has: sourceDetector(publicDir, rule.source) }));
  // Gatsby writes a page whose path names an `.html` file (the offline pages) to that file itself.
  const htmlOf = (pagePath) =>
    pagePath.endsWith('.html') ? path.join(publicDir, pagePath) : path.join(publicDir, pagePath, 'index.html');
  const catalogues = catalogueFiles(publicDir, mountFiles);
  const rows = [];
  const details = [];
  const warnings = [];
  let failures = 0;
  const sum = (files) => [...new Set(files)].reduce((total, f) => total + gzip.file(f), 0);

  // One page per template, plus the first page of every island no such page has (the ERC20 page, the quiz),
  // each with its German version.
  const parsed = new Map(allPaths.filter((p) => fs.existsSync(htmlOf(p))).map((p) => [p, readPage(htmlOf(p))]));
  const measured = [];
  const measure = (template, pagePath) => {
    const page = parsed.get(pagePath);
    if (!page) return warnings.push(`${pagePath}: page-data without HTML`);
    for (const p of [pagePath, page.german])
      if (p && parsed.has(p) && !measured.some((m) => m.pagePath === p)) measured.push({ template, pagePath: p });
  };
  for (const template of templates) measure(template, examplePage(pathsByTemplate.get(template)));
  for (const name of registry.keys()) {
    const covered = measured.some((m) => parsed.get(m.pagePath)?.islands.some((i) => i.name === name));
    const first = pages.find(
      (p) => !p.path.startsWith('/de/') && parsed.get(p.path)?.islands.some((i) => i.name === name),
    );
    if (!covered && first) measure(first.template, first.path);
  }

  for (const { template, pagePath } of measured) {
    const page = parsed.get(pagePath);
    if (page === undefined) continue; // measure() only lists parsed pages
    const upFront = [...page.scripts];
    const onDemand = [];
    const namespaces = new Set();
    for (const island of page.islands) {
      const { start, later } = islandFiles(island.name);
      (UP_FRONT.has(island.when) ? upFront : onDemand).push(...start);
      onDemand.push(...later);
      for (const ns of registry.get(island.name) ?? []) namespaces.add(ns);
    }
    const upFrontBytes = sum(upFront);
    const onDemandFiles = onDemand.filter((f) => !upFront.includes(f));
    const onDemandBytes = sum(onDemandFiles);
    const propsBytes = gzip.text(page.islands.map((i) => i.props).join(''));
    const catalogueBytes = [...namespaces].reduce((total, ns) => {
      const file = catalogues.get(`${page.lang}:${ns}`);
      if (!file) warnings.push(`${pagePath}: no ${page.lang} catalogue "${ns}" named by the runtime`);
      return total + (file ? gzip.file(file) : 0);
    }, 0);
    const pageData = pages.find((p) => p.path === pagePath)?.pageDataBytes ?? 0;

    const islandTarget = page.islands.map((i) => ISLAND_TARGETS_KB[i.name]).find((kb) => kb !== undefined);
    const target = pagePath === '/' || pagePath === '/de/' ? HOME_TARGET_KB : (islandTarget ?? TEMPLATE_TARGET_KB);
    let result = upFrontBytes <= target * KB ? 'PASS' : 'FAIL';
    // Chunks that belong to one island only: anywhere else they are a failure.
    const loadable = [...upFront, ...onDemandFiles];
    const misplaced = detectors
      .filter((d) => !page.islands.some((i) => i.name === d.island) && loadable.some((f) => d.has(f) === true))
      .map((d) => d.label);
    if (misplaced.length > 0) result = `FAIL (${misplaced.join(', ')})`;
    if (result.startsWith('FAIL')) failures += 1;
    const onPage = detectors.filter((d) => loadable.some((f) => d.has(f) === true)).map((d) => d.label);

    rows.push([
      template
        .replace(TEMPLATE_PREFIX, '')
        .replace(/^src-(templates|pages)-/, '')
        .replace(/-tsx$/, ''),
      pagePath,
      kb(upFrontBytes),
      kb(onDemandBytes),
      kb(propsBytes),
      kb(catalogueBytes),
      `${kb(pageData)} (raw, not fetched)`,
      `≤ ${target}`,
      result,
      onPage.join(', ') || '—',
    ]);
    details.push([
      pagePath,
      page.islands.map((i) => `${i.name}@${i.when}`).join(', ') || 'no islands',
      [...namespaces].join(', ') || 'no catalogues',
    ]);
  }

  const referencesPageData = pages.some(
    (p) => fs.existsSync(htmlOf(p.path)) && /page-data\.json/.test(fs.readFileSync(htmlOf(p.path), 'utf8')),
  );
  if (referencesPageData) warnings.push("a page's HTML names page-data.json: is the Gatsby runtime back?");

  console.log(`bench:js  ${publicDir}`);
  console.log(`gzip level 9, 1 KB = ${KB} bytes; up front = HTML scripts + islands started on load/idle`);
  const home = parsed.get('/') ?? { scripts: [] };
  console.log(`entry scripts of the home page: ${home.scripts.map((f) => `${f} ${kb(gzip.file(f))}`).join(', ')}`);
  console.log(`island runtime (React, loaded with the first island): ${kb(sum(mountFiles))} KB\n`);
  printTable(
    [
      'template',
      'page',
      'up front KB',
      'on demand KB',
      'props KB',
      'catalogues KB',
      'page-data.json KB',
      'budget KB',
      'result',
      'page-only chunks',
    ],
    rows,
    [2, 3, 4, 5],
  );
  if (options.verbose) {
    console.log('\nislands and catalogues per page:');
    for (const [pagePath, islands, namespaces] of details) console.log(`  ${pagePath}: ${islands}; ${namespaces}`);
  }
  for (const warning of warnings) console.warn(`⚠ ${warning}`);
  if (failures > 0) {
    console.log(
      `\n✖ ${failures} page(s) over budget or loading another page's chunks${options.fail ? '' : ' (--no-fail: exit 0)'}`,
    );
    if (options.fail) process.exitCode = 1;
  } else console.log('\n✔ every page within budget; page-only chunks only where they belong');
}

try {
  main();
} catch (error) {
  console.error(`✖ bench:js: ${error instanceof BuildError ? error.message : (error.stack ?? error)}`);
  process.exitCode = 1;
}
