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
 * files and names the ones that changed. Creating thousands of folders and links still takes a second or more, so
 * after each publish the next release is prepared as such a copy of the live one (`<id>.next`), and the next publish
 * only replaces in it what differs (release-tree.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import {
  cloneTree,
  copyTree,
  removeTree,
  updateTree,
  type Clone,
  type CopyStats,
  type Equivalent,
  type FileList,
  type Previous,
} from './release-tree';

export { copyTree, type CopyStats, type Equivalent } from './release-tree';

export const CURRENT_LINK = 'current';
const PARTIAL_SUFFIX = '.partial';
const FILES_SUFFIX = '.files.json';
/** A release prepared ahead of the next publish: `<live id>.next`. */
const NEXT_SUFFIX = '.next';
const RELEASE_NAME = /^\d{8}-\d{6}-[0-9a-f]{6}$/;

export type Release = { id: string; dir: string };
export type LiveRelease = Release & { since: string };
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
  /**
   * Resolves once the work after the last publish is done (old releases removed, the next one prepared); a
   * publish waits for it by itself.
   */
  idle(): Promise<void>;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** Sortable, unique release name: UTC time plus a random suffix. */
function releaseId(date: Date): string {
  const day = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
  return `${day}-${time}-${crypto.randomBytes(3).toString('hex')}`;
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

  /**
   * The next release, prepared after each publish (`cloneTree`): a copy of the live one that the next publish
   * changes where the output differs. Null while none is ready or after one failed (a publish then copies in full).
   */
  let clone: Clone | null = null;
  /** Removing old releases and preparing the next one, after a publish; the next publish waits for it. */
  let housekeeping: Promise<void> = Promise.resolve();

  /**
   * Deletes all but the newest `keep` releases (never the live one) and leftovers of interrupted copies and of
   * prepared releases other than `clone`.
   */
  const prune = async (liveId: string) => {
    const entries = await fs.promises.readdir(dir);
    const releases = entries.filter((name) => RELEASE_NAME.test(name)).sort();
    const keepIds = new Set([...releases.slice(-Math.max(1, keep)), liveId]);
    const doomed = [
      ...releases.filter((name) => !keepIds.has(name)),
      ...entries.filter((name) => name.endsWith(PARTIAL_SUFFIX)),
      ...entries.filter((name) => name.endsWith(NEXT_SUFFIX) && path.join(dir, name) !== clone?.dir),
      ...entries.filter((name) => name.endsWith(FILES_SUFFIX) && !keepIds.has(name.slice(0, -FILES_SUFFIX.length))),
    ];
    for (const name of doomed) await removeTree(path.join(dir, name));
  };

  /** After a switch to `liveId`: old releases go, and the next one is prepared (a failure only means no clone). */
  const tidyAfter = (liveId: string) => {
    housekeeping = (async () => {
      clone = null;
      await prune(liveId);
      const target = path.join(dir, liveId + NEXT_SUFFIX);
      try {
        clone = await cloneTree(path.join(dir, liveId), target);
      } catch {
        await removeTree(target);
      }
    })().catch(() => undefined);
  };

  /**
   * Takes the output into the prepared release if there is one for `before`, else into a new folder. A prepared
   * release that is stale or failed stays on disk until the next housekeeping (`prune`): deleting thousands of
   * files here would hold up the switch.
   */
  const stage = async (sourceDir: string, partial: string, before: (Previous & { id: string }) | undefined) => {
    const prepared = clone;
    clone = null;
    if (prepared && before && prepared.of === before.dir) {
      try {
        return { staged: prepared, result: await updateTree(sourceDir, prepared, mayLink, before, equivalent) };
      } catch {
        // falls back to a full copy below
      }
    }
    return { staged: null, result: await copyTree(sourceDir, partial, mayLink, before, equivalent) };
  };

  /**
   * Nothing changed: the live release stays, and its file list learns the output's new times for the files whose
   * bytes it holds (the next publish then trusts them instead of comparing bytes again). A prepared release gets
   * the live release's files back where the output's were copied into it.
   */
  const keepLive = async (
    before: Previous & { id: string },
    list: FileList,
    copiedPaths: string[],
    staged: Clone | null,
  ) => {
    const copied = new Set(copiedPaths);
    const files = Object.fromEntries(
      Object.entries(list.files).map(([urlPath, record]) => [
        urlPath,
        copied.has(urlPath) ? before.list.files[urlPath]! : record,
      ]),
    );
    await fs.promises.writeFile(
      path.join(dir, before.id + FILES_SUFFIX),
      JSON.stringify({ sourceDir: list.sourceDir, files } satisfies FileList),
    );
    if (!staged) return;
    try {
      for (const urlPath of copied) {
        await fs.promises.rm(path.join(staged.dir, urlPath), { force: true });
        await fs.promises.link(path.join(before.dir, urlPath), path.join(staged.dir, urlPath));
      }
      clone = staged;
    } catch {
      // not the live release's copy any more: the next housekeeping removes it
    }
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
      await housekeeping;
      await fs.promises.mkdir(dir, { recursive: true });
      const id = releaseId(now());
      const partial = path.join(dir, id + PARTIAL_SUFFIX);
      const before = await previous();
      const { staged, result } = await stage(sourceDir, partial, before);
      const { list, copiedPaths, ...stats } = result;
      if (onlyIfChanged && before && stats.changed.length === 0) {
        if (!staged) await fs.promises.rm(partial, { recursive: true, force: true });
        await keepLive(before, list, copiedPaths, staged);
        return { id: before.id, dir: before.dir, stats, switched: false };
      }
      const releaseDir = path.join(dir, id);
      await fs.promises.writeFile(path.join(dir, id + FILES_SUFFIX), JSON.stringify(list));
      await fs.promises.rename(staged?.dir ?? partial, releaseDir);
      // Relative, so the link stays valid wherever the folder is mounted (a container sees another path).
      await swapLink(currentPath, id);
      tidyAfter(id);
      return { id, dir: releaseDir, stats, switched: true };
    },
    idle: () => housekeeping,
  };
}
