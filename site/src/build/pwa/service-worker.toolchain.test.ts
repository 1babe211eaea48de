import fs from 'fs';
import os from 'os';
import path from 'path';
import { LOCALE_CODES } from '@app/routing';
import type { BuildCache } from '../build-cache';
import { offlinePagePath } from '../../pwa/paths';
import { referencedHashedFiles, writeServiceWorker } from './service-worker';

const CSS = '/styles.0123456789abcdef0123.css';
const RUNTIME = '/islands-0123456789abcdef4567.js';

const offlinePage = (title: string) => `<!DOCTYPE html><html><head>
  <link rel="stylesheet" href="${CSS}"><link rel="icon" href="/favicon.svg">
  <link rel="manifest" href="/manifest.webmanifest">
  <script src="https://www.googletagmanager.com/gtm-0123456789abcdef0123.js"></script>
  <script src="//cdn.example/app-0123456789abcdef0123.js"></script>
  <script src="${RUNTIME}" defer></script></head><body><h1>${title}</h1><a href="/">Home</a></body></html>`;

// Workbox bundles and minifies the worker with rollup and terser: seconds per run.
jest.setTimeout(60_000);

let dir: string;
/** Every language's offline page, as a path in the build's output folder (`offline.html`, `de/offline.html` …). */
const OFFLINE_PAGES = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, offlinePagePath(locale).slice(1)]));
/** What the worker precaches besides the offline pages: the deployment file, the runtime and the stylesheet. */
const PRECACHED_FILES = 3;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
/** The precache list of the generated worker, as `url revision` lines. */
const precache = () => {
  const source = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  return [...source.matchAll(/\{url:"([^"]+)",revision:(null|"[0-9a-f]+")\}/g)].map((m) => `${m[1]} ${m[2]}`).sort();
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-'));
  for (const locale of LOCALE_CODES) write(offlinePagePath(locale).slice(1), offlinePage(`Offline (${locale})`));
  write(CSS, 'body{}');
  write(RUNTIME, 'void 0');
  write('about/index.html', '<h1>About</h1>');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the files an offline page needs', () => {
  it('are the site’s own content-addressed files it references, nothing third-party or unhashed', () => {
    expect(referencedHashedFiles(offlinePage('x'))).toEqual([RUNTIME, CSS].sort());
  });
});

