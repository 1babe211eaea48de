// After `gatsby build`: what both servers need to know about this particular build, derived from the built
// files — the Content-Security-Policy of each HTML page (hashes of its inline scripts) and the id redirects —
// written to <public>/_server/ (never served): `site.json` for the local static server, `nginx.conf` (two
// maps, http level) for nginx. Usage: CMS_PUBLIC_URL=https://cms.example.com node deploy/site-build-config.mjs site/public
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { NGINX_VARIABLES, nginxString } from './render-nginx.mjs';
import { BUILD_CONFIG_FILES, PRIVATE_PREFIX, SERVICE_WORKER_PATH, contentSecurityPolicy } from './site-rules.mjs';

export const BUILD_CONFIG_DIR = PRIVATE_PREFIX.replace(/^\/|\/$/g, '');
const JSON_FILE = BUILD_CONFIG_FILES.staticServer;
const NGINX_FILE = BUILD_CONFIG_FILES.nginx;

// HTML's JavaScript MIME types (a <script> with another `type`, e.g. JSON-LD, is data and never executed).
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributes(source) {
  const found = new Map();
  for (const [, name, ...values] of source.matchAll(ATTRIBUTE))
    found.set(name.toLowerCase(), values.find((v) => v !== undefined) ?? '');
  return found;
}

/** `'sha256-…'` sources for the inline scripts a browser would execute in this HTML, in document order. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributeSource, body] of html.matchAll(SCRIPT)) {
    const attrs = attributes(attributeSource);
    if (attrs.has('src')) continue;
    if (!JAVASCRIPT_TYPES.has((attrs.get('type') ?? '').trim().toLowerCase())) continue;
    const hash = `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/**
 * Top-level folders whose HTML is not a page: this configuration's own, and Gatsby's slice fragments (`_gatsby/`,
 * assembled into pages at build time), which carry Gatsby's build id. Asked for by address, a fragment gets the
 * default policy (sandboxed, no script runs).
 */
const NOT_PAGES = new Set([BUILD_CONFIG_DIR, '_gatsby']);

function htmlFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_PAGES.has(entry.name) && dir === base ? [] : htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The id redirects gatsby-node writes (`redirects.json`), each also without its trailing slash. */
function readRedirects(publicDir) {
  const file = path.join(publicDir, 'redirects.json');
  if (!fs.existsSync(file)) return {};
  const pairs = JSON.parse(fs.readFileSync(file, 'utf8')).flatMap(({ from, to }) => [
    [from, to],
    [from.replace(/\/$/, ''), to],
  ]);
  return Object.fromEntries(pairs);
}

/**
 * True for a page built with a tag manager container: its consent head script pushes the Consent Mode defaults
 * (`features/consent/head-script.ts`), which a build without GTM_CONTAINER_ID leaves out.
 */
export const hasTagManager = (html) => html.includes('("consent","default",');

/** What a page's HTML holds that its CSP depends on. */
function pageFacts(file) {
  const html = fs.readFileSync(file, 'utf8');
  return { scriptHashes: inlineScriptHashes(html), tagManager: hasTagManager(html) };
}

/** What an earlier run found in each page (`buildServingConfig`'s `pagesFile`); empty when there is none. */
function readPagesFile(file) {
  try {
    return file ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  } catch {
    return {};
  }
}

/**
 * What the servers need about one build: `policies` maps each HTML file ("/about/index.html") and the service
 * worker to its CSP,
 * `defaultPolicy` is the CSP of every other response, `redirects` maps paths to their permanent target.
 * With `pagesFile`, what a page's HTML holds (inline script hashes, tag manager) is kept there by modification
 * time and size, and a warm build reads only the pages it rewrote.
 * @param {string} publicDir
 * @param {{ cmsPublicUrl: string | undefined, pagesFile?: string }} options
 */
