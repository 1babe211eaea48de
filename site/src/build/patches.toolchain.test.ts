/**
 * The dependency patches (`patches/`, applied by patch-package after `npm install`) against the packages as they
 * are published: each patch applies cleanly, in its sequence, to the registry's tarball (the one package-lock.json
 * pins, proved by its integrity), writes no stray `.orig`/`.rej` file, and together they give exactly the files in
 * `node_modules`. patches/README.md describes every patch with its test and its upstream issue.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const ROOT = path.resolve(__dirname, '../../..');
const PATCHES = path.join(ROOT, 'patches');
const README = fs.readFileSync(path.join(PATCHES, 'README.md'), 'utf8');
const LOCK = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; integrity?: string }>;
};

type Patch = { file: string; name: string; version: string; sequence: number };

/** A patch file's package, version and place in its sequence, read from its name as patch-package does. */
function parsePatchName(file: string): Patch {
  const match = /^((?:@[^+]+\+)?[^+@]+)\+([^+]+?)(?:\+(\d+)(?:\+[^+]+)?)?(?:\.dev)?\.patch$/.exec(file);
  if (!match) throw new Error(`${file}: not a patch-package file name`);
  return { file, name: match[1]!.replace('+', '/'), version: match[2]!, sequence: Number(match[3] ?? 0) };
}

const patches = fs
  .readdirSync(PATCHES)
  .filter((file) => file.endsWith('.patch'))
  .map(parsePatchName)
  .sort((a, b) => a.name.localeCompare(b.name) || a.sequence - b.sequence);
const packages = [...new Set(patches.map((p) => `${p.name}@${p.version}`))];

/** Paths (inside the package) a patch writes, from its `+++ b/node_modules/<name>/…` lines. */
function filesOf(patch: Patch): string[] {
  const text = fs.readFileSync(path.join(PATCHES, patch.file), 'utf8');
  const prefix = `node_modules/${patch.name}/`;
  return [...text.matchAll(/^\+\+\+ b\/(.+)$/gm)].map(([, file]) => {
    if (!file!.startsWith(prefix)) throw new Error(`${patch.file} writes outside ${prefix}: ${file}`);
    return file!.slice(prefix.length);
  });
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'patches-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The published package in `<work>/<name>@<version>/node_modules/<name>`, from npm's cache or the registry. */
function pristine(name: string, version: string): string {
  const root = path.join(work, `${name.replace('/', '+')}@${version}`);
  const target = path.join(root, 'node_modules', name);
  fs.mkdirSync(target, { recursive: true });
  const packed = JSON.parse(
    execFileSync('npm', ['pack', `${name}@${version}`, '--json', '--prefer-offline', '--pack-destination', root], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as Array<{ filename: string; version: string; integrity: string }>;
  expect(packed[0]!.version).toBe(version);
  // The lockfile records the tarball's integrity for most packages (not for gatsby itself): where it does, it
  // is this tarball's.
  expect([undefined, packed[0]!.integrity]).toContain(LOCK.packages[`node_modules/${name}`]!.integrity);
  execFileSync('tar', ['xzf', path.join(root, packed[0]!.filename), '-C', target, '--strip-components=1']);
  execFileSync('git', ['init', '-q', root]); // git apply then resolves paths inside this folder, whatever is around it
  return root;
}

test('every patch file names a package the lockfile pins at that version', () => {
  expect(patches.length).toBeGreaterThan(0);
  for (const patch of patches) expect(LOCK.packages[`node_modules/${patch.name}`]?.version).toBe(patch.version);
});

describe.each(packages)('%s', (spec) => {
  const sequence = patches.filter((p) => `${p.name}@${p.version}` === spec);
  const { name, version } = sequence[0]!;

  test('each patch applies cleanly, in order, to the published package and gives the installed files', () => {
    const root = pristine(name, version);
    const written = new Set<string>();
    for (const patch of sequence) {
      const files = filesOf(patch);
      expect({ patch: patch.file, stray: files.filter((f) => /\.(orig|rej)$/.test(f)) }).toEqual({
        patch: patch.file,
        stray: [],
      });
      const check = () => execFileSync('git', ['apply', '--check', path.join(PATCHES, patch.file)], { cwd: root });
      expect(check).not.toThrow();
      execFileSync('git', ['apply', path.join(PATCHES, patch.file)], { cwd: root });
      files.forEach((f) => written.add(f));
    }
    const installed = path.join(ROOT, 'node_modules', name);
    for (const file of written) {
      const ours = fs.readFileSync(path.join(root, 'node_modules', name, file), 'utf8');
      expect({ file, same: ours === fs.readFileSync(path.join(installed, file), 'utf8') }).toEqual({
        file,
        same: true,
      });
    }
    const stray = fs.readdirSync(installed, { recursive: true }).filter((f) => /\.(orig|rej)$/.test(String(f)));
    expect(stray).toEqual([]);
  }, 120_000);

  test.each(sequence.map((p) => p.file))('%s is described in patches/README.md with its test and upstream', (file) => {
    const section = README.split(/^(?=#{2,3} )/m).find((s) => s.split('\n')[0]!.includes(`\`${file}\``));
    expect(section).toBeDefined();
    const tests = [...section!.matchAll(/`([\w./-]+\.test\.tsx?)`/g)].map(([, t]) => t!);
    expect(tests.length).toBeGreaterThan(0);
    for (const t of tests) expect(fs.existsSync(path.join(ROOT, t))).toBe(true);
    expect(section).toMatch(/\bUpstream: \S/);
  });
});