describe('writeServiceWorker', () => {
  it('writes one self-contained sw.js precaching every offline page (by content) and their files (by name)', async () => {
    const result = await writeServiceWorker(dir);
    expect(result.count).toBe(LOCALE_CODES.length + PRECACHED_FILES);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.js') && !f.startsWith('islands-'))).toEqual(['sw.js']);
    const entries = precache();
    expect(entries.map((e) => e.split(' ')[0])).toEqual(
      [
        ...Object.values(OFFLINE_PAGES),
        'deployment.json',
        'islands-0123456789abcdef4567.js',
        'styles.0123456789abcdef0123.css',
      ].sort(),
    );
    expect(Object.values(OFFLINE_PAGES)).toContain('de/offline.html');
    expect(entries.find((e) => e.startsWith('offline.html'))).toMatch(/ "[0-9a-f]{32}"$/);
    expect(entries.find((e) => e.startsWith('styles.'))).toMatch(/ null$/);
    const source = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    // No second file to fetch (the runtime is inlined), and nothing of the page content besides the offline pages.
    expect(source).not.toMatch(/importScripts|workbox-[0-9a-f]+\.js|about\/index\.html/);
  });

  it('leaves nothing behind in the system’s temporary directory (a rebuild service writes a worker per deployment)', async () => {
    const temporary = fs.realpathSync(os.tmpdir());
    const before = new Set(fs.readdirSync(temporary));
    await writeServiceWorker(dir);
    const left = fs
      .readdirSync(temporary)
      .filter((name) => !before.has(name) && fs.existsSync(path.join(temporary, name, 'sw.js')));
    expect(left).toEqual([]);
  });

  it('a new deployment that changes an offline page changes the worker (the browser installs it)', async () => {
    await writeServiceWorker(dir);
    const before = precache();
    const workerBefore = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    write('de/offline.html', offlinePage('Gerade offline'));
    await writeServiceWorker(dir);
    const after = precache();
    expect(after.filter((e) => !before.includes(e)).map((e) => e.split(' ')[0])).toEqual([
      'de/offline.html',
      'deployment.json',
    ]);
    expect(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')).not.toBe(workerBefore);
  });

  it('an editor’s text change on any page (offline pages untouched) still gives a new worker', async () => {
    await writeServiceWorker(dir);
    const before = precache();
    write('about/index.html', '<h1>About us</h1>');
    await writeServiceWorker(dir);
    expect(
      precache()
        .filter((e) => !before.includes(e))
        .map((e) => e.split(' ')[0]),
    ).toEqual(['deployment.json']);
  });

  it('the same build twice is the same worker (no prompt without a change)', async () => {
    await writeServiceWorker(dir);
    const first = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    await writeServiceWorker(dir);
    expect(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')).toBe(first);
  });

  it("a whole build that changed nothing but Gatsby's build id is the same worker", async () => {
    write('page-data/app-data.json', '{"webpackCompilationHash":"7b954dd0217d6034590d"}');
    write('_gatsby/slices/_gatsby-scripts-1.html', '<script>window.___webpackCompilationHash="7b954dd0";</script>');
    await writeServiceWorker(dir);
    const first = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    write('page-data/app-data.json', '{"webpackCompilationHash":"10051d696bde88acec79"}');
    write('_gatsby/slices/_gatsby-scripts-1.html', '<script>window.___webpackCompilationHash="10051d69";</script>');
    await writeServiceWorker(dir);
    expect(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')).toBe(first);
    // A page's data is content.
    write('page-data/about/page-data.json', '{"result":{"pageContext":{"title":"About us"}}}');
    await writeServiceWorker(dir);
    expect(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')).not.toBe(first);
  });

  describe('with a cache of bundled workers (warm builds)', () => {
    let cacheDir: string;
    let cache: BuildCache;
    beforeEach(() => {
      cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-cache-'));
      cache = { dir: cacheDir, codeId: 'build code' };
    });
    afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));
    const bundles = () => fs.readdirSync(cacheDir).filter((f) => f.startsWith('sw-')).length;
    const worker = () => fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');

    it('an editor’s text change reuses the bundle, and the worker is the one an uncached run writes', async () => {
      await writeServiceWorker(dir, { cache });
      const first = worker();
      // Marks the kept bundle: the next run must write it rather than bundle again.
      const [bundle] = fs.readdirSync(cacheDir).filter((f) => f.startsWith('sw-'));
      fs.appendFileSync(path.join(cacheDir, bundle ?? ''), '\n// kept');
      write('about/index.html', '<h1>About us</h1>');
      const result = await writeServiceWorker(dir, { cache });
      expect(bundles()).toBe(1);
      expect(result.count).toBe(LOCALE_CODES.length + PRECACHED_FILES);
      const cached = worker();
      expect(cached.endsWith('\n// kept')).toBe(true);
      expect(cached).not.toBe(`${first}\n// kept`);
      expect(cached).not.toContain('kastell-deployment-version');
      await writeServiceWorker(dir);
      expect(worker()).toBe(cached.replace('\n// kept', ''));
    });

    it('a page rewritten by a warm build changes the version, which is the one an uncached run finds', async () => {
      await writeServiceWorker(dir, { cache });
      const first = fs.readFileSync(path.join(dir, 'deployment.json'), 'utf8');
      write('about/index.html', '<h1>Über uns</h1>');
      await writeServiceWorker(dir, { cache });
      const second = fs.readFileSync(path.join(dir, 'deployment.json'), 'utf8');
      expect(second).not.toBe(first);
      await writeServiceWorker(dir);
      expect(fs.readFileSync(path.join(dir, 'deployment.json'), 'utf8')).toBe(second);
    });

    it('a changed offline page is bundled anew, with its new revision', async () => {
      await writeServiceWorker(dir, { cache });
      const before = precache();
      write('de/offline.html', offlinePage('Gerade offline'));
      await writeServiceWorker(dir, { cache });
      expect(bundles()).toBe(2);
      expect(
        precache()
          .filter((e) => !before.includes(e))
          .map((e) => e.split(' ')[0]),
      ).toEqual(['de/offline.html', 'deployment.json']);
    });
  });

  it('stops the build when an offline page is missing', async () => {
    fs.rmSync(path.join(dir, 'de', 'offline.html'));
    await expect(writeServiceWorker(dir)).rejects.toThrow(/offline\.html/);
  });
});
