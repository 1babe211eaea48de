// Debian's nginx running the production configuration against a built site, for the test suite: the same
// server block as deploy/nginx.conf (rendered by the same function, only `listen` and `root` differ) and
// the very snippets in deploy/nginx/ (included, not copied), in a throw-away prefix with `daemon off`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxMapsFile } from '../../deploy/site-build-config.mjs';
import { SNIPPET_DIR, renderServerConf } from '../../deploy/render-nginx.mjs';
import { assertPortFree, run, startProcess, waitForHttp } from './processes.mjs';

/** The committed snippets (deploy/nginx/), linked into the temporary prefix. */
const SNIPPETS = fileURLToPath(new URL('../../deploy/nginx', import.meta.url));

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

/** The main configuration: one worker, everything (pid, logs, temp files) inside `prefix`. */
function mainConf({ prefix, root, port, host }) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (name) => `  ${name}_temp_path ${path.join(prefix, 'temp', name)};`,
  );
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    `  access_log ${path.join(prefix, 'access.log')};`,
    ...temp,
    renderServerConf({ listen: `${host}:${port}`, root })
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
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  fs.mkdirSync(path.join(prefix, 'temp'));
  // Relative includes resolve against the folder of the main configuration, as /etc/nginx/ in production.
  fs.symlinkSync(SNIPPETS, path.join(prefix, SNIPPET_DIR));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, mainConf({ prefix, root, port, host }));
  const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')];
  await run(NGINX_PATH, [...args, '-t', '-q']);
  const child = startProcess(NGINX_PATH, args, { stdio: 'ignore' });
  const url = `http://${host}:${port}`;
  await waitForHttp(`${url}/`, { timeoutMs: 15_000, child });
  return {
    url,
    errorLog: () => fs.readFileSync(path.join(prefix, 'error.log'), 'utf8'),
    stop: async () => {
      await child.stop();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
