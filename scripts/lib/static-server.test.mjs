import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rawStatus } from '../../tests/support/raw-http';
import { writeServingConfig } from '../../deploy/site-build-config.mjs';
import { createStaticServer, parseTarget } from './static-server.mjs';

const INLINE_SCRIPT = 'window.pagePath="/";';
const HOME = `<html lang="en"><head><script>${INLINE_SCRIPT}</script><script type="application/ld+json">{}</script></head>home</html>`;
const APP_JS = '/app-0123456789abcdef0123.js';

let server;
let base;
let root;

const write = (rel, content) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), content);
};

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  write('index.html', HOME);
  write('about/index.html', 'about');
  write('404.html', 'english 404 (flat)');
  write('404/index.html', 'english 404');
  write('de/404/index.html', 'deutsche 404');
  write('page-data/404.html/page-data.json', '{}');
  write(APP_JS.slice(1), 'console.log("app");'.repeat(50));
  write('static/font-0123456789abcdef0123.woff2', 'font');
  write('locales/en/common-0123456789abcdef.json', '{}');
  write('media/cover_0123456789.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('icon-192.png', 'png');
  write('sitemap.xml', `<urlset>${'<url/>'.repeat(100)}</urlset>`);
  write('redirects.json', JSON.stringify([{ from: '/insight/abc123/', to: '/insight/hello-world/' }]));
  write('webpack.stats.json', '{"assetsByChunkName":{}}');
  write('chunk-map.json', '{}');
  write('de/robots.txt', 'not the root');
  writeServingConfig(root, { cmsPublicUrl: 'https://cms.example.com/api-base' });
  server = createStaticServer(root);
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
});
afterAll(() => server.close());

const get = (p, headers = {}) => fetch(base + p, { redirect: 'manual', headers });

test('serves pages and redirects to the trailing-slash URL permanently', async () => {
  expect(await (await get('/about/')).text()).toBe('about');
  const r = await get('/about?x=1');
  expect(r.status).toBe(301);
  expect(r.headers.get('location')).toBe('/about/?x=1');
});

test('answers unknown pages with status 404 and the page of the path language', async () => {
  const en = await get('/nope/');
  expect(en.status).toBe(404);
  expect(await en.text()).toBe('english 404');
  const de = await get('/de/nein/');
  expect(de.status).toBe(404);
  expect(await de.text()).toBe('deutsche 404');
});

