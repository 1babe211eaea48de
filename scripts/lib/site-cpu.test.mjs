// How many worker processes a site build asks Gatsby for (scripts/lib/site.mjs `gatsbyCpuCount`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gatsbyCpuCount } from './site.mjs';

let siteDir;
beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cpu-'));
});
afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

test('a full build gets a worker per core, at least two; a warm one keeps Gatsby’s count (cores − 1 workers)', () => {
  expect(gatsbyCpuCount(siteDir, 2)).toBe(3);
  expect(gatsbyCpuCount(siteDir, 1)).toBe(3);
  expect(gatsbyCpuCount(siteDir, 8)).toBe(9);
  fs.mkdirSync(path.join(siteDir, '.cache', 'data', 'datastore'), { recursive: true });
  expect(gatsbyCpuCount(siteDir, 2)).toBe(2);
  expect(gatsbyCpuCount(siteDir, 8)).toBe(8);
});
