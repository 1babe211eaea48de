/**
 * What a visitor's browser gets from a server of the built site — the local static server and nginx with
 * deploy/nginx.conf run these same tests against the same build, so the two cannot drift apart: trailing
 * slashes, id redirects, 404 pages per language, security headers and the per-page CSP, caching, gzip and
 * hostile request targets.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { LOCALE_CODES, STATIC_ROUTES, articlePath, caseStudyPath, localizePath } from '@app/routing';
import { RENAMED_CASE_STUDY, RENAMED_POST, isRenamedLocale } from '../support/edits';
import { rawStatus } from '../support/raw-http';
import { siteTextSource } from '../support/catalogues';
import { SERVED_ROOT_FILES } from '../../deploy/site-rules.mjs';

export const PUBLIC = process.env.SITE_PUBLIC_DIR ?? path.resolve(__dirname, '../../site/public');
const IMMUTABLE = 'public, max-age=31536000, immutable';

type ServingConfig = { defaultPolicy: string; policies: Record<string, string>; redirects: Record<string, string> };
const serving = (): ServingConfig => JSON.parse(fs.readFileSync(path.join(PUBLIC, '_server', 'site.json'), 'utf8'));
const buildRedirects = (): Array<{ from: string; to: string }> =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC, 'redirects.json'), 'utf8'));
const publicFiles = (pattern: RegExp, dir = ''): string[] =>
  fs
    .readdirSync(path.join(PUBLIC, dir), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? publicFiles(pattern, `${dir}/${e.name}`) : [`${dir}/${e.name}`]))
    .filter((p) => pattern.test(p));
const oneFile = (pattern: RegExp): string => {
  const found = publicFiles(pattern);
  if (found.length === 0) throw new Error(`the build has no file matching ${pattern}`);
  return found[0]!;
};

function expectSecurityHeaders(response: Response, where: string) {
  const h = (name: string) => [where, name, response.headers.get(name)];
  expect(h('strict-transport-security')).toEqual([
    where,
    'strict-transport-security',
    'max-age=31536000; includeSubDomains',
  ]);
  expect(h('x-content-type-options')).toEqual([where, 'x-content-type-options', 'nosniff']);
  expect(h('x-frame-options')).toEqual([where, 'x-frame-options', 'DENY']);
  expect(h('referrer-policy')).toEqual([where, 'referrer-policy', 'strict-origin-when-cross-origin']);
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect([where, csp]).toEqual([where, expect.stringContaining("frame-ancestors 'none'")]);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-/);
  expect(response.headers.get('server') ?? '').not.toMatch(/\d/);
}

/** Defines the shared tests for the server at `baseUrl()` (resolved when the tests run). */
export function describeServingRules(baseUrl: () => string) {
  const get = (p: string, headers: Record<string, string> = {}) =>
    fetch(baseUrl() + p, { redirect: 'manual', headers });

  describe.each(LOCALE_CODES)('trailing-slash strict routes (%s)', (locale) => {
    it.each(Object.values(STATIC_ROUTES).filter((r) => r !== '/'))('%s', async (route) => {
      const page = localizePath(route, locale);
      expect((await get(page)).status).toBe(200);
      const bare = await get(`${page.slice(0, -1)}?ref=mail&x=1`);
      expect([page, bare.status, bare.headers.get('location')]).toEqual([page, 301, `${page}?ref=mail&x=1`]);
      expect(bare.headers.get('cache-control')).toBe('no-cache');
    });
  });

  describe('id redirects written by the build', () => {
    it('sends /insight/{documentId}/ (with or without the slash) to the slug URL, query kept, in both languages', async () => {
      const redirects = buildRedirects();
      expect(redirects.length).toBeGreaterThan(0);
      for (const locale of LOCALE_CODES)
        expect(redirects.some((r) => r.to.startsWith(localizePath('/insight/', locale)))).toBe(true);
      for (const { from, to } of redirects) {
        const withSlash = await get(from);
        expect([from, withSlash.status, withSlash.headers.get('location')]).toEqual([from, 301, to]);
        const bare = await get(`${from.slice(0, -1)}?utm_source=x`);
        expect([from, bare.status, bare.headers.get('location')]).toEqual([from, 301, `${to}?utm_source=x`]);
        expect((await get(from.toUpperCase())).headers.get('location')).toBe(to);
        expectSecurityHeaders(withSlash, from);
        expect(withSlash.headers.get('cache-control')).toBe('no-cache');
      }
      expect((await get(redirects[0]!.to)).status).toBe(200);
    });
  });

  describe.each(LOCALE_CODES.filter(isRenamedLocale))('former addresses of renamed entries (%s)', (locale) => {
    it.each([
      ['an article', RENAMED_POST, articlePath],
      ['a case study', RENAMED_CASE_STUDY, caseStudyPath],
    ] as const)('%s: the old address answers 301 to the new one, which answers 200', async (_kind, entry, route) => {
      const from = localizePath(route(entry.slug[locale]), locale);
      const to = localizePath(route(entry.renamed[locale]), locale);
      const old = await get(from);
      expect([from, old.status, old.headers.get('location')]).toEqual([from, 301, to]);
      const bare = await get(`${from.slice(0, -1)}?ref=newsletter`);
      expect([bare.status, bare.headers.get('location')]).toEqual([301, `${to}?ref=newsletter`]);
      expect((await get(to)).status).toBe(200);
    });
  });

  describe('not found', () => {
    it('answers unknown pages with status 404 and the error page of the path language', async () => {
      const en = await get('/no-such-page/');
      expect(en.status).toBe(404);
      expect(await en.text()).toMatch(
        new RegExp(`<html lang="en"[\\s\\S]*${siteTextSource('en', 'common:errors.notFoundTitle', {})}`),
      );
      const de = await get('/de/keine-seite/');
      expect(de.status).toBe(404);
      expect(await de.text()).toMatch(
        new RegExp(`<html lang="de"[\\s\\S]*${siteTextSource('de', 'common:errors.notFoundTitle', {})}`),
      );
      const deep = await get('/de/insight/gibt-es-nicht/');
      expect(deep.status).toBe(404);
      expect(await deep.text()).toContain('<html lang="de"');
      for (const r of [en, de]) expect(r.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers missing files, page data and folders without a page with 404, files and page data bare', async () => {
      for (const p of [
        '/missing.js',
        '/de/missing.css',
        '/page-data/no-such-page/page-data.json',
        '/media/x_0123456789.svg',
      ]) {
        const r = await get(p);
        expect([p, r.status, r.headers.get('content-type')]).toEqual([p, 404, 'text/plain; charset=utf-8']);
        expect(r.headers.get('cache-control')).toBe('no-cache');
      }
      const folder = await get('/media/');
      expect(folder.status).toBe(404);
      expect(await folder.text()).toContain('<html lang="en"');
    });

    it('never serves the server configuration the build writes', async () => {
      for (const p of ['/_server/site.json', '/_server/nginx.conf', '/_server/'])
        expect([p, (await get(p)).status]).toEqual([p, 404]);
    });

    it('serves no file at the root of the build but those browsers load (webpack.stats.json, chunk-map.json: 404)', async () => {
      const rootFiles = fs
        .readdirSync(PUBLIC, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${entry.name}`);
      expect(rootFiles).toEqual(expect.arrayContaining(['/webpack.stats.json', '/chunk-map.json', '/index.html']));
      for (const file of rootFiles) {
        const served = new RegExp(`^/(?:${SERVED_ROOT_FILES.join('|')})$`).test(file);
        const answer = await get(file);
        expect({ file, status: answer.status }).toEqual({ file, status: served ? 200 : 404 });
      }
      for (const file of ['/webpack.stats.json', '/chunk-map.json', '/redirects.json']) {
        expect({ file, status: (await get(file)).status }).toEqual({ file, status: 404 });
      }
    });
  });

  describe('headers', () => {
    it('gives every page the CSP with the hashes of its own inline scripts', async () => {
      const { policies } = serving();
      const pages = ['/', '/de/', '/about/', '/insight/', localizePath('/insight/', 'de'), buildRedirects()[0]!.to];
      for (const page of pages) {
        const r = await get(page);
        expect(r.status).toBe(200);
        const policy = r.headers.get('content-security-policy');
        expect([page, policy]).toEqual([page, policies[`${page}index.html`]]);
        // Every inline script the page runs (locale choice, image loader …) is allowed by its hash.
        const html = await r.text();
        const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
          .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!))
          .map(([, , body]) => `'sha256-${crypto.createHash('sha256').update(body!).digest('base64')}'`);
        expect(inline.length).toBeGreaterThan(0);
        for (const hash of inline) expect([page, policy]).toEqual([page, expect.stringContaining(hash)]);
        // The test build has a tag manager container (scripts/test.mjs): its one script host beside the hashes.
        expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+ https:\/\/www\.googletagmanager\.com;/);
        expect(policy).not.toContain('sandbox');
        expectSecurityHeaders(r, page);
      }
      expect(policies['/index.html']).not.toBe(policies['/about/index.html']);
    });

    it('sandboxes every response that is not a page: an uploaded SVG opened on its own runs no script', async () => {
      const svg = oneFile(/^\/static\/[0-9a-f]{32}\/.+\.svg$/);
      for (const p of [svg, oneFile(/^\/islands-[0-9a-f]{20}\.js$/), '/robots.txt', '/no-such-file.svg']) {
        const r = await get(p);
        expect([p, r.headers.get('content-security-policy')]).toEqual([p, expect.stringMatching(/^sandbox; /)]);
      }
      const r = await get(svg);
      expect(r.headers.get('content-type')).toBe('image/svg+xml');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('sends the security headers on assets, page data, feeds, redirects and errors too', async () => {
      const paths = [
        oneFile(/^\/app-[0-9a-f]{20}\.js$/),
        '/page-data/app-data.json',
        '/sitemap.xml',
        '/about',
        '/nope/',
        '/nope.js',
      ];
      for (const p of paths) expectSecurityHeaders(await get(p), p);
      expect((await get(paths[0]!)).headers.get('content-security-policy')).toBe(serving().defaultPolicy);
    });
  });

  describe('caching', () => {
    it('caches content-addressed bundles, styles, static files and media for a year', async () => {
      const hashed = [
        oneFile(/^\/app-[0-9a-f]{20}\.js$/),
        oneFile(/^\/framework-[0-9a-f]{20}\.js$/),
        oneFile(/^\/webpack-runtime-[0-9a-f]{20}\.js$/),
        oneFile(/^\/component---.+-[0-9a-f]{20}\.js$/),
        oneFile(/^\/styles\.[0-9a-f]{20}\.css$/),
        oneFile(/^\/static\/.+\.woff2$/),
        oneFile(/^\/static\/[0-9a-f]{32}\/.+\.svg$/),
        oneFile(/^\/islands-[0-9a-f]{20}\.js$/),
        oneFile(/^\/locales\/de\/forms-[0-9a-f]{16}\.json$/),
      ];
      for (const p of hashed) expect([p, (await get(p)).headers.get('cache-control')]).toEqual([p, IMMUTABLE]);
    });

    it('revalidates HTML, page data, the sitemap, feeds and unhashed images on every use', async () => {
      const unhashed = [
        '/',
        '/de/about/',
        '/page-data/index/page-data.json',
        '/page-data/app-data.json',
        '/sitemap.xml',
        '/insight/rss.xml',
        '/robots.txt',
        '/favicon.svg',
        '/og/default.png',
      ];
      for (const p of unhashed) {
        const r = await get(p);
        expect([p, r.status, r.headers.get('cache-control')]).toEqual([p, 200, 'no-cache']);
      }
    });
  });

  describe('the service worker (site/src/build/pwa/service-worker.ts)', () => {
    it('serves sw.js never cached long, as JavaScript, under a policy without sandbox (a sandboxed worker has no caches)', async () => {
      const r = await get('/sw.js');
      expect([r.status, r.headers.get('cache-control')]).toEqual([200, 'no-cache']);
      expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
      const policy = r.headers.get('content-security-policy') ?? '';
      expect(policy).toBe(serving().policies['/sw.js']);
      expect(policy).not.toMatch(/sandbox|sha256-/);
      expect(policy).toMatch(/(^|; )script-src 'self';/);
      expectSecurityHeaders(r, '/sw.js');
    });

    it('serves what it precaches — the deployment file and both offline pages — revalidated on every use', async () => {
      for (const p of ['/deployment.json', ...LOCALE_CODES.map((l) => `${localizePath('/', l)}offline.html`)]) {
        const r = await get(p);
        expect([p, r.status, r.headers.get('cache-control')]).toEqual([p, 200, 'no-cache']);
      }
      const de = await get('/de/offline.html');
      expect(await de.text()).toContain('<html lang="de"');
      expect(de.headers.get('content-security-policy')).toBe(serving().policies['/de/offline.html']);
    });
  });

  describe('compression', () => {
    it('gzips HTML, scripts, styles, JSON, the sitemap and RSS, and varies on Accept-Encoding', async () => {
      const text = [
        '/',
        oneFile(/^\/app-[0-9a-f]{20}\.js$/),
        oneFile(/^\/styles\.[0-9a-f]{20}\.css$/),
        '/page-data/app-data.json',
        '/sitemap.xml',
        '/insight/rss.xml',
        '/de/insight/rss.xml',
      ];
      for (const p of text) {
        const r = await get(p, { 'accept-encoding': 'gzip' });
        expect([p, r.headers.get('content-encoding'), r.headers.get('vary')]).toEqual([p, 'gzip', 'Accept-Encoding']);
        expect((await r.text()).length).toBeGreaterThan(0); // fetch decompresses: the body is intact
      }
      const plain = await get('/sitemap.xml', { 'accept-encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toContain('<urlset');
      expect((await get('/og/default.png', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBeNull();
    });

    it('labels files with the same content types', async () => {
      const types: Array<[string, string]> = [
        ['/', 'text/html; charset=utf-8'],
        [oneFile(/^\/app-[0-9a-f]{20}\.js$/), 'text/javascript; charset=utf-8'],
        ['/sitemap.xml', 'application/xml; charset=utf-8'],
        ['/favicon.svg', 'image/svg+xml'],
        [oneFile(/^\/static\/.+\.woff2$/), 'font/woff2'],
      ];
      for (const [p, type] of types) expect([p, (await get(p)).headers.get('content-type')]).toEqual([p, type]);
    });
  });

  describe('hostile request targets answer 4xx and the server keeps serving', () => {
    const cases: Array<[string, string, string]> = [
      ['a NUL byte', 'GET', '/%00'],
      ['a NUL byte before an extension', 'GET', '/index.html%00.js'],
      ['an over-long path', 'GET', `/${'a'.repeat(9000)}/`],
      ['an over-long path segment', 'GET', `/${'a'.repeat(300)}/`],
      ['encoded dots out of the site', 'GET', '/%2e%2e/%2e%2e/%2e%2e/etc/passwd'],
      ['raw dots out of the site', 'GET', '/../../../etc/passwd'],
      ['backslashes', 'GET', '/..\\..\\etc\\passwd'],
      ['encoded backslashes', 'GET', '/%5c..%5c..%5cetc%5cpasswd'],
      ['invalid percent-encoding', 'GET', '/%zz/'],
      ['a method that writes', 'DELETE', '/index.html'],
      ['an unknown method', 'BREW', '/'],
      ['a method made of symbols', '<script>', '/'],
    ];
    it.each(cases)('%s', async (_name, method, target) => {
      const status = await rawStatus(baseUrl(), method, target);
      expect([target.slice(0, 60), status >= 400 && status < 500]).toEqual([target.slice(0, 60), true]);
      expect((await get('/about/')).status).toBe(200);
    });
  });
}
