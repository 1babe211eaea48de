import { defineConfig } from '@playwright/test';

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
});
