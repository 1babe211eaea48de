/**
 * Tests against a running CMS (phase "cms") or a built site (phase "build"); scripts/test.mjs starts
 * what they need and sets CMS_URL, SITE_PUBLIC_DIR, TEST_PHASE.
 */
const unit = require('./jest.config.cjs');
const phase = process.env.TEST_PHASE ?? 'cms';
module.exports = {
  ...unit,
  roots: [`<rootDir>/tests/${phase}`],
  testMatch: ['**/*.integration.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 60_000,
};
