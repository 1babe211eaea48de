#!/usr/bin/env node
// `npm run bench:js [-- <public-dir>] [--no-fail] [--verbose]`: the JavaScript a first-time visitor downloads
// for one page of each page template of the built site (gzip -9), against the budgets: home page template
// ≤ 120 KB, every other template ≤ 150 KB (the token generator is exempt). Also flags templates whose
// first load contains ethers. Reads only the build output: webpack.stats.json, chunk-map.json,
// page-data/**/page-data.json, page-data/app-data.json and the bundles with their source maps.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SITE_DIR } from './lib/env.mjs';

const KB = 1000;
const HOME_TARGET_KB = 120;
const TEMPLATE_TARGET_KB = 150;
const APP_GROUP = 'app';
const TEMPLATE_PREFIX = 'component---';
const EXEMPT_PATHS = ['/defi/erc20/'];
const isExempt = (template, examplePath) => template.includes('token-generator') || EXEMPT_PATHS.includes(examplePath);
// Module paths in webpack stats or source maps, e.g. "webpack://@app/site/../node_modules/ethers/lib.esm/…".
const ETHERS_SOURCE = /(^|[/\\])(ethers|@ethersproject)[/\\]/;

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
// webpack 5 lists assets as { name, size }, webpack 4 as plain names; chunk-map.json as "/name".
const assetName = (asset) => (typeof asset === 'string' ? asset : isObject(asset) ? asset.name : undefined);
const toFileList = (assets) =>
  (Array.isArray(assets) ? assets : [assets])
    .map(assetName)
    .filter((name) => typeof name === 'string' && name.length > 0)
    .map((name) => name.replace(/^\/+/, ''));
const isJs = (file) => /\.m?js$/.test(file);

/** Chunk groups by name → the files they load; webpack.stats.json first, chunk-map.json as fallback. */
function readChunkGroups(stats, chunkMap) {
  const groups = new Map();
  const add = (name, assets, source) => {
    if (groups.has(name)) return;
    const files = toFileList(assets);
    if (files.length > 0) groups.set(name, { files, source });
  };
  if (isObject(stats?.namedChunkGroups))
    for (const [name, group] of Object.entries(stats.namedChunkGroups))
      add(name, isObject(group) ? group.assets : undefined, 'webpack.stats.json');
  if (isObject(stats?.assetsByChunkName))
    for (const [name, assets] of Object.entries(stats.assetsByChunkName)) add(name, assets, 'webpack.stats.json');
  if (isObject(chunkMap)) for (const [name, assets] of Object.entries(chunkMap)) add(name, assets, 'chunk-map.json');
  return groups;
}

/** Local scripts a built HTML page loads by itself (Gatsby puts the entry chunks there). */
function htmlScripts(htmlFile) {
  if (!fs.existsSync(htmlFile)) return [];
  const html = fs.readFileSync(htmlFile, 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)]
    .map((m) => m[1])
    .filter((src) => src.startsWith('/') && !src.startsWith('//'))
    .map((src) => src.replace(/^\/+/, '').split(/[?#]/)[0])
    .filter(isJs);
}

/** Every page of the build: { path, template } from page-data/**\/page-data.json. */
function readPages(publicDir) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'page-data.json') {
        const data = readJson(full);
        if (typeof data?.componentChunkName === 'string' && typeof data.path === 'string')
          pages.push({ path: data.path, template: data.componentChunkName });
      }
    }
  };
  walk(path.join(publicDir, 'page-data'));
  return pages;
}

/** The most representative page of a template: the shortest path (then alphabetical). */
const examplePage = (paths) => [...paths].sort((a, b) => a.length - b.length || a.localeCompare(b))[0];

function gzipSizer(publicDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const full = path.join(publicDir, file);
      if (!fs.existsSync(full))
        throw new BuildError(`${file} is listed by the build manifests but missing from ${publicDir} (partial build?)`);
      cache.set(file, zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length);
    }
    return cache.get(file);
  };
}

/**
 * Which bundle files contain ethers: module names from webpack.stats.json when it has module data (Gatsby
 * usually trims it), else the `sources` of each bundle's source map. Returns file → true | false | null
 * (null: nothing to tell from).
 */
