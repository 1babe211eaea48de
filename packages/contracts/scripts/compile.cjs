// Compiles the generator's token contracts with the solc-js compiler from npm (no download) and produces
// the committed artifacts: per token type the ABI and creation bytecode, and the standard-JSON compiler
// input an owner uploads to a block explorer to verify the source; plus one file with the compiler
// version and settings. `build.mjs` writes them, `--check` and the jest test compare them.
// CommonJS so that jest (babel) can load it as is.
const fs = require('node:fs');
const path = require('node:path');

const PACKAGE_DIR = path.resolve(__dirname, '..');
const ARTIFACTS_DIR = path.join(PACKAGE_DIR, 'artifacts');
const CONTRACTS_DIR = path.join(PACKAGE_DIR, 'contracts');

/** The pinned compiler: solc-js 0.8.37 ships the compiler inside the npm package. */
const SOLC_VERSION = '0.8.37';

/**
 * Compiler settings, pinned: optimizer 200 runs and `evmVersion` set explicitly (0.8.37 defaults to
 * osaka, which not every chain runs yet). Any change here changes the bytecode and fails the drift check.
 */
const COMPILER_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  metadata: { bytecodeHash: 'ipfs' },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'metadata'] } },
};

/**
 * Token type (product rules §3, the step-2 value) → contract; kept in step with src/token-types.ts (a test
 * checks).
 */
const CONTRACTS = {
  fixed: 'FixedToken',
  fixedBurn: 'FixedBurnableToken',
  uncapped: 'UncappedToken',
  capped: 'CappedToken',
};

function loadSolc() {
  const solc = require('solc');
  const version = solc.version();
  if (!version.startsWith(`${SOLC_VERSION}+`)) {
    throw new Error(`solc ${SOLC_VERSION} is pinned, but node_modules has ${version}; run npm install`);
  }
  return solc;
}

/** Reads `@openzeppelin/…` imports from node_modules; the compiler asks for each file it needs. */
function readImport(sourceName) {
  if (!sourceName.startsWith('@openzeppelin/contracts/')) return { error: `Import not allowed: ${sourceName}` };
  try {
    return { contents: fs.readFileSync(require.resolve(sourceName), 'utf8') };
  } catch {
    return { error: `File not found: ${sourceName}` };
  }
}

function compileInput(solc, input, onImport) {
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: onImport }));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  return output;
}

/** Sorts object keys so inputs are byte-identical whatever order files were read in. */
const sortedSources = (sources) => Object.fromEntries(Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)));

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Compiles every contract and returns the artifacts as `file name → file text`. Each type's standard-JSON
 * input holds exactly the sources its contract's metadata lists, and is compiled once more on its own to
 * prove it reproduces the same bytecode (what an explorer does when it verifies).
 */
function buildArtifacts() {
  const solc = loadSolc();
  const sources = {};
  for (const file of fs
    .readdirSync(CONTRACTS_DIR)
    .filter((f) => f.endsWith('.sol'))
    .sort()) {
    sources[`contracts/${file}`] = { content: fs.readFileSync(path.join(CONTRACTS_DIR, file), 'utf8') };
  }
  const imported = {};
  const output = compileInput(solc, { language: 'Solidity', sources, settings: COMPILER_SETTINGS }, (name) => {
    const result = readImport(name);
    if (result.contents !== undefined) imported[name] = { content: result.contents };
    return result;
  });
  const allSources = { ...sources, ...imported };
  const compilerVersion = `v${solc.version().replace(/\.Emscripten\.clang$/, '')}`;
  const files = {};
  const contracts = {};
  for (const [type, contractName] of Object.entries(CONTRACTS)) {
    const sourceName = `contracts/${contractName}.sol`;
    const compiled = output.contracts?.[sourceName]?.[contractName];
    if (!compiled) throw new Error(`${sourceName} has no contract ${contractName}`);
    const metadata = JSON.parse(compiled.metadata);
    const input = {
      language: 'Solidity',
      sources: sortedSources(Object.fromEntries(Object.keys(metadata.sources).map((s) => [s, allSources[s]]))),
      settings: COMPILER_SETTINGS,
    };
    const again = compileInput(solc, input, () => ({ error: 'the standard-JSON input must be self-contained' }));
    if (again.contracts[sourceName][contractName].evm.bytecode.object !== compiled.evm.bytecode.object) {
      throw new Error(`${contractName}: its standard-JSON input does not reproduce the bytecode`);
    }
    files[`${type}.json`] = json({
      tokenType: type,
      contractName,
      sourceName,
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
    });
    files[`${type}.input.json`] = json(input);
    contracts[type] = { contractName, sourceName, qualifiedName: `${sourceName}:${contractName}` };
  }
  files['compiler.json'] = json({
    compilerVersion,
    settings: COMPILER_SETTINGS,
    licenseType: 'MIT',
    openzeppelin: require('@openzeppelin/contracts/package.json').version,
    contracts,
  });
  return files;
}

/** Names of committed artifacts that differ from a fresh build (or are missing, or left over). */
function driftedArtifacts(built = buildArtifacts(), dir = ARTIFACTS_DIR) {
  const committed = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  const names = new Set([...committed, ...Object.keys(built)]);
  return [...names].sort().filter((name) => {
    const file = path.join(dir, name);
    return !(name in built) || !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== built[name];
  });
}

module.exports = {
  PACKAGE_DIR,
  ARTIFACTS_DIR,
  SOLC_VERSION,
  COMPILER_SETTINGS,
  CONTRACTS,
  buildArtifacts,
  driftedArtifacts,
};
