import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyTree, createReleaseStore, swapLink } from './releases';
import { cloneTree, updateTree } from './release-tree';

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
  await store.idle();
  // Each kept release with its file list (what the next release compares with), and the next release prepared
  // from the live one; nothing else.
  expect(
    fs
      .readdirSync(releasesDir)
      .filter((n) => n !== 'current')
      .sort(),
  ).toEqual([...ids.slice(-2).flatMap((id) => [id, `${id}.files.json`]), `${ids[3]}.next`]);
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

/** A folder as a reader sees it: every folder (empty ones too), file with its bytes, and link with its target. */
function contentOf(root: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      const full = path.join(root, child);
      if (entry.isSymbolicLink()) out.push(`link ${child} -> ${fs.readlinkSync(full)}`);
      else if (entry.isDirectory()) {
        out.push(`dir ${child}`);
        walk(child);
      } else out.push(`file ${child}: ${fs.readFileSync(full, 'utf8')}`);
    }
  };
  walk('');
  return out.sort();
}

test('the next release, prepared from the live one, becomes exactly what a copy of the output would be', async () => {
  const store = createReleaseStore({ dir: releasesDir, mayLink: hashed });
  write('team/index.html', '<h1>Team</h1>');
  write('blog/a/index.html', 'A');
  fs.mkdirSync(path.join(source, 'empty-before'));
  fs.symlinkSync('index.html', path.join(source, 'start.html'));
  const first = await store.publish(source);
  await store.idle();
  const before = contentOf(first.dir);

  write('de/index.html', '<h1>Fassung 2</h1>'); // changed
  write('index.html', '<h1>Version 1</h1>'); // written again, same bytes
  write('static/4567/logo.svg', '<svg/>'); // a new content-addressed file
  fs.rmSync(path.join(source, 'team'), { recursive: true }); // a folder gone
  fs.rmSync(path.join(source, 'blog/a'), { recursive: true });
  write('blog/a', 'now a file where a folder was');
  fs.rmSync(path.join(source, 'empty-before'), { recursive: true });
  fs.mkdirSync(path.join(source, 'empty-after'));
  fs.rmSync(path.join(source, 'start.html'));
  fs.symlinkSync('de/index.html', path.join(source, 'start.html'));
  const second = await store.publish(source);

  // The same as a release copied in full from the same output, with the same account of what changed.
  const fresh = path.join(tmp, 'fresh');
  const copied = await copyTree(source, fresh, hashed, {
    dir: first.dir,
    list: JSON.parse(fs.readFileSync(path.join(releasesDir, `${first.id}.files.json`), 'utf8')),
  });
  expect(contentOf(second.dir)).toEqual(contentOf(fresh));
  expect(second.stats).toMatchObject({
    files: copied.files,
    linked: copied.linked,
    copied: copied.copied,
    changed: ['/blog/a', '/blog/a/index.html', '/de/index.html', '/static/4567/logo.svg', '/team/index.html'],
  });
  expect(JSON.parse(fs.readFileSync(path.join(releasesDir, `${second.id}.files.json`), 'utf8'))).toEqual(copied.list);
  // The release it was prepared from is untouched: a changed file was replaced, never written into.
  expect(contentOf(first.dir)).toEqual(before);
  expect(read(first.dir, 'de/index.html')).toBe('<h1>Fassung 1</h1>');
  // Unchanged files are still shared with it.
  expect(inode(second.dir, 'index.html')).toBe(inode(first.dir, 'index.html'));
});

test('an update into a clone and a copy into an empty folder agree on a random series of builds', async () => {
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const names = ['a', 'b', 'c', 'static/1/x.js', 'p/index.html', 'p/q/index.html', 'de/p/index.html'];
  let previous = { dir: path.join(tmp, 'r0'), list: (await copyTree(source, path.join(tmp, 'r0'), hashed)).list };
  for (let round = 1; round <= 12; round += 1) {
    for (let i = 0; i < 4; i += 1) {
      const name = names[random(names.length)]!;
      const full = path.join(source, name);
      if (random(3) === 0) fs.rmSync(full, { recursive: true, force: true });
      else if (!fs.existsSync(full) || fs.statSync(full).isFile()) {
        fs.rmSync(full, { recursive: true, force: true });
        write(name, `round ${round} · ${random(2)}`);
      }
    }
    const clone = await cloneTree(previous.dir, path.join(tmp, `clone${round}`));
    const updated = await updateTree(source, clone, hashed, previous);
    const copied = await copyTree(source, path.join(tmp, `copy${round}`), hashed, previous);
    expect(contentOf(clone.dir)).toEqual(contentOf(path.join(tmp, `copy${round}`)));
    expect(updated.changed).toEqual(copied.changed);
    expect(updated.list).toEqual(copied.list);
    previous = { dir: clone.dir, list: updated.list };
  }
});

test('a whole build that confirms the live release teaches its file list the new times', async () => {
  const store = createReleaseStore({ dir: releasesDir, mayLink: hashed });
  const first = await store.publish(source);
  const later = new Date(Date.now() + 60_000);
  write('index.html', '<h1>Version 1</h1>'); // rewritten with the same bytes, as a whole build does
  fs.utimesSync(path.join(source, 'index.html'), later, later);
  const kept = await store.publish(source, { onlyIfChanged: true });
  expect(kept).toMatchObject({ id: first.id, switched: false });
  const list = JSON.parse(fs.readFileSync(path.join(releasesDir, `${first.id}.files.json`), 'utf8'));
  expect(list.files['/index.html']).toEqual([18, later.getTime()]);
  // The prepared release is still a copy of the live one: the next publish of a change works from it.
  write('de/index.html', '<h1>Fassung 2</h1>');
  const next = await store.publish(source);
  expect(contentOf(next.dir)).toEqual(contentOf(source));
  expect(read(first.dir, 'de/index.html')).toBe('<h1>Fassung 1</h1>');
});
