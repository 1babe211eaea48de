import fs from 'node:fs';
import path from 'node:path';
import {
  CMS_PROXY_DIR,
  PRODUCTION,
  PUBLIC_API_ROUTES,
  renderCmsProxyConf,
  renderCmsProxyFiles,
} from './render-cms-proxy.mjs';

const DEPLOY = __dirname;
/** The operator's files in deploy/cms-proxy/: committed with safe defaults, never rewritten by the renderer. */
const OPERATOR_FILES = ['admin-access.conf', 'trusted-proxies.conf'];

test('the committed proxy files are exactly what the tables render (run `node deploy/render-cms-proxy.mjs`)', () => {
  const files = renderCmsProxyFiles();
  for (const [name, text] of Object.entries(files)) expect(fs.readFileSync(path.join(DEPLOY, name), 'utf8')).toBe(text);
  const committed = fs.readdirSync(path.join(DEPLOY, CMS_PROXY_DIR)).map((name) => `${CMS_PROXY_DIR}/${name}`);
  const expected = [
    ...Object.keys(files).filter((name) => name.startsWith(`${CMS_PROXY_DIR}/`)),
    ...OPERATOR_FILES.map((name) => `${CMS_PROXY_DIR}/${name}`),
  ];
  expect(committed.sort()).toEqual(expected.sort());
});

test('production and the tests run the same proxy but for addresses, upstream, resolver and cache folder', () => {
  const local = renderCmsProxyConf({
    publicListen: '127.0.0.1:8510',
    adminListen: '127.0.0.1:8511',
    upstream: '127.0.0.1:1510',
    cachePath: '/tmp/cache',
  });
  const production = renderCmsProxyConf(PRODUCTION);
  const strip = (text) =>
    text
      .split('\n')
      .filter((line) => !/^\s*(listen|server|resolver|zone|proxy_cache_path) /.test(line))
      .join('\n');
  expect(strip(production)).toBe(strip(local));
  // Docker's DNS is re-resolved (containers change address; `--scale cms=N` adds replicas).
  expect(production).toContain('server cms:1337 resolve;');
  expect(production).toContain('resolver 127.0.0.11');
});

test('the admin allow-list ends with deny all and admits no public address range by default', () => {
  const access = fs.readFileSync(path.join(DEPLOY, CMS_PROXY_DIR, 'admin-access.conf'), 'utf8');
  const rules = access.split('\n').filter((line) => /^\s*(allow|deny)\b/.test(line));
  expect(rules.at(-1)?.trim()).toBe('deny all;');
  expect(rules.some((line) => /allow\s+(all|0\.0\.0\.0\/0|::\/0)/.test(line))).toBe(false);
});

test('the public listener exposes the read and form routes only, and no admin or plugin path', () => {
  const files = renderCmsProxyFiles();
  const publicConf = files[`${CMS_PROXY_DIR}/public.conf`];
  const exact = [...publicConf.matchAll(/^location = (\S+) \{/gm)].map((m) => m[1]);
  expect(exact).toEqual(PUBLIC_API_ROUTES.map((route) => route.path));
  expect(exact).toEqual(
    expect.arrayContaining([
      '/api/posts',
      '/api/topics',
      '/api/contact',
      '/api/newsletter',
      '/api/newsletter/confirm',
      '/api/newsletter/unsubscribe',
    ]),
  );
  expect(publicConf).not.toMatch(/admin|content-manager|users-permissions|\/api\/upload/);
});
