import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCTION, renderNginxFiles, renderServerConf } from './render-nginx.mjs';
import { buildServingConfig, inlineScriptHashes, renderNginxMaps } from './site-build-config.mjs';
import {
  CACHE_CONTROL,
  cacheControlFor,
  contentSecurityPolicy,
  contentTypeOf,
  isCompressible,
  isPagePath,
  notFoundPage,
} from './site-rules.mjs';

const DEPLOY = __dirname;

test('the committed nginx files are exactly what the rules render (run `node deploy/render-nginx.mjs`)', () => {
  for (const [name, text] of Object.entries(renderNginxFiles()))
    expect(fs.readFileSync(path.join(DEPLOY, name), 'utf8')).toBe(text);
  const committed = fs.readdirSync(path.join(DEPLOY, 'nginx')).map((name) => `nginx/${name}`);
  expect(committed.sort()).toEqual(
    Object.keys(renderNginxFiles())
      .filter((n) => n.startsWith('nginx/'))
      .sort(),
  );
});

test('production and the test suite run the same server block but for where it listens and what it serves', () => {
  const local = renderServerConf({ listen: '127.0.0.1:8080', root: '/tmp/site' }).split('\n');
  const differing = renderServerConf(PRODUCTION)
    .split('\n')
    .filter((line, i) => line !== local[i]);
  expect(differing.map((line) => line.trim().split(' ')[0])).toEqual(['include', 'listen', 'root']);
});

test('every nginx location sets its headers through the shared include (nginx drops inherited add_header)', () => {
  const site = renderNginxFiles()['nginx/site.conf'];
  const locations = site
    .split(/^location /m)
    .slice(1)
    .map((chunk) => chunk.split(/^\}$/m)[0]);
  expect(locations.length).toBeGreaterThanOrEqual(9);
  for (const body of locations) expect(body).toMatch(/include site-rules\/(revalidate|immutable)\.conf;/);
  expect(site).not.toMatch(/^\s*add_header/m);
  expect(site).toContain('server_tokens off;');
  expect(site).toContain('gzip_vary on;');
  expect(renderNginxFiles()['nginx/headers.conf'].match(/ always;$/gm)).toHaveLength(6);
});

test('the CSP allows inline scripts by hash only, the CMS for runtime calls, and no framing', () => {
  const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], cmsOrigin: 'https://cms.example.com' });
  expect(policy).toContain("script-src 'self' 'sha256-abc=';");
  expect(policy).toContain("connect-src 'self' https://cms.example.com;");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(policy).not.toMatch(/\*|https?:\/\/(?!cms\.example\.com)/);
  // data: URLs only for images (gatsby-plugin-image's inline SVG sizer): never for scripts, styles, frames or fetches.
  expect(policy.split('; ').filter((directive) => directive.includes('data:'))).toEqual([
    "img-src 'self' data: https://cms.example.com",
  ]);
});

test('classifies paths: hashed files immutable, everything else revalidated; 404 page per language', () => {
  for (const p of [
    '/app-80b093099aacc6f6206d.js',
    '/framework-f2c58c1e2e3266e43d25.js',
    '/webpack-runtime-09e6106360ffa8af06d6.js',
    '/component---src-templates-post-tsx-1e6c753f5f29e3e3cd40.js',
    '/styles.39a3dd51e381552c3744.css',
    '/static/inter-latin-wght-normal-4f2981d82860061bca3ecb967a2cd084.woff2',
    '/static/22419c43629030383ed51810d1d6876a/video_conferencing_app_af65511459.svg',
    '/islands-36b340685e46576720e5.js',
    '/locales/de/forms-0123456789abcdef.json',
  ])
    expect([p, cacheControlFor(p)]).toEqual([p, CACHE_CONTROL.immutable]);
  for (const p of [
    '/',
    '/about/',
    '/page-data/app-data.json',
    '/sitemap.xml',
    '/app-80b093099aacc6f6206d.js.map',
    '/icon-192.png',
    '/media/cover.svg',
    '/locales/de/forms.json',
    '/og/cover_7986bd522a.png',
    '/de/insight/app-80b093099aacc6f6206d.js',
  ])
    expect([p, cacheControlFor(p)]).toEqual([p, CACHE_CONTROL.revalidate]);
  expect(notFoundPage('/de/keine-seite/')).toBe('/de/404/index.html');
  expect(notFoundPage('/deutsch/')).toBe('/404/index.html');
  expect(notFoundPage('/nope/')).toBe('/404/index.html');
  expect(isPagePath('/insight/x/')).toBe(true);
  expect(isPagePath('/insight/rss.xml')).toBe(false);
  expect(isPagePath('/page-data/insight/')).toBe(false);
  expect(contentTypeOf('/a/b.HTML')).toBe('text/html; charset=utf-8');
  expect(contentTypeOf('/x.exe')).toBe('application/octet-stream');
  expect(contentTypeOf('/noextension')).toBe('application/octet-stream');
  expect(isCompressible(contentTypeOf('/rss.xml'))).toBe(true);
  expect(isCompressible(contentTypeOf('/a.png'))).toBe(false);
});

