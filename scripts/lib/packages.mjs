// The shared packages (`packages/*`) run compiled where Node loads them (the CMS, these scripts, Gatsby's own node
// code and page rendering); browser bundles take their TypeScript sources (`exports` → `browser`). A change to a
// package's sources must reach `dist/` before `npm start` or `npm test` starts anything, not only at `npm install`:
// `tsc -b packages` compiles what changed since the last build, in the order of the projects' references
// (`packages/tsconfig.json`), and does nothing in about a second when nothing did.
import path from 'node:path';
import { ROOT } from './env.mjs';
import { run } from './processes.mjs';

/** The TypeScript solution of the shared packages: every package, each referencing the packages it imports. */
export const PACKAGES_SOLUTION = path.join(ROOT, 'packages', 'tsconfig.json');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** Compiles the packages whose sources (or the catalogues they include) changed since their last build. */
export function buildPackages() {
  return run(process.execPath, [TSC, '-b', PACKAGES_SOLUTION], { cwd: ROOT });
}
