import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyTree, createReleaseStore, swapLink } from './releases';

let tmp: string;
let source: string;
let releasesDir: string;

const write = (rel: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(source, rel)), { recursive: true });
  fs.writeFileSync(path.join(source, rel), content);
};
const read = (dir: string, rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');
const hashed = (urlPath: string) => urlPath.startsWith('/static/');

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  source = path.join(tmp, 'public');
  releasesDir = path.join(tmp, 'releases');
  write('index.html', '<h1>Version 1</h1>');
  write('de/index.html', '<h1>Fassung 1</h1>');
  write('static/0123/photo.avif', 'avif bytes');
  write('_server/site.json', '{"release":1}');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('a release is a copy the next build cannot change: only content-addressed files are shared', async () => {
  const target = path.join(tmp, 'copy');
  const stats = await copyTree(source, target, hashed);
  expect(stats).toMatchObject({ files: 4, linked: 1, copied: 3 });
  expect(fs.statSync(path.join(target, 'static/0123/photo.avif')).ino).toBe(
    fs.statSync(path.join(source, 'static/0123/photo.avif')).ino,
  );
  // The next build rewrites its HTML in place (same inode, as Gatsby does): the release keeps the old page.
  fs.writeFileSync(path.join(source, 'index.html'), '<h1>Version 2</h1>');
  expect(read(target, 'index.html')).toBe('<h1>Version 1</h1>');
  expect(read(target, '_server/site.json')).toBe('{"release":1}');
});

test('publish makes the new release live through the current link and reports when it went live', async () => {
  const store = createReleaseStore({ dir: releasesDir, mayLink: hashed });
  expect(store.live()).toBeNull();
  const first = await store.publish(source);
  expect(read(store.currentPath, 'index.html')).toBe('<h1>Version 1</h1>');
  expect(fs.readlinkSync(store.currentPath)).toBe(first.id); // relative: valid wherever the folder is mounted
  const live = store.live()!;
  expect(live.id).toBe(first.id);
  expect(Date.now() - Date.parse(live.since)).toBeLessThan(60_000);

  write('index.html', '<h1>Version 2</h1>');
  const second = await store.publish(source);
  expect(second.id).not.toBe(first.id);
  expect(read(store.currentPath, 'index.html')).toBe('<h1>Version 2</h1>');
  // The previous release is still complete (a visitor mid-download, or a rollback).
  expect(read(first.dir, 'index.html')).toBe('<h1>Version 1</h1>');
});

test('keeps the newest releases and never the leftovers of an interrupted copy', async () => {
  fs.mkdirSync(path.join(releasesDir, '20200101-000000-abcdef.partial'), { recursive: true });
  let tick = Date.parse('2026-01-01T00:00:00Z');
  const store = createReleaseStore({ dir: releasesDir, keep: 2, now: () => new Date((tick += 1_000)) });
  const ids: string[] = [];
  for (let i = 0; i < 4; i += 1) ids.push((await store.publish(source)).id);
  // Each kept release with its file list (what the next release compares with), nothing else.
  expect(
    fs
      .readdirSync(releasesDir)
      .filter((n) => n !== 'current')
      .sort(),
  ).toEqual(ids.slice(-2).flatMap((id) => [id, `${id}.files.json`]));
  expect(store.live()!.id).toBe(ids[3]);
});

test('swapping the link never leaves a moment without one', async () => {
  const a = path.join(tmp, 'a');
  const b = path.join(tmp, 'b');
  fs.mkdirSync(a);
  fs.mkdirSync(b);
  fs.writeFileSync(path.join(a, 'index.html'), 'a');
  fs.writeFileSync(path.join(b, 'index.html'), 'b');
  const link = path.join(tmp, 'current');
  await swapLink(link, a);
  let missing = 0;
  let reads = 0;
  const reader = setInterval(() => {
    for (let i = 0; i < 50; i += 1) {
      reads += 1;
      try {
        fs.readFileSync(path.join(link, 'index.html'));
      } catch {
        missing += 1;
      }
    }
  }, 0);
  for (let i = 0; i < 200; i += 1) await swapLink(link, i % 2 === 0 ? b : a);
  clearInterval(reader);
  expect(reads).toBeGreaterThan(0);
  expect(missing).toBe(0);
  expect(fs.readdirSync(tmp).filter((n) => n.startsWith('current.'))).toEqual([]);
});

test('a copy that fails (source vanished) leaves the live release untouched', async () => {
  const store = createReleaseStore({ dir: releasesDir });
  const first = await store.publish(source);
  await expect(store.publish(path.join(tmp, 'missing'))).rejects.toThrow(/ENOENT/);
  expect(store.live()!.id).toBe(first.id);
  expect(read(store.currentPath, 'index.html')).toBe('<h1>Version 1</h1>');
});

const inode = (dir: string, rel: string) => fs.statSync(path.join(dir, rel)).ino;

test('a release shares every unchanged file with the live one and names the files that changed', async () => {
  const store = createReleaseStore({ dir: releasesDir, mayLink: hashed });
  const first = await store.publish(source);
  expect(first.stats.changed).toEqual([
    '/_server/site.json',
    '/de/index.html',
    '/index.html',
    '/static/0123/photo.avif',
  ]);

  write('de/index.html', '<h1>Fassung 2</h1>'); // changed
  write('_server/site.json', '{"release":1}'); // written again with the same bytes
  write('about/index.html', '<h1>About</h1>'); // added
  fs.rmSync(path.join(source, 'index.html')); // removed
  const second = await store.publish(source);
  expect(second.stats.changed).toEqual(['/about/index.html', '/de/index.html', '/index.html']);
  expect(second.stats).toMatchObject({ files: 4, copied: 2, linked: 2 });
  expect(inode(second.dir, '_server/site.json')).toBe(inode(first.dir, '_server/site.json'));
  expect(read(second.dir, 'de/index.html')).toBe('<h1>Fassung 2</h1>');
  expect(read(first.dir, 'de/index.html')).toBe('<h1>Fassung 1</h1>');
  expect(fs.existsSync(path.join(second.dir, 'index.html'))).toBe(false);

  // The next build rewrites a page in place (same inode, as Gatsby does): no release that shares it changes.
  const page = path.join(source, 'de/index.html');
  fs.writeFileSync(page, '<h1>Fassung 3</h1>');
  expect(read(second.dir, 'de/index.html')).toBe('<h1>Fassung 2</h1>');
});

test('a file that differs only where `equivalent` says it may (a build id) is not a change', async () => {
  const buildId = (text: string) => text.replace(/"build":"[0-9a-f]+"/, '"build":…');
  const store = createReleaseStore({
    dir: releasesDir,
    mayLink: hashed,
    equivalent: (urlPath, before, after) =>
      urlPath === '/app-data.json' && buildId(before.toString()) === buildId(after.toString()),
  });
  write('app-data.json', '{"build":"aaa111"}');
  const first = await store.publish(source);
  write('app-data.json', '{"build":"bbb222"}');
  const same = await store.publish(source, { onlyIfChanged: true });
  expect(same).toMatchObject({ id: first.id, switched: false, stats: { changed: [] } });

  // The same difference in another file, or another difference in that file, is a change.
  write('index.html', '<h1>Version 1</h1><!-- {"build":"bbb222"} -->');
  const page = await store.publish(source, { onlyIfChanged: true });
  expect(page).toMatchObject({ switched: true, stats: { changed: ['/index.html'] } });
  write('app-data.json', '{"build":"ccc333","pages":2}');
  const data = await store.publish(source, { onlyIfChanged: true });
  expect(data).toMatchObject({ switched: true, stats: { changed: ['/app-data.json'] } });
  expect(read(store.currentPath, 'app-data.json')).toBe('{"build":"ccc333","pages":2}');
});

test('with onlyIfChanged, an output equal to the live release switches nothing', async () => {
  const store = createReleaseStore({ dir: releasesDir, mayLink: hashed });
  const first = await store.publish(source);
  const since = store.live()!.since;
  write('index.html', '<h1>Version 1</h1>'); // the same page, written again
  const again = await store.publish(source, { onlyIfChanged: true });
  expect(again).toMatchObject({ id: first.id, switched: false, stats: { changed: [] } });
  expect(store.live()).toMatchObject({ id: first.id, since });
  expect(fs.readdirSync(releasesDir).filter((n) => n.endsWith('.partial'))).toEqual([]);

  write('index.html', '<h1>Version 2</h1>');
  const changed = await store.publish(source, { onlyIfChanged: true });
  expect(changed).toMatchObject({ switched: true, stats: { changed: ['/index.html'] } });
  expect(read(store.currentPath, 'index.html')).toBe('<h1>Version 2</h1>');
});
