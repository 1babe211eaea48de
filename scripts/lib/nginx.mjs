// Debian's nginx running the production configuration, for the test suite and the benchmarks, in a
// throw-away prefix with `daemon off`:
// - the static site: the same server block as deploy/nginx.conf (rendered by the same function, only `listen`
//   and `root` differ) and the very snippets in deploy/nginx/ (included, not copied);
// - the proxy in front of the CMS: deploy/cms-proxy.conf's server blocks for loopback (only the listen
//   addresses, the upstream and the cache folder differ) and the snippets in deploy/cms-proxy/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxMapsFile } from '../../deploy/site-build-config.mjs';
import { SNIPPET_DIR, renderServerConf } from '../../deploy/render-nginx.mjs';
import { CMS_PROXY_DIR, renderCmsProxyConf } from '../../deploy/render-cms-proxy.mjs';
import { assertPortFree, run, startProcess, waitForHttp } from './processes.mjs';

/** The committed snippets (deploy/nginx/, deploy/cms-proxy/), linked into the temporary prefix. */
const SNIPPETS = fileURLToPath(new URL('../../deploy/nginx', import.meta.url));
const CMS_PROXY_SNIPPETS = fileURLToPath(new URL(`../../deploy/${CMS_PROXY_DIR}`, import.meta.url));

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Installs Debian's nginx package when it is missing (needs root, as Chromium does). */
export async function ensureNginx() {
  if (fs.existsSync(NGINX_PATH)) return NGINX_PATH;
  console.log('▶ Installing nginx from Debian packages …');
  const apt = ['-o', 'DPkg::Lock::Timeout=300', '-qq'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', [...apt, 'update'], { env });
  await run('apt-get', [...apt, 'install', '-y', '--no-install-recommends', 'nginx'], { env });
  return NGINX_PATH;
}

/**
 * The main configuration: everything (pid, logs, temp files) inside `prefix`, `http` around `body`.
 * @param {{ prefix: string, body: string, workers?: number | 'auto', daemon?: boolean }} options
 */
function mainConf({ prefix, body, workers = 1, daemon = false }) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (name) => `  ${name}_temp_path ${path.join(prefix, 'temp', name)};`,
  );
  return [
    // Off here, or on the command line (`-g 'daemon off;'`, as the nginx image and serve-live-release.sh do).
    ...(daemon ? [] : ['daemon off;']),
    `worker_processes ${workers};`,
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    // Enough for a test's burst plus the keep-alive connections earlier tests leave open: with 64, nginx
    // dropped connections mid-test ("worker_connections are not enough", seen by clients as "other side closed").
    'events { worker_connections 1024; }',
    'http {',
    `  access_log ${path.join(prefix, 'access.log')};`,
    ...temp,
    body
      .split('\n')
      .map((line) => (line ? `  ${line}` : line))
      .join('\n'),
    '}',
    '',
  ].join('\n');
}

/**
 * Starts nginx serving the built site `root` on `host:port`; resolves once it answers. `stop()` ends it
 * and removes its prefix; `errorLog()` returns what it logged (for a failing test's message).
 */
export async function startNginx({ root, port, host = '127.0.0.1' }) {
  await ensureNginx();
  await assertPortFree(host, port);
  if (!fs.existsSync(nginxMapsFile(root)))
    throw new Error(`${nginxMapsFile(root)} is missing: the site build did not run deploy/site-build-config.mjs.`);
  const prefix = newPrefix();
  // Relative includes resolve against the folder of the main configuration, as /etc/nginx/ in production.
  fs.symlinkSync(SNIPPETS, path.join(prefix, SNIPPET_DIR));
  const body = renderServerConf({ listen: `${host}:${port}`, root });
  const url = `http://${host}:${port}`;
  return { url, ...(await launch(prefix, mainConf({ prefix, body }), `${url}/`, [200])) };
}

function newPrefix() {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  // Started as root, nginx's workers run as an unprivileged user: they need to reach the cache and temp files.
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, 'temp'));
  return prefix;
}

