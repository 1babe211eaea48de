import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

/**
 * Files a build makes from its content but that cost seconds to make (the guide PDFs, the bundled service worker,
 * share images), kept between warm builds. `codeId` names the code that makes them: a different build code or
 * dependency set never reuses a file of another.
 */
export type BuildCache = { readonly dir: string; readonly codeId: string };

const digest = (...parts: string[]) => {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/**
 * The build cache of a Gatsby site: in `.cache` (so `gatsby clean` empties it), named by the compiled
 * gatsby-node (all build code bundled into it, catalogues included) and the lockfile (every dependency's version).
 */
export function gatsbyBuildCache(siteDir: string): BuildCache {
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  return {
    dir: path.join(siteDir, '.cache', 'kastell-build'),
    codeId: digest(
      read(path.join(siteDir, '.cache', 'compiled', 'gatsby-node.js')),
      read(path.join(siteDir, '..', 'package-lock.json')),
    ),
  };
}

/**
 * What `make` returns for `inputs` (anything JSON can write), from `cache` when an earlier build made it from the
 * same inputs with the same code; without a cache, always made. `name` keeps the kinds of files apart.
 */
export async function cachedBytes(
  cache: BuildCache | undefined,
  name: string,
  inputs: unknown,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  if (!cache) return make();
  const file = path.join(cache.dir, `${name}-${digest(cache.codeId, name, JSON.stringify(inputs)).slice(0, 24)}`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const bytes = await make();
  fs.mkdirSync(cache.dir, { recursive: true });
  // Written whole or not at all: a build stopped half-way leaves no truncated file to be reused.
  fs.writeFileSync(`${file}.part`, bytes);
  fs.renameSync(`${file}.part`, file);
  return bytes;
}

/** Results of a pure, costly function of JSON-able inputs, kept between builds (see `resultMemo`). */
export type ResultMemo<T> = {
  /** `compute(inputs)`, or what it returned for the same inputs in this or an earlier build with the same code. */
  get(inputs: unknown, compute: () => T): T;
  /**
   * Writes what this build used (nothing else: results of content that is gone are not kept); a next build in the
   * same process (the publish worker) starts from it.
   */
  save(): void;
  /** How many results this build computed and how many it reused. */
  readonly counts: { computed: number; reused: number };
};

/** The folder of the package a resolved file belongs to (the nearest one above it with a package.json). */
function packageRoot(file: string): string {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/**
 * What the compiled packages `names` (workspace packages the compiled gatsby-node requires at run time, so not part
 * of `BuildCache.codeId`) are made of: a digest of every file of their `dist` folders. `resolve` finds a package's
 * entry point (their `exports` hide everything else, package.json included).
 */
export function packagesCodeId(names: readonly string[], resolve: (id: string) => string): string {
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
      .sort();
  return digest(
    ...names.flatMap((name) => {
      const dist = path.join(packageRoot(resolve(name)), 'dist');
      return fs.existsSync(dist) ? files(dist).map((file) => fs.readFileSync(file, 'utf8')) : [name];
    }),
  );
}

/**
 * A memo of `name`'s results in `cache`, loaded from the last build's file: a warm build computes only for inputs
 * that changed (the content rules read every entry's Markdown, 1–2 ms an article: seconds at thousands of them).
 * `codeId` names the code that computes them, beside the cache's own. Without a cache it only remembers within this
 * process.
 */
export function resultMemo<T>(cache: BuildCache | undefined, name: string, codeId = ''): ResultMemo<T> {
  const file = cache && path.join(cache.dir, `${name}-${digest(cache.codeId, codeId, name).slice(0, 24)}.json`);
  let known: Record<string, T> = {};
  try {
    if (file) known = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, T>;
  } catch {
    known = {}; // none yet, or written by a build that was stopped: computed again
  }
  let used: Record<string, T> = {};
  const counts = { computed: 0, reused: 0 };
  return {
    counts,
    get(inputs, compute) {
      const key = digest(JSON.stringify(inputs));
      if (key in used) return used[key]!;
      if (key in known) {
        counts.reused += 1;
        return (used[key] = known[key]!);
      }
      counts.computed += 1;
      return (used[key] = compute());
    },
    save() {
      known = used;
      used = {};
      counts.computed = 0;
      counts.reused = 0;
      if (!file) return;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(`${file}.part`, JSON.stringify(known));
      fs.renameSync(`${file}.part`, file);
    },
  };
}
