// Hardhat 2 as a local chain only (in-process for jest, `hardhat node` for end-to-end tests): it never
// compiles — the artifacts come from scripts/build.mjs (solc-js) — so its sources path points nowhere.
const path = require('node:path');

/** @type {import('hardhat/config').HardhatUserConfig} */
module.exports = {
  paths: {
    root: __dirname,
    sources: path.join(__dirname, 'hardhat', 'no-sources'),
    cache: path.join(__dirname, 'hardhat', 'cache'),
    artifacts: path.join(__dirname, 'hardhat', 'artifacts'),
  },
  networks: {
    hardhat: {
      chainId: 31337,
      // The artifacts target cancun (scripts/compile.cjs); the chain runs the same rules.
      hardfork: 'cancun',
    },
  },
};
