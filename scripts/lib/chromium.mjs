// Debian's Chromium for end-to-end tests: browsers cannot be downloaded here, apt can install it.
import fs from 'node:fs';
import { run } from './processes.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's chromium package when it is missing (needs root, as on CI and dev machines). */
export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  console.log('▶ Installing Chromium from Debian packages …');
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return CHROMIUM_PATH;
}