export function buildServingConfig(publicDir, { cmsPublicUrl, pagesFile }) {
  if (!cmsPublicUrl) throw new Error('CMS_PUBLIC_URL is required: the CSP must allow the CMS the site calls.');
  const cmsOrigin = new URL(cmsPublicUrl).origin;
  const policies = {};
  const known = readPagesFile(pagesFile);
  const pages = {};
  for (const file of htmlFiles(publicDir).sort()) {
    const urlPath = '/' + path.relative(publicDir, file).split(path.sep).join('/');
    const { mtimeMs, size } = fs.statSync(file);
    const kept = known[urlPath];
    const page = kept?.mtimeMs === mtimeMs && kept.size === size ? kept : { mtimeMs, size, ...pageFacts(file) };
    pages[urlPath] = page;
    policies[urlPath] = contentSecurityPolicy({
      scriptHashes: page.scriptHashes,
      cmsOrigin,
      tagManager: page.tagManager,
    });
  }
  if (pagesFile) {
    fs.mkdirSync(path.dirname(pagesFile), { recursive: true });
    fs.writeFileSync(pagesFile, JSON.stringify(pages));
  }
  if (fs.existsSync(path.join(publicDir, SERVICE_WORKER_PATH))) {
    policies[SERVICE_WORKER_PATH] = contentSecurityPolicy({ scriptHashes: [], cmsOrigin });
  }
  return {
    defaultPolicy: contentSecurityPolicy({ scriptHashes: [], cmsOrigin, sandbox: true }),
    policies,
    redirects: readRedirects(publicDir),
  };
}

const nextPowerOfTwo = (n) => 2 ** Math.ceil(Math.log2(Math.max(n, 1)));

/** Two http-level maps on `$uri` (the file served, after `index`), sized for the number and length of keys. */
export function renderNginxMaps({ defaultPolicy, policies, redirects }) {
  const keys = [...Object.keys(policies), ...Object.keys(redirects)];
  const longest = Math.max(0, ...keys.map((key) => Buffer.byteLength(key)));
  const map = (variable, fallback, entries) => [
    `map $uri ${variable} {`,
    `  default ${nginxString(fallback)};`,
    ...Object.entries(entries).map(([key, value]) => `  ${nginxString(key)} ${nginxString(value)};`),
    '}',
  ];
  return [
    '# Generated after `gatsby build` by deploy/site-build-config.mjs; reload nginx after each build.',
    `map_hash_bucket_size ${Math.max(64, nextPowerOfTwo(longest + 16))};`,
    `map_hash_max_size ${Math.max(2048, nextPowerOfTwo(keys.length * 2))};`,
    ...map(NGINX_VARIABLES.csp, defaultPolicy, policies),
    ...map(NGINX_VARIABLES.redirect, '', redirects),
    '',
  ].join('\n');
}

/** Computes the build's serving configuration and writes it for both servers; returns it. */
export function writeServingConfig(publicDir, options) {
  const config = buildServingConfig(publicDir, options);
  const dir = path.join(publicDir, BUILD_CONFIG_DIR);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, JSON_FILE), JSON.stringify(config, null, 2) + '\n');
  fs.writeFileSync(path.join(dir, NGINX_FILE), renderNginxMaps(config));
  return config;
}

/** The configuration written by `writeServingConfig`, or a clear error when the build did not write it. */
export function readServingConfig(publicDir) {
  const file = path.join(publicDir, BUILD_CONFIG_DIR, JSON_FILE);
  if (!fs.existsSync(file))
    throw new Error(
      `${file} is missing: build the site with npm run build:site (it runs deploy/site-build-config.mjs).`,
    );
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Path of the nginx maps of a build, for the `include` in the server's configuration. */
export const nginxMapsFile = (publicDir) => path.join(publicDir, BUILD_CONFIG_DIR, NGINX_FILE);

// Run directly (not imported). (No import.meta: jest loads this file.)
if (path.basename(process.argv[1] ?? '') === 'site-build-config.mjs') {
  const publicDir = path.resolve(process.argv[2] ?? 'public');
  const config = writeServingConfig(publicDir, { cmsPublicUrl: process.env.CMS_PUBLIC_URL });
  console.log(
    `Serving config: ${Object.keys(config.policies).length} pages, ${Object.keys(config.redirects).length} redirects → ${path.join(publicDir, BUILD_CONFIG_DIR)}`,
  );
}