/** Checks the configuration, starts nginx and waits until `readyUrl` answers with one of `statuses`. */
async function launch(prefix, conf, readyUrl, statuses) {
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const args = ['-p', prefix, '-c', confFile, '-e', path.join(prefix, 'error.log')];
  await run(NGINX_PATH, [...args, '-t', '-q']);
  const child = startProcess(NGINX_PATH, args, { stdio: 'ignore' });
  await waitForHttp(readyUrl, { timeoutMs: 15_000, child, statuses });
  return {
    errorLog: () => fs.readFileSync(path.join(prefix, 'error.log'), 'utf8'),
    stop: async () => {
      await child.stop();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the CMS proxy (deploy/cms-proxy.conf for loopback) in front of `upstream` (`host:port` of a CMS or
 * a stand-in): the public listener on `port`, the admin listener on `adminPort`. `snippets` replaces
 * committed snippets of deploy/cms-proxy/ by name for this run (e.g. another `trusted-proxies.conf`);
 * `workers` is nginx's worker_processes (`auto` for benchmarks).
 * @param {{
 *   upstream: string, port: number, adminPort: number, host?: string, snippets?: Record<string, string>,
 *   workers?: number | 'auto',
 * }} options
 */
export async function startCmsProxy({ upstream, port, adminPort, host = '127.0.0.1', snippets = {}, workers = 1 }) {
  await ensureNginx();
  await assertPortFree(host, port);
  await assertPortFree(host, adminPort);
  const prefix = newPrefix();
  const dir = path.join(prefix, CMS_PROXY_DIR);
  fs.mkdirSync(dir);
  for (const name of fs.readdirSync(CMS_PROXY_SNIPPETS)) {
    if (!(name in snippets)) fs.symlinkSync(path.join(CMS_PROXY_SNIPPETS, name), path.join(dir, name));
  }
  for (const [name, text] of Object.entries(snippets)) fs.writeFileSync(path.join(dir, name), text);
  const body = renderCmsProxyConf({
    publicListen: `${host}:${port}`,
    adminListen: `${host}:${adminPort}`,
    upstream,
    cachePath: path.join(prefix, 'cache'),
  });
  const url = `http://${host}:${port}`;
  // The public listener answers 404 for `/` (nothing public there): up means answering.
  const started = await launch(prefix, mainConf({ prefix, body, workers }), `${url}/`, [404]);
  return { url, adminUrl: `http://${host}:${adminPort}`, ...started };
}

const LIVE_RELEASE_SCRIPT = fileURLToPath(new URL('../../deploy/web/serve-live-release.sh', import.meta.url));

/**
 * The `web` service as production runs it: deploy/web/serve-live-release.sh with Debian's nginx, following
 * `<releasesDir>/current` (the rebuild worker's link) and reloading nginx when it moves. Waits until the
 * first release is served.
 */
export async function startLiveReleaseWeb({ releasesDir, port, host = '127.0.0.1', pollSeconds = 0.3 }) {
  await ensureNginx();
  await assertPortFree(host, port);
  const prefix = newPrefix();
  fs.symlinkSync(SNIPPETS, path.join(prefix, SNIPPET_DIR));
  const link = path.join(releasesDir, 'current');
  const template = path.join(prefix, 'site.conf.template');
  fs.writeFileSync(template, renderServerConf({ listen: `${host}:${port}`, root: link }));
  const live = path.join(prefix, 'live', 'site.conf');
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, mainConf({ prefix, body: `include ${live};`, daemon: true }));
  const logFile = path.join(prefix, 'serve-live-release.log');
  const log = fs.openSync(logFile, 'a');
  const child = startProcess('/bin/sh', [LIVE_RELEASE_SCRIPT], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      SITE_LIVE_LINK: link,
      SITE_CONF_TEMPLATE: template,
      SITE_CONF_OUT: live,
      NGINX: `${NGINX_PATH} -p ${prefix} -c ${confFile} -e ${path.join(prefix, 'error.log')}`,
      RELEASE_POLL_SECONDS: String(pollSeconds),
    },
  });
  const url = `http://${host}:${port}`;
  await waitForHttp(`${url}/`, { timeoutMs: 15_000, child, statuses: [200, 404] });
  return {
    url,
    log: () => fs.readFileSync(logFile, 'utf8'),
    /** nginx's pid file: a reload keeps the master process, a restart would not. */
    pidFile: path.join(prefix, 'nginx.pid'),
    stop: async () => {
      await child.stop();
      fs.closeSync(log);
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
