// Debian's Chromium for end-to-end tests: browsers cannot be downloaded here, apt can install it.
import fs from 'node:fs';
import { run } from './processes.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for every headless Chromium we start (end-to-end tests, Lighthouse). Without the background-networking
 * flags Chromium floods the closed network.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

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
