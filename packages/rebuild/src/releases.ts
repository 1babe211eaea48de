/**
 * Releases of the built site: each build's output is copied into a directory of its own, and a `current`
 * symbolic link names the live one. Switching is one `rename(2)` of a new link over the old one, so a visitor
 * is served either the old release or the new one, never a mix or a gap. The build's own output directory
 * (Gatsby's `public/`, which warm builds reuse) is never served directly.
 *
 * A release shares with the one before it every file that is the same: beside each release a list of its files
 * (`<id>.files.json`: size and modification time each file had in the output when it was taken) tells which output
 * files were not written since, and a rewritten file with the same bytes is the same too. Those are hard links to
 * the previous release (a release is never written to), so publishing a few changed pages of thousands copies a few
 * files and names the ones that changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export const CURRENT_LINK = 'current';
const PARTIAL_SUFFIX = '.partial';
const FILES_SUFFIX = '.files.json';
const RELEASE_NAME = /^\d{8}-\d{6}-[0-9a-f]{6}$/;

export type Release = { id: string; dir: string };
export type LiveRelease = Release & { since: string };
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
type FileRecord = [size: number, mtimeMs: number];
/** A release's files and where they were taken from (`<id>.files.json`). */
type FileList = { sourceDir: string; files: Record<string, FileRecord> };
/** The release a new one may share files with: its folder and its file list. */
type Previous = { dir: string; list: FileList };

export type ReleaseStoreOptions = {
  /** Folder holding the releases and the `current` link. */
  dir: string;
  /** How many releases to keep (the live one always among them). */
  keep?: number;
  /**
   * Whether a file (its URL path, e.g. `/static/abc/photo.avif`) may be hard-linked instead of copied. Only
   * files a later build never rewrites in place qualify — content-addressed ones: Gatsby truncates and
   * rewrites other outputs (HTML, page data, feeds) in the same inode, which would change a linked release.
   */
  mayLink?: (urlPath: string) => boolean;
  /**
   * Whether a rewritten file says what the live release's says although its bytes differ (only a build id in it
   * changed). It is copied, but not counted as `changed`: with nothing else changed, `onlyIfChanged` keeps the live
   * release.
   */
  equivalent?: Equivalent;
  now?: () => Date;
};

export type Equivalent = (urlPath: string, before: Buffer, after: Buffer) => boolean;

export type PublishOptions = {
  /**
   * Keep the live release when the output holds exactly its files (nothing `changed`): nothing is switched and the
   * live release is returned with `switched: false`.
   */
  onlyIfChanged?: boolean;
};

/** A release just published; a target without files (the draft preview's refresh) has no `stats`. */
export type PublishedRelease = Release & { stats?: CopyStats; switched: boolean };

export type ReleaseStore = {
  /**
   * Copies `sourceDir` into a new release (sharing the files the live release has unchanged), makes it live, removes
   * old ones; returns it with what changed.
   */
  publish(sourceDir: string, options?: PublishOptions): Promise<PublishedRelease & { stats: CopyStats }>;
  /** The live release, or null before the first one. */
  live(): LiveRelease | null;
  /** Path of the `current` link (what a server is given as its root). */
  readonly currentPath: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** Sortable, unique release name: UTC time plus a random suffix. */
function releaseId(date: Date): string {
  const day = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
  return `${day}-${time}-${crypto.randomBytes(3).toString('hex')}`;
}

const sameBytes = async (a: string, b: string) => {
  const [left, right] = await Promise.all([fs.promises.readFile(a), fs.promises.readFile(b)]);
  return left.equals(right);
};

/**
 * Copies a tree: files `mayLink` accepts become hard links to the source (same inode, no bytes copied); a file the
 * `previous` release has unchanged becomes a hard link to that release's; every other file a real copy (a
 * copy-on-write clone where the file system offers one). Runs a bounded number of operations at a time so a server
 * in the same process keeps answering. Returns what it did and the file list of the copy.
 */
export async function copyTree(
  source: string,
  target: string,
  mayLink: (urlPath: string) => boolean,
  previous?: Previous,
  equivalent?: Equivalent,
): Promise<CopyStats & { list: FileList }> {
  const started = Date.now();
  const stats: CopyStats = { files: 0, linked: 0, copied: 0, bytesCopied: 0, changed: [], ms: 0 };
  const list: FileList = { sourceDir: path.resolve(source), files: {} };
  const files: Array<{ from: string; to: string; urlPath: string }> = [];
  const walk = async (dir: string, urlDir: string) => {
    await fs.promises.mkdir(path.join(target, urlDir), { recursive: true });
    for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
      const from = path.join(dir, entry.name);
      const urlPath = `${urlDir}/${entry.name}`;
      if (entry.isDirectory()) await walk(from, urlPath);
      else if (entry.isFile()) files.push({ from, to: path.join(target, urlPath), urlPath });
      else if (entry.isSymbolicLink())
        await fs.promises.symlink(await fs.promises.readlink(from), path.join(target, urlPath));
    }
  };
  await walk(source, '');
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
  const copyOne = async ({ from, to, urlPath }: (typeof files)[number]) => {
    stats.files += 1;
    const { size, mtimeMs } = await fs.promises.stat(from);
    const record: FileRecord = [size, mtimeMs];
    list.files[urlPath] = record;
    const shared = mayLink(urlPath);
    if (!known?.list.files[urlPath]) stats.changed.push(urlPath);
    if (shared) {
      await fs.promises.link(from, to);
      stats.linked += 1;
    } else if (await unchanged(from, urlPath, record)) {
      await fs.promises.link(path.join(known!.dir, urlPath), to);
      stats.linked += 1;
    } else {
      await fs.promises.copyFile(from, to, fs.constants.COPYFILE_FICLONE);
      stats.copied += 1;
      stats.bytesCopied += size;
      if (known?.list.files[urlPath] && !(await sameMeaning(from, urlPath))) stats.changed.push(urlPath);
    }
  };
  const CONCURRENCY = 32;
  for (let i = 0; i < files.length; i += CONCURRENCY) await Promise.all(files.slice(i, i + CONCURRENCY).map(copyOne));
  for (const urlPath of Object.keys(known?.list.files ?? {})) {
    if (!(urlPath in list.files)) stats.changed.push(urlPath);
  }
  stats.changed.sort();
  stats.ms = Date.now() - started;
  return { ...stats, list };
}