describe('inline script hashes from built HTML', () => {
  const sha = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  test('hashes every executable inline script, byte for byte, once', () => {
    const html = [
      '<script>window.a=1</script>',
      '<SCRIPT type="text/javascript" data-x=">">  spaced ü </SCRIPT >',
      "<script type='module'>import('/x.js')</script>",
      '<script type="">empty()</script>',
      '<script>window.a=1</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a=1'),
      sha('  spaced ü '),
      sha("import('/x.js')"),
      sha('empty()'),
    ]);
  });

  test('skips external scripts and data blocks (JSON-LD, JSON, templates)', () => {
    const html = [
      '<script src="/app-80b093099aacc6f6206d.js" async></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="application/json" id="data">{}</script>',
      '<script type="text/template"><b>x</b></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('the configuration of one build', () => {
  let publicDir;
  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-config-'));
    fs.mkdirSync(path.join(publicDir, 'de', 'about'), { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'index.html'), '<script>window.pagePath="/"</script>');
    fs.writeFileSync(
      path.join(publicDir, 'de', 'about', 'index.html'),
      '<script>window.pagePath="/de/about/"</script>',
    );
    fs.writeFileSync(
      path.join(publicDir, 'redirects.json'),
      JSON.stringify([{ from: '/insight/id1/', to: '/insight/a/' }]),
    );
    // Gatsby's scripts slice, a fragment it stitches into pages: not a page, no policy of its own.
    fs.mkdirSync(path.join(publicDir, '_gatsby', 'slices'), { recursive: true });
    fs.writeFileSync(
      path.join(publicDir, '_gatsby', 'slices', '_gatsby-scripts-1.html'),
      '<script>window.___webpackCompilationHash="7b954dd0";</script>',
    );
  });

  test('gives each page the hashes of its own scripts and every other response none', () => {
    const config = buildServingConfig(publicDir, { cmsPublicUrl: 'https://cms.example.com/some/path' });
    expect(Object.keys(config.policies)).toEqual(['/de/about/index.html', '/index.html']);
    expect(config.policies['/index.html']).toContain("script-src 'self' 'sha256-");
    expect(config.policies['/index.html']).not.toBe(config.policies['/de/about/index.html']);
    expect(config.defaultPolicy).toContain("script-src 'self';");
    expect(config.defaultPolicy).toContain("connect-src 'self' https://cms.example.com;");
    expect(config.redirects).toEqual({ '/insight/id1/': '/insight/a/', '/insight/id1': '/insight/a/' });
  });

  test('gives the service worker a policy without sandbox (a sandboxed worker has no caches), once there is one', () => {
    const without = buildServingConfig(publicDir, { cmsPublicUrl: 'https://cms.example.com' });
    expect(without.policies['/sw.js']).toBeUndefined();
    fs.writeFileSync(path.join(publicDir, 'sw.js'), 'self.skipWaiting();');
    try {
      const config = buildServingConfig(publicDir, { cmsPublicUrl: 'https://cms.example.com' });
      expect(config.policies['/sw.js']).not.toMatch(/sandbox|sha256-/);
      expect(config.policies['/sw.js']).toContain("script-src 'self';");
      expect(config.policies['/sw.js']).toContain("connect-src 'self' https://cms.example.com;");
      expect(config.defaultPolicy).toMatch(/^sandbox;/);
      expect(renderNginxMaps(config)).toMatch(/^ {2}"\/sw\.js" "default-src 'self'; /m);
    } finally {
      fs.rmSync(path.join(publicDir, 'sw.js'));
    }
  });

  test('with a pages file, a warm build reads only the pages it rewrote and gets the same policies', () => {
    const pagesFile = path.join(publicDir, '..', `${path.basename(publicDir)}-pages.json`);
    try {
      const options = { cmsPublicUrl: 'https://cms.example.com', pagesFile };
      const first = buildServingConfig(publicDir, options);
      // A page the build did not rewrite (same time and size) is taken from the file: marked there to tell.
      const kept = JSON.parse(fs.readFileSync(pagesFile, 'utf8'));
      kept['/index.html'].scriptHashes = ["'sha256-kept'"];
      fs.writeFileSync(pagesFile, JSON.stringify(kept));
      fs.writeFileSync(
        path.join(publicDir, 'de', 'about', 'index.html'),
        '<script>window.pagePath="/de/ueber-uns/"</script>',
      );
      const warm = buildServingConfig(publicDir, options);
      expect(warm.policies['/index.html']).toContain("'sha256-kept'");
      const fresh = buildServingConfig(publicDir, { cmsPublicUrl: 'https://cms.example.com' });
      expect(warm.policies['/de/about/index.html']).toBe(fresh.policies['/de/about/index.html']);
      expect(warm.policies['/de/about/index.html']).not.toBe(first.policies['/de/about/index.html']);
    } finally {
      fs.rmSync(pagesFile, { force: true });
    }
  });

  test('needs the public CMS URL', () => {
    expect(() => buildServingConfig(publicDir, { cmsPublicUrl: undefined })).toThrow(/CMS_PUBLIC_URL/);
    expect(() => buildServingConfig(publicDir, { cmsPublicUrl: 'not a url' })).toThrow();
  });

  test('renders the maps for nginx and refuses values that would break out of a string', () => {
    const maps = renderNginxMaps(buildServingConfig(publicDir, { cmsPublicUrl: 'https://cms.example.com' }));
    expect(maps).toMatch(/^map \$uri \$site_csp \{$/m);
    expect(maps).toContain('  "/insight/id1" "/insight/a/";');
    const hostile = { defaultPolicy: 'x', policies: {}, redirects: { '/a"; return 200 "x': '/b' } };
    expect(() => renderNginxMaps(hostile)).toThrow(/Unsafe/);
    expect(() => renderNginxMaps({ ...hostile, redirects: { '/a': '/$host' } })).toThrow(/Unsafe/);
  });
});

test('a page of a build with a tag manager allows its hosts; one without allows none of them', () => {
  const base = { scriptHashes: [], cmsOrigin: 'https://cms.example.com' };
  const withTags = contentSecurityPolicy({ ...base, tagManager: true });
  expect(withTags).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
  expect(withTags).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  expect(withTags).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(contentSecurityPolicy(base)).not.toMatch(/google/);
});
