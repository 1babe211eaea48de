// @ts-check
/**
 * The docs describe the tree as it is, where a script can see it: every environment variable the code reads is in
 * docs/operations.md; the number of gatsby-source-strapi patches the docs give is the number in `patches/`; the
 * README and docs/architecture.md name every phase of `npm test`; UPGRADING.md names every file of `patches/` and
 * only test files that exist. A rename or an addition that forgets the docs fails here, with the names to add. And
 * no file cites a ticket number or a document the repository does not hold: the code, tests and docs state the fact
 * itself.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && fs.existsSync(path.join(ROOT, file)));

/** Code that runs in production, at build time or as a project script (tests set their own variables). */
const RUNNING_CODE = tracked.filter(
  (file) =>
    /\.(ts|tsx|mjs|cjs|js)$/.test(file) &&
    !/\.test\.|^tests\/|^e2e\/|gatsby-types\.d\.ts$|^cms\/types\//.test(file) &&
    /^(cms|site|scripts|packages|deploy)\//.test(file),
);
/** The ways the code reads a variable: `process.env.X`, `process.env['X']`, Strapi's `env('X')` / `env.int('X')`,
 * an environment record `env.X`, and the helpers that take a name (`int('X', …)`, `value(env, 'X')`). */
const READS = [
  /process\.env\.([A-Z][A-Z0-9_]+)/g,
  /process\.env\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
  /\benv(?:\.(?:int|bool|array|json|float|date))?\(\s*['"]([A-Z][A-Z0-9_]+)['"]/g,
  /\benv\.([A-Z][A-Z0-9_]{2,})\b/g,
  /\b(?:int|value|booleanOf|httpUrl|setting)\(\s*(?:env,\s*)?['"]([A-Z][A-Z0-9_]+)['"]/g,
];
/** The operating system's own, not the project's. */
const SYSTEM = new Set(['PATH', 'HOME', 'TMPDIR', 'CI', 'NODE_ENV', 'NODE_OPTIONS', 'npm_node_execpath']);

/** Variables read by the code (and by the compose file, `${X}` outside `$${…}`), with a file that reads each. */
function variablesRead() {
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const file of RUNNING_CODE) {
    const text = read(file);
    for (const pattern of READS)
      for (const [, name] of text.matchAll(pattern)) if (!found.has(name)) found.set(name, file);
  }
  for (const [, name] of read('docker-compose.yml').matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]+)/g)) {
    if (!found.has(name)) found.set(name, 'docker-compose.yml');
  }
  for (const name of SYSTEM) found.delete(name);
  return found;
}

test('every environment variable the code reads is documented in docs/operations.md', () => {
  const operations = read('docs/operations.md');
  const read_ = variablesRead();
  expect(read_.size).toBeGreaterThan(80);
  const undocumented = [...read_]
    .filter(([name]) => !new RegExp(`\\b${name}\\b`).test(operations))
    .map(([name, file]) => `${name} (read in ${file})`);
  expect(undocumented).toEqual([]);
});

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
NUMBER_WORDS.push('eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen');

test('the docs give the number of gatsby-source-strapi patches there are', () => {
  const patches = fs.readdirSync(path.join(ROOT, 'patches')).filter((f) => /^gatsby-source-strapi\+.*\.patch$/.test(f));
  expect(patches.length).toBeGreaterThan(0);
  const docs = ['README.md', 'UPGRADING.md', 'patches/README.md', ...tracked.filter((f) => /^docs\/.*\.md$/.test(f))];
  const counts = docs.flatMap((file) =>
    [...read(file).matchAll(/\b([a-z]+|\d+) (?:small |sequenced )?(?:patches|fixes)\b/gi)]
      .map(([, count]) => ({
        file,
        count: /^\d+$/.test(count) ? Number(count) : NUMBER_WORDS.indexOf(count.toLowerCase()),
      }))
      .filter(({ count }) => count >= 0),
  );
  expect(counts.length).toBeGreaterThan(0);
  expect(counts.filter(({ count }) => count !== patches.length)).toEqual([]);
});

test('the README and docs/architecture.md name every phase of npm test', () => {
  const source = read('scripts/test.mjs');
  const list = /const PHASES = \[([^\]]+)\]/.exec(source);
  if (list === null) throw new Error('scripts/test.mjs has no PHASES list');
  const phases = [...(list[1] ?? '').matchAll(/'([a-z-]+)'/g)].map(([, phase]) => phase);
  expect(phases.length).toBeGreaterThan(8);
  for (const file of ['README.md', 'docs/architecture.md']) {
    const text = read(file);
    expect({ file, missing: phases.filter((phase) => !text.includes(`\`${phase}\``)) }).toEqual({ file, missing: [] });
  }
});

/** A dependency patch changes a framework's internals: the upgrade guide says what to check when its package moves. */
test('UPGRADING.md names every file of patches/ and only test files that exist', () => {
  const guide = read('UPGRADING.md');
  const patches = fs.readdirSync(path.join(ROOT, 'patches')).filter((f) => f.endsWith('.patch'));
  expect(patches.length).toBeGreaterThan(0);
  expect(patches.filter((file) => !guide.includes(`\`${file}\``))).toEqual([]);
  const tests = [...guide.matchAll(/`([\w./+-]+\.(?:test|spec)\.(?:ts|tsx|mjs))`/g)].map(([, file]) => file ?? '');
  expect(tests.length).toBeGreaterThan(20);
  expect(tests.filter((file) => !fs.existsSync(path.join(ROOT, file)))).toEqual([]);
});

/** A ticket number ("issue #N", "(#N)") or a document outside the repository: a reader of the tree cannot follow it.
 * Case-insensitive, so the document names are written in lower case here. */
const OUTSIDE_CITATION = /\bissue #\d+|\(#\d{1,3}\)|recipes\.md|spec\.md|\.\.\/shared\//i;

test('no file cites a ticket number or a document outside the repository', () => {
  const texts = tracked
    .filter((file) => file !== 'package-lock.json')
    .map((file) => ({ file, bytes: fs.readFileSync(path.join(ROOT, file)) }))
    // Binary files (images, fonts) hold a NUL byte near the start, as git itself decides.
    .filter(({ bytes }) => !bytes.subarray(0, 8000).includes(0));
  expect(texts.length).toBeGreaterThan(500);
  const citations = texts.flatMap(({ file, bytes }) =>
    bytes
      .toString('utf8')
      .split('\n')
      .flatMap((line, index) => {
        const match = OUTSIDE_CITATION.exec(line);
        return match === null ? [] : [`${file}:${index + 1}: ${match[0]}`];
      }),
  );
  expect(citations).toEqual([]);
});
