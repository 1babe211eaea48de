/**
 * Releases of the built site: each build's output is copied into a directory of its own, and a `current`
 * symbolic link names the live one. Switching is one `rename(2)` of a new link over the old one, so a visitor
 * is served either the old release or the new one, never a mix or a gap. The build's own output directory
 * (Gatsby's `public/`, which warm builds reuse) is never served directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export const CURRENT_LINK = 'current';
const PARTIAL_SUFFIX = '.partial';
const RELEASE_NAME = /^\d{8}-\d{6}-[0-9a-f]{6}$/;

export type Release = { id: string; dir: string };
export type LiveRelease = Release & { since: string };
export type CopyStats = { files: number; linked: number; copied: number; bytesCopied: number; ms: number };

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
  now?: () => Date;
};

export type ReleaseStore = {
  /** Copies `sourceDir` into a new release, makes it live, removes old ones; returns it. */
  publish(sourceDir: string): Promise<Release & { stats: CopyStats }>;
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

/**
 * Copies a tree: files `mayLink` accepts become hard links (same inode, no bytes copied), every other file a
 * real copy (a copy-on-write clone where the file system offers one). Runs a bounded number of operations at
 * a time so a server in the same process keeps answering.
 */
export async function copyTree(
  source: string,
  target: string,
  mayLink: (urlPath: string) => boolean,
): Promise<CopyStats> {
  const started = Date.now();
  const stats: CopyStats = { files: 0, linked: 0, copied: 0, bytesCopied: 0, ms: 0 };
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
  const copyOne = async ({ from, to, urlPath }: (typeof files)[number]) => {
    stats.files += 1;
    if (mayLink(urlPath)) {
      await fs.promises.link(from, to);
      stats.linked += 1;
    } else {
      await fs.promises.copyFile(from, to, fs.constants.COPYFILE_FICLONE);
      stats.copied += 1;
      stats.bytesCopied += (await fs.promises.stat(to)).size;
    }
  };
  const CONCURRENCY = 32;
  for (let i = 0; i < files.length; i += CONCURRENCY) await Promise.all(files.slice(i, i + CONCURRENCY).map(copyOne));
  stats.ms = Date.now() - started;
  return stats;
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
    ];
    await Promise.all(doomed.map((name) => fs.promises.rm(path.join(dir, name), { recursive: true, force: true })));
  };

  return {
    currentPath,
    live,
    async publish(sourceDir) {
      await fs.promises.mkdir(dir, { recursive: true });
      const id = releaseId(now());
      const partial = path.join(dir, id + PARTIAL_SUFFIX);
      const stats = await copyTree(sourceDir, partial, mayLink);
      const releaseDir = path.join(dir, id);
      await fs.promises.rename(partial, releaseDir);
      // Relative, so the link stays valid wherever the folder is mounted (a container sees another path).
      await swapLink(currentPath, id);
      await prune(id);
      return { id, dir: releaseDir, stats };
    },
  };
}
