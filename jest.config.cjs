/**
 * Unit tests: fast, no servers. Tests that run a whole toolchain (`*.toolchain.test.*`: Parcel, Workbox's bundler,
 * patch-package, solc, a Hardhat chain) and integration tests have their own configs.
 */
module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/packages',
    '<rootDir>/site/src',
    '<rootDir>/site/test',
    '<rootDir>/cms/tests',
    '<rootDir>/scripts',
    '<rootDir>/deploy',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '\\.integration\\.test\\.', '\\.toolchain\\.test\\.'],
  moduleNameMapper: {
    '^@app/(routing|icons|cms-client|validation|contracts|quiz|rebuild|content-rules)$':
      '<rootDir>/packages/$1/src/index.ts',
    '\\.css$': '<rootDir>/site/test/style-stub.js',
  },
  transform: { '^.+\\.[tj]sx?$': 'babel-jest', '^.+\\.mjs$': 'babel-jest' },
  // ESM-only packages (marked, sanitize-html's HTML parser) are compiled for Jest like the project's code.
  transformIgnorePatterns: [
    '/node_modules/(?!(?:[^/]+/node_modules/)?(?:marked|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)',
  ],
};
