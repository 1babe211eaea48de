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
