/**
 * The `web` service's entry point (deploy/web/serve-live-release.sh) with Debian's nginx, started by
 * scripts/lib/deploy-stack.mjs on stand-in releases: it follows the rebuild worker's `current` link with a
 * reload (new redirects without a restart), and a release nginx refuses never replaces the live one.
 */
import fs from 'fs';
import { switchRelease, writeBrokenRelease, writeRelease } from '../../scripts/lib/release-fixture.mjs';

const WEB = process.env.LIVE_WEB_URL ?? 'http://live-web-url-not-set.invalid';
const RELEASES = process.env.SITE_RELEASES_DIR ?? '/releases-dir-not-set';
const PID_FILE = process.env.LIVE_WEB_PID_FILE ?? '/pid-file-not-set';

const masterPid = () => fs.readFileSync(PID_FILE, 'utf8').trim();
const page = async (path: string) => {
  const response = await fetch(`${WEB}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
};

/** Polls until `check` holds (the follower polls the link every 0.3 s here, every 2 s in production). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 8_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

test('serves the live release with its redirects', async () => {
  expect((await page('/')).text).toContain('Release release-1');
  expect(await page('/insight/1/')).toMatchObject({ status: 301, location: '/en/insight/first/' });
});

test("a new release's files and redirects are live after a reload, without restarting nginx", async () => {
  const pid = masterPid();
  writeRelease(RELEASES, 'release-2', { redirects: [{ from: '/insight/2/', to: '/de/insight/zweiter/' }] });
  switchRelease(RELEASES, 'release-2');
  expect(await eventually(async () => (await page('/')).text.includes('Release release-2'))).toBe(true);
  expect(await page('/insight/2/')).toMatchObject({ status: 301, location: '/de/insight/zweiter/' });
  // The old release's redirect is gone with it: configuration and files switched together.
  expect((await page('/insight/1/')).status).toBe(404);
  expect(masterPid()).toBe(pid);
});

test('a release nginx refuses does not replace the live one', async () => {
  writeBrokenRelease(RELEASES, 'release-broken');
  switchRelease(RELEASES, 'release-broken');
  // Given time for several polls, the previous release is still what visitors get.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect((await page('/')).text).toContain('Release release-2');
  expect(await page('/insight/2/')).toMatchObject({ status: 301, location: '/de/insight/zweiter/' });
  // The next good release is picked up again.
  writeRelease(RELEASES, 'release-3');
  switchRelease(RELEASES, 'release-3');
  expect(await eventually(async () => (await page('/')).text.includes('Release release-3'))).toBe(true);
});

test('a link to a release that is still being written (no serving configuration yet) is not followed', async () => {
  fs.mkdirSync(`${RELEASES}/release-half`);
  fs.writeFileSync(`${RELEASES}/release-half/index.html`, 'half written');
  switchRelease(RELEASES, 'release-half');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect((await page('/')).text).toContain('Release release-3');
});
