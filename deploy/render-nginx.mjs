// Renders the serving rules (deploy/site-rules.mjs) as nginx configuration: the snippets in deploy/nginx/
// (committed; deploy/nginx.conf includes them from the folder `site-rules/` beside nginx's own nginx.conf)
// and, per build, the maps of deploy/site-build-config.mjs. Run directly, it rewrites deploy/nginx/.
import fs from 'node:fs';
import path from 'node:path';
import {
  BARE_NOT_FOUND,
  BUILD_CONFIG_FILES,
  CACHE_CONTROL,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  FILE_PATTERN,
  IMMUTABLE_PATTERNS,
  IMMUTABLE_PREFIX,
  LOCALE_PREFIXES,
  PAGE_DATA_PREFIX,
  PRIVATE_PREFIX,
  SECURITY_HEADERS,
  TEXT_CONTENT_TYPE,
  UNSERVED_ROOT_FILE_PATTERN,
  notFoundPage,
} from './site-rules.mjs';

/** Folder of the snippets, relative to the directory of nginx's main configuration file. */
export const SNIPPET_DIR = 'site-rules';
/** Variables the per-build maps define (deploy/site-build-config.mjs) and the snippets use. */
export const NGINX_VARIABLES = { csp: '$site_csp', redirect: '$site_redirect' };

const HEADER =
  '# Generated from deploy/site-rules.mjs by `node deploy/render-nginx.mjs`: edit the rules, not this file.\n';

