/**
 * The `web` service's entry point (deploy/web/serve-live-release.sh) with Debian's nginx, started by
 * scripts/lib/deploy-stack.mjs on stand-in releases: it follows the rebuild worker's `current` link with a
 * reload (new redirects without a restart), and a release nginx refuses never replaces the live one.
 */
import fs from 'fs';
import http from 'http';
import { switchRelease, writeBrokenRelease, writeRelease } from '../../scripts/lib/release-fixture.mjs';

const WEB = process.env.LIVE_WEB_URL ?? 'http://live-web-url-not-set.invalid';
const RELEASES = process.env.SITE_RELEASES_DIR ?? '/releases-dir-not-set';
const PID_FILE = process.env.LIVE_WEB_PID_FILE ?? '/pid-file-not-set';

const masterPid = () => fs.readFileSync(PID_FILE, 'utf8').trim();
/**
 * One request on a connection of its own. fetch() keeps connections alive, and a reload makes nginx's old
 * workers close their idle ones: a pooled connection can die under the next request ("other side closed"),
 * which a browser retries silently and undici does not. The test is about what each reload serves, so every
 * request gets a fresh connection.
 */
const page = (path: string) =>
  new Promise<{ status: number; location: string | undefined; text: string }>((resolve, reject) => {
    const request = http.get(`${WEB}${path}`, { agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, text }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });

/**
 * Polls until `check` holds `times` times in a row (the follower polls the link every 0.3 s here, every 2 s in
 * production). One success is not enough after a reload: an old worker that has not yet closed its listening socket
 * can still take the next connection.
 */
async function eventually(check: () => Promise<boolean>, { timeoutMs = 8_000, times = 1 } = {}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let inARow = 0;
  while (Date.now() < deadline) {
    inARow = (await check()) ? inARow + 1 : 0;
    if (inARow >= times) return true;
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
  // A reload is graceful: for a few milliseconds old workers (old release, old redirects) still accept
  // connections beside the new ones, so the whole new state is awaited, not its first sign. Each worker
  // serves one release with that release's redirects; the old release's redirect goes with it.
  const releaseTwoLive = async () =>
    (await page('/')).text.includes('Release release-2') &&
    (await page('/insight/1/')).status === 404 &&
    (await page('/insight/2/')).location === '/de/insight/zweiter/';
  expect(await eventually(releaseTwoLive, { times: 5 })).toBe(true);
  expect(await page('/insight/2/')).toMatchObject({ status: 301, location: '/de/insight/zweiter/' });
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
