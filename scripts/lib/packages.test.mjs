// @ts-check
/**
 * `tsc -b packages` builds every shared package in the order of its references, so the solution must list every
 * package and each package must reference the `@app/*` packages its sources import (else a package compiles against
 * another's stale declarations). Both are derived from the tree here, so a new package or import that is not wired
 * in fails with its name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGES_SOLUTION } from './packages.mjs';

const PACKAGES = path.dirname(PACKAGES_SOLUTION);
const json = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const referencesOf = (file) =>
  (json(file).references ?? []).map((/** @type {{ path: string }} */ r) => path.basename(r.path)).sort();
const packageNames = fs
  .readdirSync(PACKAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(PACKAGES, entry.name, 'tsconfig.json')))
  .map((entry) => entry.name)
  .sort();

/** The `@app/*` packages a package's compiled sources import (tests are not compiled). */
function importedPackages(name) {
  const sources = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const imported = sources(path.join(PACKAGES, name, 'src')).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/from '@app\/([a-z-]+)'/g)].map(([, dependency]) => dependency),
  );
  return [...new Set(imported)].filter((dependency) => dependency !== name).sort();
}

test('the solution builds every package', () => {
  expect(packageNames.length).toBeGreaterThan(5);
  expect(referencesOf(PACKAGES_SOLUTION)).toEqual(packageNames);
});

test.each(packageNames)('packages/%s references the packages it imports and exports its build to Node', (name) => {
  expect(referencesOf(path.join(PACKAGES, name, 'tsconfig.json'))).toEqual(importedPackages(name));
  const { exports } = json(path.join(PACKAGES, name, 'package.json'));
  const main = exports['.'];
  expect(main.types).toBe('./src/index.ts');
  // Node (the CMS, scripts, Gatsby's node code) loads the compiled output, which must exist where it points.
  expect(main.default).toMatch(/^\.\/dist\/.*\.js$/);
  expect(fs.existsSync(path.join(PACKAGES, name, main.default))).toBe(true);
});
