/**
 * The file work behind a release (releases.ts): reading a build's output, deciding for each file whether the new
 * release may share it (a hard link) or needs its own copy, and carrying that out — into an empty folder
 * (`copyTree`), or into a prepared copy of the live release (`cloneTree`, then `updateTree`), which only writes
 * what differs. On a site of thousands of pages most of a release's cost is creating its folders and links; a
 * prepared copy moves that out of the publish.
 */
import fs from 'node:fs';
import path from 'node:path';

export type CopyStats = {
  files: number;
  /** Files shared with the output (content-addressed) or with the previous release (the same bytes). */
  linked: number;
  copied: number;
  bytesCopied: number;
  /** URL paths whose content differs from the previous release's, added or removed, sorted (all for a first one). */
  changed: string[];
  ms: number;
};
/** What a release's file was in the output when the release was taken: its size and modification time. */
export type FileRecord = [size: number, mtimeMs: number];
/** A release's files and where they were taken from (`<id>.files.json`). */
export type FileList = { sourceDir: string; files: Record<string, FileRecord> };
/** The release a new one may share files with: its folder and its file list. */
export type Previous = { dir: string; list: FileList };
/** Whether a rewritten file says what the previous release's says although its bytes differ (a build id). */
export type Equivalent = (urlPath: string, before: Buffer, after: Buffer) => boolean;
/** What a copy did, the new release's file list, and the files it copied (`copiedPaths`). */
export type TreeResult = CopyStats & { list: FileList; copiedPaths: string[] };

/** A folder's content by URL path (`/de/index.html`): its folders (the root is ''), files and symbolic links. */
type Scan = { dirs: string[]; files: string[]; symlinks: string[] };

/** A copy of a release that a publish may turn into the next one (see `cloneTree`). */
export type Clone = { dir: string; of: string; scan: Scan };

/**
 * Operations at a time during a publish: enough to keep the file system busy, few enough that a server in the same
 * process keeps answering.
 */
const CONCURRENCY = 32;
/**
 * Operations at a time for work after a publish (removing old releases, preparing the next one): Node's file
 * system calls share four threads, and a visitor's request for the new release must not queue behind thousands.
 */
export const QUIET = 4;