test('answers missing assets and page data with a bare 404 (and survives directories named like files)', async () => {
  const r = await get('/page-data/missing/page-data.json');
  expect(r.status).toBe(404);
  expect(await r.text()).toBe('Not found');
  expect((await get('/de/missing.js')).headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect((await get('/page-data/404.html')).status).toBe(301);
  expect((await get('/')).status).toBe(200);
});

test('serves only the root files browsers load: the build’s own records there answer a bare 404', async () => {
  for (const file of ['/webpack.stats.json', '/chunk-map.json', '/redirects.json', '/%77ebpack.stats.json']) {
    const answer = await get(file);
    expect({ file, status: answer.status, body: await answer.text() }).toEqual({
      file,
      status: 404,
      body: 'Not found',
    });
  }
  for (const file of [APP_JS, '/icon-192.png', '/sitemap.xml', '/', '/de/robots.txt']) {
    expect({ file, status: (await get(file)).status }).toEqual({ file, status: 200 });
  }
});

test('applies the redirects written by the build, with or without the slash, in any case, keeping the query', async () => {
  const r = await get('/insight/abc123/');
  expect(r.status).toBe(301);
  expect(r.headers.get('location')).toBe('/insight/hello-world/');
  expect((await get('/insight/abc123?utm=x')).headers.get('location')).toBe('/insight/hello-world/?utm=x');
  // nginx's map matches paths case-insensitively; the local server does the same.
  expect((await get('/Insight/ABC123/')).headers.get('location')).toBe('/insight/hello-world/');
});

test('sends the security headers and the page’s own CSP on pages, assets, redirects and 404s', async () => {
  const responses = await Promise.all(['/', APP_JS, '/about', '/nope/', '/missing.js'].map((p) => get(p)));
  for (const r of responses) {
    expect(r.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('permissions-policy')).toContain('camera=()');
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(r.headers.get('content-security-policy')).toContain("connect-src 'self' https://cms.example.com;");
  }
  const homePolicy = responses[0].headers.get('content-security-policy');
  const hash = `'sha256-${crypto.createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
  expect(homePolicy).toContain(`script-src 'self' ${hash};`);
  expect(homePolicy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(responses[1].headers.get('content-security-policy')).toContain("script-src 'self';");
});

test('caches content-addressed files for a year and revalidates everything else', async () => {
  const immutable = 'public, max-age=31536000, immutable';
  for (const p of [APP_JS, '/static/font-0123456789abcdef0123.woff2', '/locales/en/common-0123456789abcdef.json'])
    expect((await get(p)).headers.get('cache-control')).toBe(immutable);
  for (const p of ['/', '/about/', '/sitemap.xml', '/icon-192.png', '/page-data/404.html/page-data.json', '/nope/'])
    expect((await get(p)).headers.get('cache-control')).toBe('no-cache');
  // A hashed name that is not there yet (a deploy in progress) must not be cached for a year.
  expect((await get('/app-ffffffffffffffffffff.js')).headers.get('cache-control')).toBe('no-cache');
});

test('compresses text (HTML, JavaScript, XML) for clients that accept gzip and varies on it', async () => {
  for (const p of ['/', APP_JS, '/sitemap.xml']) {
    const r = await get(p, { 'accept-encoding': 'gzip' });
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(r.headers.get('vary')).toBe('Accept-Encoding');
  }
  const plain = await get('/sitemap.xml', { 'accept-encoding': 'identity' });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toContain('<urlset>');
  expect((await get('/icon-192.png', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBeNull();
});

test('never serves the build’s server configuration', async () => {
  expect(fs.existsSync(path.join(root, '_server', 'site.json'))).toBe(true);
  for (const p of ['/_server/site.json', '/_server/nginx.conf', '/_server/']) expect((await get(p)).status).toBe(404);
});

describe('hostile request targets answer 4xx and the server keeps serving', () => {
  const cases = [
    ['a NUL byte', 'GET', '/%00'],
    ['a raw NUL byte', 'GET', '/a\u0000b/'],
    ['a NUL byte in a file name', 'GET', '/index.html%00.js'],
    ['an over-long path', 'GET', `/${'a'.repeat(5000)}/`],
    ['an over-long path segment', 'GET', `/${'a'.repeat(300)}/`],
    ['an over-long file name under a file', 'GET', `/index.html/${'a'.repeat(300)}`],
    ['encoded dots', 'GET', '/%2e%2e/%2e%2e/etc/passwd'],
    ['encoded dots inside the site', 'GET', '/de/%2e%2e/about/'],
    ['mixed-case encoded dots', 'GET', '/%2E%2e%2fetc%2fpasswd'],
    ['raw dot segments', 'GET', '/../../etc/passwd'],
    ['a backslash', 'GET', '/..\\..\\etc\\passwd'],
    ['an encoded backslash', 'GET', '/..%5c..%5cetc%5cpasswd'],
    ['invalid percent-encoding', 'GET', '/%zz'],
    ['a truncated percent-encoding', 'GET', '/about/%E0%A4'],
    ['a path through a file', 'GET', '/index.html/x/'],
    ['an absolute-form target', 'GET', 'http://evil.example/'],
    ['an asterisk target', 'OPTIONS', '*'],
    ['an unknown method', 'BREW', '/'],
    ['a method that writes', 'DELETE', '/index.html'],
    ['a lower-case method', 'get', '/'],
    ['a method made of symbols', '<script>', '/'],
  ];
  test.each(cases)('%s', async (_name, method, target) => {
    const status = await rawStatus(base, method, target);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect((await get('/about/')).status).toBe(200);
  });

  test('the private prefix cannot be reached by merging slashes or changing case of its encoding', async () => {
    expect(await rawStatus(base, 'GET', '//_server/site.json')).toBe(404);
    expect(await rawStatus(base, 'GET', '/%5fserver/site.json')).toBe(404);
  });
});

test('parses request targets: merged slashes, raw query, 4xx for what cannot be a path', () => {
  expect(parseTarget('//about//?x=%20')).toEqual({ urlPath: '/about/', search: '?x=%20' });
  expect(parseTarget('/%C3%BCber/')).toEqual({ urlPath: '/über/', search: '' });
  expect(parseTarget('/a/./b')).toEqual({ status: 400 });
  expect(parseTarget('/a/%2E/b')).toEqual({ status: 400 });
  expect(parseTarget('/a%0d%0aSet-Cookie:x')).toEqual({ status: 400 });
  expect(parseTarget(`/${'x'.repeat(3000)}`)).toEqual({ status: 414 });
});

test('refuses to start on a build without its serving configuration', () => {
  const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'static-bare-'));
  expect(() => createStaticServer(bare)).toThrow(/site\.json is missing/);
});

test('follows a switched release link without a restart: new files, new CSP, new redirects', async () => {
  const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'static-releases-'));
  const release = (name, heading, inlineScript, redirect) => {
    const dir = path.join(releases, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'index.html'), `<html><script>${inlineScript}</script><h1>${heading}</h1></html>`);
    fs.writeFileSync(path.join(dir, 'redirects.json'), JSON.stringify([redirect]));
    writeServingConfig(dir, { cmsPublicUrl: 'https://cms.example.com' });
  };
  release('one', 'Version 1', 'one()', { from: '/insight/id1/', to: '/insight/first/' });
  release('two', 'Version 2', 'two()', { from: '/insight/id2/', to: '/insight/second/' });
  const link = path.join(releases, 'current');
  fs.symlinkSync('one', link);
  const switching = createStaticServer(link);
  await /** @type {Promise<void>} */ (new Promise((resolve) => switching.listen(0, '127.0.0.1', resolve)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (switching.address());
  const at = (p) => fetch(`http://127.0.0.1:${port}${p}`, { redirect: 'manual' });
  const hash = (script) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
  try {
    const first = await at('/');
    expect(await first.text()).toContain('Version 1');
    expect(first.headers.get('content-security-policy')).toContain(hash('one()'));
    expect((await at('/insight/id1/')).headers.get('location')).toBe('/insight/first/');

    fs.symlinkSync('two', `${link}.next`);
    fs.renameSync(`${link}.next`, link);

    const second = await at('/');
    expect(await second.text()).toContain('Version 2');
    expect(second.headers.get('content-security-policy')).toContain(hash('two()'));
    expect(second.headers.get('content-security-policy')).not.toContain(hash('one()'));
    expect((await at('/insight/id2/')).headers.get('location')).toBe('/insight/second/');
    expect((await at('/insight/id1/')).status).toBe(404);
  } finally {
    switching.close();
    fs.rmSync(releases, { recursive: true, force: true });
  }
});
