import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stalePackages } from './packages.mjs';

/** A packages folder with one package, its source written at `sourceAt` and its output at `builtAt` (seconds). */
/**
 * @param {{
 *   sourceAt: number, builtAt?: number, catalogueAt?: number, importsCatalogue?: boolean, sharedConfigAt?: number,
 * }} options
 */
function fixture({ sourceAt, builtAt, catalogueAt = 0, importsCatalogue = false, sharedConfigAt }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'packages-'));
  const pkg = path.join(root, 'packages', 'demo');
  const write = (file, text, seconds) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.utimesSync(file, seconds, seconds);
  };
  write(path.join(pkg, 'package.json'), '{}', 1);
  write(path.join(pkg, 'tsconfig.json'), '{}', 1);
  write(
    path.join(pkg, 'src', 'index.ts'),
    importsCatalogue ? "import en from '../../../locales/en/x.json';" : '',
    sourceAt,
  );
  write(path.join(pkg, 'src', 'index.test.ts'), '', 999); // tests are not compiled: they never make it stale
  if (builtAt !== undefined) write(path.join(pkg, 'dist', 'index.js'), '', builtAt);
  write(path.join(root, 'locales', 'en', 'x.json'), '{}', catalogueAt);
  if (sharedConfigAt !== undefined) write(path.join(root, 'packages', 'tsconfig.build.json'), '{}', sharedConfigAt);
  return { packagesDir: path.join(root, 'packages'), localesDir: path.join(root, 'locales') };
}

it('compiles a package whose output is missing or older than its sources', () => {
  expect(stalePackages(fixture({ sourceAt: 10 }))).toEqual(['demo']);
  expect(stalePackages(fixture({ sourceAt: 20, builtAt: 10 }))).toEqual(['demo']);
});

it('leaves a package alone whose output is newer than its sources', () => {
  expect(stalePackages(fixture({ sourceAt: 10, builtAt: 20 }))).toEqual([]);
});

it('a changed shared compiler configuration makes every package stale', () => {
  expect(stalePackages(fixture({ sourceAt: 10, builtAt: 20, sharedConfigAt: 30 }))).toEqual(['demo']);
  expect(stalePackages(fixture({ sourceAt: 10, builtAt: 20, sharedConfigAt: 5 }))).toEqual([]);
});

it('a changed catalogue makes only the packages that compile catalogues stale', () => {
  expect(stalePackages(fixture({ sourceAt: 10, builtAt: 20, catalogueAt: 30, importsCatalogue: true }))).toEqual([
    'demo',
  ]);
  expect(stalePackages(fixture({ sourceAt: 10, builtAt: 20, catalogueAt: 30 }))).toEqual([]);
});
