// @ts-check
/**
 * Citations of the product rules resolve: every `§n` the repository's code and docs cite ("product rules §4, §9")
 * is a section heading of docs/product-rules.md, and nothing cites the specification the rules were written from,
 * which is not in the repository. Legal citations keep a space after the sign (`§ 25 TDDDG`) and are not counted.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULES = 'docs/product-rules.md';
const SELF = 'scripts/product-rules.test.mjs';
const TEXT = /\.(ts|tsx|mjs|cjs|js|json|md|css|conf|sh|yml|yaml)$/;

/** Tracked text files other than the rules and this test, with their contents. */
function trackedFiles() {
  return execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEXT.test(file) && file !== RULES && file !== SELF && fs.existsSync(path.join(ROOT, file)))
    .map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));
}

const files = trackedFiles();
const headings = new Set(
  [...fs.readFileSync(path.join(ROOT, RULES), 'utf8').matchAll(/^## §(\d+) /gm)].map(([, n]) => Number(n)),
);

test('the rules document has its sections §1 to §9', () => {
  expect([...headings].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

test('every cited section exists in docs/product-rules.md', () => {
  const cited = files.flatMap(({ file, text }) =>
    [...text.matchAll(/§(\d+)/g)].map(([, n]) => ({ file, section: Number(n) })),
  );
  expect(cited.length).toBeGreaterThan(100);
  expect(cited.filter(({ section }) => !headings.has(section))).toEqual([]);
});

test('a file that cites a section says which document it means', () => {
  const unnamed = files
    .filter(({ text }) => /§\d/.test(text) && !/product rules|product-rules\.md/.test(text))
    .map(({ file }) => file);
  expect(unnamed).toEqual([]);
});

test('nothing cites the specification, which is not in the repository', () => {
  // A rule is cited as "product rules §n", the section of docs/product-rules.md that states it.
  const spec = files.filter(({ text }) => /\bSPEC\b(?!_)/.test(text)).map(({ file }) => file);
  expect(spec).toEqual([]);
});
