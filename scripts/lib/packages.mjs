// The shared packages (`packages/*`) run compiled where Node loads them (the CMS, these scripts, Gatsby's own
// node code): a change to a package's sources must reach `dist/` before `npm start` or `npm test` starts anything,
// not only at `npm install`. This compiles each package whose sources (or the catalogues it reads) are newer than
// its output.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { run } from './processes.mjs';

const PACKAGES_DIR = path.join(ROOT, 'packages');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/**
 * The newest modification time of the files under `dir` that `keep` accepts (0 when there are none).
 * @param {string} dir
 * @param {(file: string) => boolean} [keep]
 * @returns {number}
 */
function newest(dir, keep = () => true) {
  if (!fs.existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full, keep));
    else if (keep(full)) latest = Math.max(latest, fs.statSync(full).mtimeMs);
  }
  return latest;
}

const isSource = (file) => /\.(ts|tsx|json)$/.test(file) && !/\.test\.tsx?$/.test(file);

/** Whether a package compiles UI catalogues into its output (it imports `locales/<l>/<ns>.json`). */
function readsCatalogues(dir) {
  const files = (folder) =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? files(full) : isSource(full) ? [full] : [];
    });
  return files(path.join(dir, 'src')).some((file) => fs.readFileSync(file, 'utf8').includes('/locales/'));
}

/**
 * The packages whose compiled output is missing or older than their sources (their `src/`, `tsconfig.json`,
 * `package.json`, the shared `tsconfig.build.json`, and the UI catalogues for packages that read them).
 */
export function stalePackages({ packagesDir = PACKAGES_DIR, localesDir = path.join(ROOT, 'locales') } = {}) {
  const catalogues = newest(localesDir, (file) => file.endsWith('.json'));
  const sharedConfig = path.join(packagesDir, 'tsconfig.build.json');
  const sharedConfigAt = fs.existsSync(sharedConfig) ? fs.statSync(sharedConfig).mtimeMs : 0;
  return fs
    .readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(packagesDir, entry.name, 'tsconfig.json')))
    .map((entry) => entry.name)
    .filter((name) => {
      const dir = path.join(packagesDir, name);
      const sources = Math.max(
        newest(path.join(dir, 'src'), isSource),
        fs.statSync(path.join(dir, 'tsconfig.json')).mtimeMs,
        fs.statSync(path.join(dir, 'package.json')).mtimeMs,
        sharedConfigAt,
        readsCatalogues(dir) ? catalogues : 0,
      );
      return newest(path.join(dir, 'dist')) < sources;
    });
}

/** Compiles the stale packages (one `tsc` each); resolves with their names. */
export async function buildStalePackages(options) {
  const stale = stalePackages(options);
  for (const name of stale) {
    console.log(`▶ Compiling packages/${name} (its sources changed)`);
    await run(process.execPath, [TSC, '-p', path.join(options?.packagesDir ?? PACKAGES_DIR, name)], { cwd: ROOT });
  }
  return stale;
}
