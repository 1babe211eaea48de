import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

/** End-to-end tests in Debian's Chromium against the site scripts/test.mjs serves. */
export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.SITE_URL ?? 'http://localhost:9101',
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
});