async function eachLimited<T>(items: T[], action: (item: T) => Promise<unknown>, lanes = CONCURRENCY): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await action(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

/** Reads a folder's tree, level by level, `lanes` folders at a time. */
async function scanTree(root: string, lanes = CONCURRENCY): Promise<Scan> {
  const scan: Scan = { dirs: [], files: [], symlinks: [] };
  let level = [''];
  while (level.length > 0) {
    const below: string[] = [];
    await eachLimited(
      level,
      async (urlDir) => {
        scan.dirs.push(urlDir);
        for (const entry of await fs.promises.readdir(path.join(root, urlDir), { withFileTypes: true })) {
          const urlPath = `${urlDir}/${entry.name}`;
          if (entry.isDirectory()) below.push(urlPath);
          else if (entry.isFile()) scan.files.push(urlPath);
          else if (entry.isSymbolicLink()) scan.symlinks.push(urlPath);
        }
      },
      lanes,
    );
    level = below;
  }
  return scan;
}

const depth = (urlDir: string) => (urlDir === '' ? 0 : urlDir.split('/').length);

/** Folders (URL paths) grouped by depth, shallowest first. */
function byDepth(dirs: string[]): string[][] {
  const levels = new Map<number, string[]>();
  for (const dir of dirs) levels.set(depth(dir), [...(levels.get(depth(dir)) ?? []), dir]);
  return [...levels.keys()].sort((a, b) => a - b).map((level) => levels.get(level) ?? []);
}

/** Creates the folders (URL paths) under `root`, each after its parent. */
async function makeDirs(root: string, dirs: string[], lanes = CONCURRENCY): Promise<void> {
  for (const level of byDepth(dirs)) {
    await eachLimited(level, (dir) => fs.promises.mkdir(path.join(root, dir), { recursive: true }), lanes);
  }
}

/**
 * Deletes a folder tree `QUIET` operations at a time (`fs.rm` would start one for every entry of a folder at once:
 * thousands for a release's article folder).
 */
export async function removeTree(dir: string): Promise<void> {
  let scan: Scan;
  try {
    scan = await scanTree(dir, QUIET);
  } catch {
    await fs.promises.rm(dir, { recursive: true, force: true }); // not a folder, or already gone
    return;
  }
  await eachLimited(
    [...scan.files, ...scan.symlinks],
    (urlPath) => fs.promises.rm(path.join(dir, urlPath), { force: true }),
    QUIET,
  );
  for (const level of byDepth(scan.dirs).reverse()) {
    await eachLimited(
      level,
      (urlDir) => fs.promises.rm(path.join(dir, urlDir), { recursive: true, force: true }),
      QUIET,
    );
  }
}

const sameBytes = async (a: string, b: string) => {
  const [left, right] = await Promise.all([fs.promises.readFile(a), fs.promises.readFile(b)]);
  return left.equals(right);
};

/** How the new release gets a file: a link to the output's, a link to the previous release's, or a copy. */
type Take = 'source' | 'previous' | 'copy';
/** `fromSameSource`: the previous release was made from the same output folder (its links may be the output's). */
type Plan = { stats: CopyStats; list: FileList; takes: Map<string, Take>; fromSameSource: boolean };

/** Decides for every file of `scan` how the release takes it, and what changed against `previous`. */
async function planFiles(
  source: string,
  scan: Scan,
  mayLink: (urlPath: string) => boolean,
  previous: Previous | undefined,
  equivalent: Equivalent | undefined,
): Promise<Plan> {
  const stats: CopyStats = { files: 0, linked: 0, copied: 0, bytesCopied: 0, changed: [], ms: 0 };
  const list: FileList = { sourceDir: path.resolve(source), files: {} };
  const takes = new Map<string, Take>();
  const known = previous && previous.list.sourceDir === list.sourceDir ? previous : undefined;

  /** Whether the previous release holds this file with the bytes the output has now. */
  const unchanged = async (from: string, urlPath: string, record: FileRecord) => {
    const before = known?.list.files[urlPath];
    if (!known || !before) return false;
    if (before[0] === record[0] && before[1] === record[1]) return true;
    return before[0] === record[0] && sameBytes(from, path.join(known.dir, urlPath));
  };
  /** Whether a file the previous release has with other bytes says the same (see `equivalent`). */
  const sameMeaning = async (from: string, urlPath: string) => {
    if (!equivalent || !known) return false;
    const [before, after] = await Promise.all([
      fs.promises.readFile(path.join(known.dir, urlPath)),
      fs.promises.readFile(from),
    ]);
    return equivalent(urlPath, before, after);
  };

  await eachLimited(scan.files, async (urlPath) => {
    const from = path.join(source, urlPath);
    stats.files += 1;
    const { size, mtimeMs } = await fs.promises.stat(from);
    const record: FileRecord = [size, mtimeMs];
    list.files[urlPath] = record;
    if (!known?.list.files[urlPath]) stats.changed.push(urlPath);
    if (mayLink(urlPath)) {
      takes.set(urlPath, 'source');
      stats.linked += 1;
    } else if (await unchanged(from, urlPath, record)) {
      takes.set(urlPath, 'previous');
      stats.linked += 1;
    } else {
      takes.set(urlPath, 'copy');
      stats.copied += 1;
      stats.bytesCopied += size;
      if (known?.list.files[urlPath] && !(await sameMeaning(from, urlPath))) stats.changed.push(urlPath);
    }
  });
  for (const urlPath of Object.keys(known?.list.files ?? {})) {
    if (!(urlPath in list.files)) stats.changed.push(urlPath);
  }
  stats.changed.sort();
  return { stats, list, takes, fromSameSource: known !== undefined };
}

const copiedOf = (takes: Map<string, Take>) => [...takes].filter(([, take]) => take === 'copy').map(([p]) => p);

/** Re-creates the output's symbolic links (as they are: a release is served from another folder). */
const linkSymlinks = (source: string, target: string, symlinks: string[]) =>
  eachLimited(symlinks, async (urlPath) =>
    fs.promises.symlink(await fs.promises.readlink(path.join(source, urlPath)), path.join(target, urlPath)),
  );

/**
 * Copies a tree into `target` (which must not exist yet): files `mayLink` accepts become hard links to the source
 * (same inode, no bytes copied); a file the `previous` release has unchanged becomes a hard link to that release's;
 * every other file a real copy (a copy-on-write clone where the file system offers one). Returns what it did and
 * the file list of the copy.
 */
export async function copyTree(
  source: string,
  target: string,
  mayLink: (urlPath: string) => boolean,
  previous?: Previous,
  equivalent?: Equivalent,
): Promise<TreeResult> {
  const started = Date.now();
  const scan = await scanTree(source);
  const { stats, list, takes } = await planFiles(source, scan, mayLink, previous, equivalent);
  await fs.promises.mkdir(target, { recursive: true });
  await makeDirs(target, scan.dirs);
  await linkSymlinks(source, target, scan.symlinks);
  await eachLimited([...takes], ([urlPath, take]) => {
    const to = path.join(target, urlPath);
    if (take === 'source') return fs.promises.link(path.join(source, urlPath), to);
    if (take === 'previous') return fs.promises.link(path.join(previous!.dir, urlPath), to);
    return fs.promises.copyFile(path.join(source, urlPath), to, fs.constants.COPYFILE_FICLONE);
  });
  return { ...stats, ms: Date.now() - started, list, copiedPaths: copiedOf(takes) };
}

/**
 * Prepares the next release ahead of a publish: a copy of the release in `releaseDir` made of hard links only (a
 * release is never written to, and neither is this copy: `updateTree` replaces a file, never writes into it). Runs
 * after a publish, `QUIET` operations at a time.
 */
export async function cloneTree(releaseDir: string, target: string): Promise<Clone> {
  const scan = await scanTree(releaseDir, QUIET);
  await fs.promises.mkdir(target, { recursive: true });
  await makeDirs(target, scan.dirs, QUIET);
  await linkSymlinks(releaseDir, target, scan.symlinks);
  await eachLimited(
    scan.files,
    (urlPath) => fs.promises.link(path.join(releaseDir, urlPath), path.join(target, urlPath)),
    QUIET,
  );
  return { dir: target, of: releaseDir, scan };
}

/**
 * Turns `clone`, a copy of the `previous` release (`cloneTree`), into what `copyTree` would make of `source`: the
 * same files with the same bytes, the same stats and file list. It writes only what differs: removed files and
 * folders go, a changed file is replaced (unlinked first: the old inode is the previous release's), unchanged
 * files stay the links they are. A failure leaves the clone unusable (the caller deletes it).
 */
export async function updateTree(
  source: string,
  clone: Clone,
  mayLink: (urlPath: string) => boolean,
  previous: Previous,
  equivalent?: Equivalent,
): Promise<TreeResult> {
  const started = Date.now();
  const scan = await scanTree(source);
  const plan = await planFiles(source, scan, mayLink, previous, equivalent);
  const target = clone.dir;
  const at = (urlPath: string) => path.join(target, urlPath);
  const had = { files: new Set(clone.scan.files), dirs: new Set(clone.scan.dirs) };
  const dirs = new Set(scan.dirs);

  // What the output no longer has (a folder whose path is now a file's goes too), then the links, which are few.
  await eachLimited(
    clone.scan.files.filter((urlPath) => !plan.takes.has(urlPath)),
    (urlPath) => fs.promises.rm(at(urlPath), { force: true }),
  );
  const goneDirs = clone.scan.dirs.filter((dir) => !dirs.has(dir)).sort((a, b) => depth(b) - depth(a));
  for (const dir of goneDirs) await fs.promises.rm(at(dir), { recursive: true, force: true });
  await eachLimited(clone.scan.symlinks, (urlPath) => fs.promises.rm(at(urlPath), { force: true }));
  await makeDirs(
    target,
    scan.dirs.filter((dir) => !had.dirs.has(dir)),
  );
  await linkSymlinks(source, target, scan.symlinks);

  const recordOf = (urlPath: string) => previous.list.files[urlPath];
  await eachLimited([...plan.takes], async ([urlPath, take]) => {
    const from = path.join(source, urlPath);
    const present = had.files.has(urlPath);
    if (take === 'previous' && present) return;
    if (take === 'source' && present) {
      const [size, mtimeMs] = plan.list.files[urlPath]!;
      const before = recordOf(urlPath);
      if (plan.fromSameSource && before && before[0] === size && before[1] === mtimeMs) return;
    }
    if (present) await fs.promises.rm(at(urlPath), { force: true });
    if (take === 'copy') await fs.promises.copyFile(from, at(urlPath), fs.constants.COPYFILE_FICLONE);
    else await fs.promises.link(take === 'source' ? from : path.join(previous.dir, urlPath), at(urlPath));
  });
  clone.scan = scan;
  return { ...plan.stats, ms: Date.now() - started, list: plan.list, copiedPaths: copiedOf(plan.takes) };
}
