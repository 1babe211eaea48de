/**
 * The patched Gatsby compile step (patches/README.md, gatsby): Parcel runs only when a file the compiled
 * gatsby-node or gatsby-config was made of changed, and a change to any of them is compiled.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { execFileSync } from 'child_process';

// Each compile starts Parcel in a child process: seconds.
jest.setTimeout(120_000);

let site: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  fs.writeFileSync(path.join(site, file), text);
};
const COMPILER = require.resolve('gatsby/dist/utils/parcel/compile-gatsby-files');
/**
 * Gatsby's compile step in a process of its own, run from a script file in the site's folder as `gatsby build`
 * runs it (Parcel places its output relative to the working folder; its worker re-runs the parent's script).
 */
const compileGatsbyFiles = (siteRoot: string) =>
  execFileSync(process.execPath, [path.join(siteRoot, 'compile.js'), COMPILER, siteRoot], {
    cwd: siteRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
const compiled = (name: string) => path.join(site, '.cache', 'compiled', `${name}.js`);
/** What the compiled gatsby-node says, run in a process of its own (Jest keeps required modules). */
const greeting = () =>
  execFileSync(process.execPath, ['-p', `require(${JSON.stringify(compiled('gatsby-node'))}).greeting`], {
    encoding: 'utf8',
  }).trim();

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-compile-'));
  write('package.json', '{"name":"compile-test","private":true}');
  // Parcel takes the folder with a lockfile as the project root; the entries must lie inside it.
  write('package-lock.json', '{"name":"compile-test","lockfileVersion":3,"packages":{}}');
  write('compile.js', 'require(process.argv[2]).compileGatsbyFiles(process.argv[3]).then(() => process.exit(0));\n');
  write('src/greeting.ts', "export const text: string = 'Guten Tag';\n");
  write('gatsby-node.ts', "import { text } from './src/greeting';\nexport const greeting = text;\n");
});
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

test('compiles, skips Parcel while nothing changed, and compiles again after a change to an imported file', () => {
  compileGatsbyFiles(site);
  expect(greeting()).toBe('Guten Tag');

  // Parcel empties the output folder and writes it anew; a skipped compile leaves the very same file.
  fs.appendFileSync(compiled('gatsby-node'), '\n// kept\n');
  compileGatsbyFiles(site);
  expect(fs.readFileSync(compiled('gatsby-node'), 'utf8')).toMatch(/\/\/ kept\n$/);

  write('src/greeting.ts', "export const text: string = 'Moin';\n");
  compileGatsbyFiles(site);
  expect(fs.readFileSync(compiled('gatsby-node'), 'utf8')).not.toContain('// kept');
  expect(greeting()).toBe('Moin');
});

test('a new gatsby-config is compiled although no known file changed', () => {
  compileGatsbyFiles(site);
  expect(fs.existsSync(compiled('gatsby-config'))).toBe(false);
  write('gatsby-config.ts', 'export default { siteMetadata: { title: "Kastell" } };\n');
  compileGatsbyFiles(site);
  expect(fs.existsSync(compiled('gatsby-config'))).toBe(true);
});
