// The processes of a site build: how many workers it asks Gatsby for (`gatsbyCpuCount`) and Node's options for them
// (scripts/lib/site.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gatsbyCpuCount, siteBuildEnv, withYoungGeneration } from './site.mjs';

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

test('the build’s processes get a 64 MB young generation, beside the options the caller set; a size the caller set wins', () => {
  expect(withYoungGeneration(undefined)).toBe('--max-semi-space-size=64');
  expect(withYoungGeneration('--enable-source-maps')).toBe('--enable-source-maps --max-semi-space-size=64');
  expect(withYoungGeneration('--max-semi-space-size=16')).toBe('--max-semi-space-size=16');
  const env = siteBuildEnv({ cmsUrl: 'http://127.0.0.1:1337', siteUrl: 'http://localhost:9000', token: 't', siteDir });
  expect(env.NODE_OPTIONS).toContain('--max-semi-space-size=');
});