function ethersDetector(publicDir, stats) {
  const fromStats = new Map();
  const moduleNames = (modules) =>
    (Array.isArray(modules) ? modules : []).flatMap((m) =>
      isObject(m) ? [m.name, m.identifier, ...moduleNames(m.modules)].filter((n) => typeof n === 'string') : [],
    );
  const chunks = Array.isArray(stats?.chunks) ? stats.chunks.filter(isObject) : [];
  const filesOfChunk = new Map(chunks.map((c) => [c.id, toFileList(c.files ?? [])]));
  const mark = (files, found) => {
    for (const file of files) fromStats.set(file, (fromStats.get(file) ?? false) || found);
  };
  for (const chunk of chunks)
    if (Array.isArray(chunk.modules))
      mark(
        filesOfChunk.get(chunk.id),
        moduleNames(chunk.modules).some((n) => ETHERS_SOURCE.test(n)),
      );
  if (Array.isArray(stats?.modules))
    for (const module of stats.modules.filter(isObject))
      for (const id of Array.isArray(module.chunks) ? module.chunks : [])
        mark(
          filesOfChunk.get(id) ?? [],
          moduleNames([module]).some((n) => ETHERS_SOURCE.test(n)),
        );

  const cache = new Map();
  return (file) => {
    if (fromStats.get(file)) return true;
    if (!cache.has(file)) {
      let found = fromStats.has(file) ? false : null;
      const map = readMapSafely(path.join(publicDir, `${file}.map`));
      if (Array.isArray(map?.sources)) found = map.sources.some((s) => typeof s === 'string' && ETHERS_SOURCE.test(s));
      cache.set(file, found);
    }
    return cache.get(file);
  };
}

