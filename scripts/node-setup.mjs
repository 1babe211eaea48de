#!/usr/bin/env node
// `npm install`'s first postinstall step. npm scripts run on the first `node` on their PATH: node_modules/.bin/node
// (Node.js 24, scripts/node-runtime/package.json) where npm brought it, else the machine's. This checks that it is
// a supported one (else stops with the fix), that the installed packages accept it, and rebuilds the native
// addons compiled for another Node.js (npm compiled them against the headers its own Node.js and `nodedir` name).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import {
  BUNDLED_NODE,
  compiledAddons,
  describeNode,
  foreignAbi,
  isSupportedNode,
  nodeHeadersDir,
  SUPPORTED_NODE,
} from './lib/node-runtime.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const version = process.versions.node;

if (!isSupportedNode(version)) {
  console.error(
    `✖ npm install: this project needs Node.js ${SUPPORTED_NODE}, and npm scripts run on Node.js ${version}. npm ` +
      `installs Node.js ${BUNDLED_NODE.version} into node_modules for machines like this one, as an optional ` +
      "dependency: it did not (installed with --omit=optional, the `node` package's install script not allowed to " +
      `run, or no Node.js build for ${process.platform}-${process.arch} in the registry). Install Node.js 24 LTS and ` +
      'run `npm install` again.',
  );
  process.exit(1);
}

/** The Node.js npm itself runs on (it compared the packages' engines with that one), when it is another. */
function npmNodeVersion() {
  const npmNode = process.env.npm_node_execpath;
  if (!npmNode || fs.realpathSync(npmNode) === fs.realpathSync(process.execPath)) return null;
  return spawnSync(npmNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
}

/** Installed packages whose `engines.node` excludes this Node.js (npm warned about none, or about another). */
function packagesRefusing() {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages)
    .filter(
      ([key, entry]) => key.includes('node_modules/') && entry.engines?.node && fs.existsSync(path.join(ROOT, key)),
    )
    .filter(([, entry]) => !semver.satisfies(version, entry.engines.node, { includePrerelease: true }))
    .map(([key, entry]) => `${key.replace(/^.*node_modules\//, '')}@${entry.version} (engines: ${entry.engines.node})`);
}

/** `npm rebuild` of the named packages against this Node.js's own headers. */
function rebuild(names) {
  const headers = nodeHeadersDir();
  const env = {
    ...process.env,
    // node-gyp and the package's install script find this Node.js first, with its headers (not those of the
    // machine's Node.js that `nodedir` in ~/.npmrc may name).
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
    ...(headers ? { npm_config_nodedir: headers } : {}),
  };
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, 'rebuild', ...names]] : ['npm', ['rebuild', ...names]];
  return spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' }).status === 0;
}

const npmVersion = npmNodeVersion();
console.log(
  `✔ ${describeNode()} runs this project's npm scripts` +
    (npmVersion ? `; npm itself ran on Node.js ${npmVersion}, so its EBADENGINE warnings compared with that one` : ''),
);
const refusing = packagesRefusing();
for (const each of refusing) console.warn(`⚠ ${each} does not declare support for Node.js ${version}`);
if (npmVersion && refusing.length === 0) console.log(`✔ Every installed package accepts Node.js ${version}.`);

/** Addons a package compiled on install that this Node.js refuses to load. */
const staleAddons = () => compiledAddons(ROOT).filter((addon) => addon.files.some((file) => foreignAbi(file) !== null));

const stale = staleAddons();
if (stale.length > 0) {
  const names = [...new Set(stale.map((addon) => addon.name))];
  const started = performance.now();
  console.log(`▶ Rebuilding ${names.join(', ')} for Node.js ${version} (compiled for another Node.js) …`);
  const still = rebuild(names) ? staleAddons() : stale;
  if (still.length > 0) {
    console.error(`✖ ${still.map((a) => a.name).join(', ')} could not be built for Node.js ${version} (see above).`);
    process.exit(1);
  }
  console.log(`✔ Rebuilt for Node.js ${version} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}
