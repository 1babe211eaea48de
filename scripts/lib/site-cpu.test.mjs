// The processes of a site build: how many workers it asks Gatsby for (`gatsbyCpuCount`), Node's options for them and
// when a build that prints nothing is taken for stuck (scripts/lib/site.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSilenceLimitMs, gatsbyCpuCount, runBuildCommand, siteBuildEnv, withYoungGeneration } from './site.mjs';

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

describe('a build that stands still', () => {
  /** @param {string} script @returns {[string, string[]]} */
  const node = (script) => [process.execPath, ['-e', script]];

  it('is stopped after its silence and rejects saying so, with its last output', async () => {
    const [command, args] = node("console.log('success bootstrap'); setInterval(() => {}, 1000)");
    const started = Date.now();
    await expect(runBuildCommand(command, args, { echo: false, silenceMs: 1_000 })).rejects.toThrow(
      /^gatsby build stopped: no output for 1 s:\nsuccess bootstrap$/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('keeps running as long as it prints, longer than the silence in all', async () => {
    const [command, args] = node(
      "let n = 0; const t = setInterval(() => { console.log('step ' + n); if (++n === 12) clearInterval(t); }, 150)",
    );
    await expect(runBuildCommand(command, args, { echo: false, silenceMs: 1_000 })).resolves.toBeUndefined();
  });

  it('waits 20 minutes by default; REBUILD_BUILD_SILENCE_MS sets another limit', () => {
    expect(buildSilenceLimitMs({})).toBe(20 * 60_000);
    expect(buildSilenceLimitMs({ REBUILD_BUILD_SILENCE_MS: '90000' })).toBe(90_000);
    expect(buildSilenceLimitMs({ REBUILD_BUILD_SILENCE_MS: 'soon' })).toBe(20 * 60_000);
  });
});
