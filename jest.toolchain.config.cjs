/**
 * Unit tests that run a whole toolchain (`*.toolchain.test.*`): Parcel compiling gatsby-node, Workbox bundling the
 * service worker, the dependency patches applied to the published packages, solc, a Hardhat chain. Seconds each,
 * so `npm run test:quick` leaves them out; `npm test` runs them as the phase `toolchain`.
 */
const unit = require('./jest.config.cjs');
module.exports = {
  ...unit,
  testMatch: ['**/*.toolchain.test.ts', '**/*.toolchain.test.tsx', '**/*.toolchain.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/'],
};