/** Points `link` at `target` atomically: a new link under a temporary name renamed over the old one. */
export async function swapLink(link: string, target: string): Promise<void> {
  const temporary = `${link}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await fs.promises.symlink(target, temporary);
  try {
    await fs.promises.rename(temporary, link);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

/** The releases in `dir` (see the module comment). */
export function createReleaseStore({
  dir,
  keep = 3,
  mayLink = () => false,
  equivalent,
  now = () => new Date(),
}: ReleaseStoreOptions): ReleaseStore {
  const currentPath = path.join(dir, CURRENT_LINK);

  const live = (): LiveRelease | null => {
    let target: string;
    try {
      target = fs.readlinkSync(currentPath);
    } catch {
      return null;
    }
    const id = path.basename(target);
    // The link is replaced by each switch, so its own time is when this release went live.
    const since = fs.lstatSync(currentPath).mtime.toISOString();
    return { id, dir: path.resolve(dir, target), since };
  };

  /** Deletes all but the newest `keep` releases (never the live one) and leftovers of interrupted copies. */
  const prune = async (liveId: string) => {
    const entries = await fs.promises.readdir(dir);
    const releases = entries.filter((name) => RELEASE_NAME.test(name)).sort();
    const keepIds = new Set([...releases.slice(-Math.max(1, keep)), liveId]);
    const doomed = [
      ...releases.filter((name) => !keepIds.has(name)),
      ...entries.filter((name) => name.endsWith(PARTIAL_SUFFIX)),
      ...entries.filter((name) => name.endsWith(FILES_SUFFIX) && !keepIds.has(name.slice(0, -FILES_SUFFIX.length))),
    ];
    await Promise.all(doomed.map((name) => fs.promises.rm(path.join(dir, name), { recursive: true, force: true })));
  };

  /** The live release with its file list, if it has one (releases of older code have none: copied in full). */
  const previous = async (): Promise<(Previous & { id: string }) | undefined> => {
    const current = live();
    if (!current) return undefined;
    try {
      const list = JSON.parse(
        await fs.promises.readFile(path.join(dir, current.id + FILES_SUFFIX), 'utf8'),
      ) as FileList;
      return { id: current.id, dir: current.dir, list };
    } catch {
      return undefined;
    }
  };

  return {
    currentPath,
    live,
    async publish(sourceDir, { onlyIfChanged = false } = {}) {
      await fs.promises.mkdir(dir, { recursive: true });
      const id = releaseId(now());
      const partial = path.join(dir, id + PARTIAL_SUFFIX);
      const before = await previous();
      const { list, ...stats } = await copyTree(sourceDir, partial, mayLink, before, equivalent);
      if (onlyIfChanged && before && stats.changed.length === 0) {
        await fs.promises.rm(partial, { recursive: true, force: true });
        return { id: before.id, dir: before.dir, stats, switched: false };
      }
      const releaseDir = path.join(dir, id);
      await fs.promises.writeFile(path.join(dir, id + FILES_SUFFIX), JSON.stringify(list));
      await fs.promises.rename(partial, releaseDir);
      // Relative, so the link stays valid wherever the folder is mounted (a container sees another path).
      await swapLink(currentPath, id);
      await prune(id);
      return { id, dir: releaseDir, stats, switched: true };
    },
  };
}