function readMapSafely(file) {
  try {
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined; // a broken source map only costs the ethers check for that file
  }
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
  const chunkMapFile = path.join(publicDir, 'chunk-map.json');
  const missing = [
    !fs.existsSync(publicDir) && publicDir,
    !fs.existsSync(statsFile) && !fs.existsSync(chunkMapFile) && 'webpack.stats.json / chunk-map.json',
    !fs.existsSync(path.join(publicDir, 'page-data')) && 'page-data/',
  ].filter(Boolean);
  if (missing.length > 0)
    throw new BuildError(
      `no Gatsby build in ${publicDir} (missing ${missing.join(', ')}). Build the site first (npm run build:site).`,
    );

  const stats = readJson(statsFile);
  const chunkMap = readJson(chunkMapFile);
  const appData = readJson(path.join(publicDir, 'page-data', 'app-data.json'));
  const groups = readChunkGroups(stats, chunkMap);
  const pages = readPages(publicDir);
  const warnings = [];
  if (!stats)
    warnings.push('webpack.stats.json is missing: template sizes come from chunk-map.json without shared chunks');

  // Entry chunks every page loads: the "app" chunk group (webpack runtime, framework, app, shared chunks).
  const appGroup = groups.get(APP_GROUP);
  const homeHtmlScripts = htmlScripts(path.join(publicDir, 'index.html'));
  let entryFiles = (appGroup?.files ?? []).filter(isJs);
  if (!appGroup || appGroup.source !== 'webpack.stats.json')
    // chunk-map.json lists only app-*.js; the HTML adds the runtime and framework chunks.
    entryFiles = [...new Set([...homeHtmlScripts, ...entryFiles])];
  if (entryFiles.length === 0) throw new BuildError(`cannot tell the entry chunks: no "${APP_GROUP}" chunk group`);
  const staleScripts = homeHtmlScripts.filter((file) => !entryFiles.includes(file));
  if (staleScripts.length > 0)
    warnings.push(
      `index.html loads ${staleScripts.join(', ')}, which the stats do not list: stats from another build?`,
    );

  const pathsByTemplate = new Map();
  for (const page of pages)
    pathsByTemplate.set(page.template, [...(pathsByTemplate.get(page.template) ?? []), page.path]);
  const templates = [
    ...new Set([...[...groups.keys()].filter((n) => n.startsWith(TEMPLATE_PREFIX)), ...pathsByTemplate.keys()]),
  ].sort();
  if (templates.length === 0) throw new BuildError(`no page templates (${TEMPLATE_PREFIX}… chunks) in ${publicDir}`);
  const homeTemplate = pages.find((p) => p.path === '/')?.template;
  if (!homeTemplate) warnings.push('no page-data for "/": the home page budget is not checked');

  const gzip = gzipSizer(publicDir);
  const hasEthers = ethersDetector(publicDir, stats);
  const entryBytes = entryFiles.reduce((sum, f) => sum + gzip(f), 0);
  const allPageFiles = new Set();
  const rows = [];
  const details = [];
  const chunkMapOnly = [];
  let failures = 0;

  for (const template of templates) {
    const group = groups.get(template);
    const paths = pathsByTemplate.get(template) ?? [];
    const example = examplePage(paths);
    const ownFiles = (group?.files ?? []).filter((f) => isJs(f) && !entryFiles.includes(f));
    ownFiles.forEach((f) => allPageFiles.add(f));
    const ownBytes = ownFiles.reduce((sum, f) => sum + gzip(f), 0);
    const total = entryBytes + ownBytes;
    const target = template === homeTemplate ? HOME_TARGET_KB : isExempt(template, example) ? null : TEMPLATE_TARGET_KB;
    let result;
    if (!group) result = 'FAIL (no chunk)';
    else if (target === null) result = 'EXEMPT';
    else result = total <= target * KB ? 'PASS' : 'FAIL';
    if (result.startsWith('FAIL')) failures += 1;
    if (group?.source === 'chunk-map.json') chunkMapOnly.push(template);

    const loaded = [...entryFiles, ...ownFiles];
    const withEthers = loaded.filter((f) => hasEthers(f) === true);
    const unknown = loaded.filter((f) => hasEthers(f) === null);
    const ethers = withEthers.length > 0 ? `YES ⚠ (${withEthers.join(', ')})` : unknown.length > 0 ? 'unknown' : 'no';
    if (unknown.length > 0 && withEthers.length === 0)
      warnings.push(`${template}: no module data or source map for ${unknown.join(', ')} (ethers check incomplete)`);
    rows.push([
      template,
      example ?? '—',
      paths.length,
      kb(entryBytes),
      kb(ownBytes),
      kb(total),
      target === null ? '—' : `≤ ${target}`,
      result,
      ethers,
    ]);
    details.push([template, ownFiles.map((f) => `${f} ${kb(gzip(f))}`).join(', ') || '—']);
  }

  if (chunkMapOnly.length > 0)
    warnings.push(
      `${chunkMapOnly.length} template(s) sized from chunk-map.json alone, which omits shared chunks (commons): ` +
        'their sizes are lower bounds',
    );
  const pageBytes = [...allPageFiles].reduce((sum, f) => sum + gzip(f), 0);
  rows.push([
    'total (unique JS of all templates)',
    '',
    pages.length,
    kb(entryBytes),
    kb(pageBytes),
    kb(entryBytes + pageBytes),
    '',
    failures > 0 ? `${failures} FAIL` : 'PASS',
    '',
  ]);

  console.log(`bench:js  ${publicDir}`);
  if (appData?.webpackCompilationHash) console.log(`webpack compilation ${appData.webpackCompilationHash}`);
  console.log(`first-load JavaScript per page template, gzip level 9, 1 KB = ${KB} bytes`);
  console.log(`entry chunks (every page): ${entryFiles.map((f) => `${f} ${kb(gzip(f))}`).join(', ')}\n`);
  printTable(
    ['template', 'example path', 'pages', 'entry KB', 'page KB', 'first load KB', 'target KB', 'result', 'ethers'],
    rows,
    [2, 3, 4, 5],
  );
  if (options.verbose) {
    console.log('\npage chunks (gzip KB):');
    for (const [template, files] of details) console.log(`  ${template}: ${files}`);
  }
  for (const warning of warnings) console.warn(`⚠ ${warning}`);
  if (failures > 0) {
    console.log(`\n✖ ${failures} template(s) over budget${options.fail ? '' : ' (--no-fail: exit 0)'}`);
    if (options.fail) process.exitCode = 1;
  } else console.log('\n✔ every template within budget');
}

try {
  main();
} catch (error) {
  console.error(`✖ bench:js: ${error instanceof BuildError ? error.message : (error.stack ?? error)}`);
  process.exitCode = 1;
}