/** A double-quoted nginx string; refuses characters that would change its meaning. */
export function nginxString(value) {
  if (/["\\$\n\r]/.test(value)) throw new Error(`Unsafe value for an nginx string: ${value}`);
  return `"${value}"`;
}

const include = (name) => `include ${SNIPPET_DIR}/${name};`;
const indent = (lines) => lines.map((line) => `  ${line}`);
const block = (head, lines) => [`${head} {`, ...indent(lines), '}'];

function headersConf() {
  return [
    '# Security headers of every response; `always` adds them to redirects and error pages too.',
    `add_header Content-Security-Policy ${NGINX_VARIABLES.csp} always;`,
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
  ];
}

function revalidateConf() {
  return [
    '# HTML, page data and every other unhashed file: revalidated on every use.',
    include('headers.conf'),
    `add_header Cache-Control ${nginxString(CACHE_CONTROL.revalidate)} always;`,
  ];
}

function immutableConf() {
  return [
    '# Content-addressed files. No `always`: a missing one must not be cached for a year.',
    include('headers.conf'),
    `add_header Cache-Control ${nginxString(CACHE_CONTROL.immutable)};`,
    'error_page 404 @missing;',
  ];
}

function typesBlock() {
  const byType = new Map();
  for (const [extension, { type }] of Object.entries(CONTENT_TYPES))
    byType.set(type, [...(byType.get(type) ?? []), extension]);
  return block(
    'types',
    [...byType].map(([type, extensions]) => `${type} ${extensions.join(' ')};`),
  );
}

const uniqueTypes = (predicate) => [
  ...new Set(
    Object.values(CONTENT_TYPES)
      .filter(predicate)
      .map((entry) => entry.type),
  ),
];

/** Content types, charset and compression, all from the one table of the rules. */
function responseFormat() {
  return [
    ...typesBlock(),
    `default_type ${DEFAULT_CONTENT_TYPE};`,
    'charset utf-8;',
    // text/html is always one of them.
    `charset_types ${uniqueTypes((entry) => entry.charset && entry.type !== 'text/html').join(' ')};`,
    'gzip on;',
    'gzip_vary on;',
    '# The TLS proxy in front may add Via; compress for it anyway (everything here is public).',
    'gzip_proxied any;',
    'gzip_comp_level 6;',
    `gzip_types ${uniqueTypes((entry) => entry.gzip && entry.type !== 'text/html').join(' ')};`,
  ];
}

// An empty `types` makes the bare 404 plain text whatever the extension of the path asked for.
const BARE_NOT_FOUND_LINES = [
  include('revalidate.conf'),
  'types { }',
  `default_type ${TEXT_CONTENT_TYPE};`,
  `return 404 "${BARE_NOT_FOUND}";`,
];

/** A page location: its language's 404 page, also for a folder without index.html (nginx's 403 otherwise). */
const pageLocation = (prefix) =>
  block(`location ${prefix}`, [
    include('revalidate.conf'),
    `error_page 404 ${notFoundPage(prefix)};`,
    `error_page 403 =404 ${notFoundPage(prefix)};`,
  ]);

function locations() {
  return [
    '# Every location includes the headers (nginx drops inherited add_header where a location sets its own).',
    ...block(`location ^~ ${PRIVATE_PREFIX}`, BARE_NOT_FOUND_LINES),
    ...block(`location ^~ ${IMMUTABLE_PREFIX}`, [include('immutable.conf')]),
    ...block(`location ^~ ${PAGE_DATA_PREFIX}`, [include('revalidate.conf'), 'error_page 404 @missing;']),
    ...IMMUTABLE_PATTERNS.flatMap((pattern) => block(`location ~ "${pattern}"`, [include('immutable.conf')])),
    "# The build's own records at the root (webpack.stats.json, chunk-map.json …): only SERVED_ROOT_FILES are served.",
    ...block(`location ~ "${UNSERVED_ROOT_FILE_PATTERN}"`, BARE_NOT_FOUND_LINES),
    ...block(`location ~ "${FILE_PATTERN}"`, [include('revalidate.conf'), 'error_page 404 @missing;']),
    '# Pages. No try_files: nginx itself answers a folder without its slash (/about) with a 301 to /about/,',
    '# keeping the query; `try_files $uri/index.html` would serve the page at both addresses.',
    ...LOCALE_PREFIXES.flatMap(pageLocation),
    ...pageLocation('/'),
    ...block('location @missing', BARE_NOT_FOUND_LINES),
  ];
}

function siteConf() {
  return [
    '# The built site: everything but `listen` and `root` (deploy/nginx.conf), included in its server block.',
    'server_tokens off;',
    '# Relative Location headers: correct behind the TLS proxy, whatever scheme and host it serves.',
    'absolute_redirect off;',
    'index index.html;',
    ...responseFormat(),
    '',
    '# Responses decided before a location is chosen: the id redirects of the build (/insight/{id}/).',
    include('revalidate.conf'),
    `if (${NGINX_VARIABLES.redirect}) {`,
    `  return 301 ${NGINX_VARIABLES.redirect}$is_args$args;`,
    '}',
    '',
    ...locations(),
  ];
}

/**
 * Production values of what differs between environments (docker-compose `web`: nginx-unprivileged listens
 * on 8080). The root is the rebuild worker's link to the live release; deploy/web/serve-live-release.sh
 * writes its target in before each (re)load, so files and their configuration switch together.
 */
export const PRODUCTION = { listen: '8080', root: '/srv/site/current' };

/**
 * The server block (http level): the build's maps, where to listen, what to serve and the rules. The
 * test suite renders it with its own port and site folder (scripts/lib/nginx.mjs); production is
 * deploy/nginx.conf.
 */
export function renderServerConf({ listen, root }) {
  return [
    "# The build's per-page Content-Security-Policy and id redirects (deploy/site-build-config.mjs).",
    `include ${path.posix.join(root, PRIVATE_PREFIX, BUILD_CONFIG_FILES.nginx)};`,
    ...block('server', [`listen ${listen};`, 'server_name _;', `root ${root};`, include('site.conf')]),
    '',
  ].join('\n');
}

/** The committed nginx files, by path relative to deploy/. */
export function renderNginxFiles() {
  const snippets = {
    'headers.conf': headersConf(),
    'revalidate.conf': revalidateConf(),
    'immutable.conf': immutableConf(),
    'site.conf': siteConf(),
  };
  const production = [
    '# Production: docker-compose mounts this file as /etc/nginx/kastell/site.conf.template and deploy/nginx/ as',
    `# /etc/nginx/${SNIPPET_DIR}/; deploy/web/serve-live-release.sh renders it for the live release.`,
    '# Only `listen` and `root` differ from what the test suite runs.',
    renderServerConf(PRODUCTION),
  ];
  return {
    'nginx.conf': HEADER + production.join('\n'),
    ...Object.fromEntries(
      Object.entries(snippets).map(([name, lines]) => [`nginx/${name}`, HEADER + lines.join('\n') + '\n']),
    ),
  };
}

// Run directly (not imported): rewrite the files next to this script. (No import.meta: jest loads this file.)
if (path.basename(process.argv[1] ?? '') === 'render-nginx.mjs') {
  const deployDir = path.dirname(path.resolve(process.argv[1]));
  const files = renderNginxFiles();
  fs.mkdirSync(path.join(deployDir, 'nginx'), { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(deployDir, name), text);
  console.log(
    `Wrote ${Object.keys(files)
      .map((name) => `deploy/${name}`)
      .join(', ')}`,
  );
}
