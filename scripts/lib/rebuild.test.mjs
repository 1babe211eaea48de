// The rebuild service as `npm start` and the compose worker run it (scripts/lib/rebuild.mjs), with the real
// site build (scripts/lib/site.mjs) pointed at a CMS that is not running: the build must fail loudly and the
// site that was live must stay live, byte for byte.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { writeServingConfig } from '../../deploy/site-build-config.mjs';
import { createStaticServer } from './static-server.mjs';
import { startRebuildService } from './rebuild.mjs';
import { buildSite, siteReleases } from './site.mjs';

const SECRET = 'rebuild-test-secret-0123456789';
const LIVE_HOME = '<html lang="en"><body>the release that was live</body></html>';

/** A loopback port nothing listens on (taken, then released). */
const closedPort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));

let tmp;
let rebuild;
let site;
let siteUrl;
const logs = [];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-'));
  const firstBuild = path.join(tmp, 'first-build');
  fs.mkdirSync(firstBuild);
  fs.writeFileSync(path.join(firstBuild, 'index.html'), LIVE_HOME);
  writeServingConfig(firstBuild, { cmsPublicUrl: 'http://127.0.0.1:1500' });
  const releases = siteReleases({ dir: path.join(tmp, 'releases'), keep: 3 });
  await releases.publish(firstBuild);

  const cmsUrl = `http://127.0.0.1:${await closedPort()}`;
  rebuild = await startRebuildService({
    host: '127.0.0.1',
    port: 0,
    site: { cmsUrl, siteUrl: 'http://localhost:9500' },
    secret: SECRET,
    build: () => buildSite({ cmsUrl, siteUrl: 'http://localhost:9500', echo: false }),
    releases,
    timing: { debounceMs: 50, maxWaitMs: 1_000 },
    log: { info: (m) => logs.push(m), error: (m) => logs.push(m) },
  });
  site = createStaticServer(releases.currentPath);
  siteUrl = await listen(site);
});

afterAll(async () => {
  site?.close();
  await rebuild?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const postWebhook = (headers) =>
  fetch(rebuild.webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ event: 'entry.publish', model: 'post', entry: null }),
  });
const status = async () => (await fetch(`${rebuild.url}/status`, { headers: { 'X-Rebuild-Secret': SECRET } })).json();

test('a webhook without the secret, or with a wrong one, is refused and starts no build', async () => {
  expect((await postWebhook({})).status).toBe(401);
  expect((await postWebhook({ 'X-Rebuild-Secret': `${SECRET}x` })).status).toBe(401);
  expect((await postWebhook({ 'x-rebuild-secret': SECRET.toUpperCase() })).status).toBe(401);
  await new Promise((resolve) => setTimeout(resolve, 150)); // longer than the debounce
  const body = await status();
  expect(body.state).toBe('idle');
  expect(body.lastBuild).toBeNull();
  expect(body.totals).toEqual({ succeeded: 0, failed: 0 });
});

test('CMS down when a rebuild starts: the build fails loudly, the live site is unchanged', async () => {
  const liveBefore = rebuild.releases.live();
  expect((await postWebhook({ 'X-Rebuild-Secret': SECRET })).status).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await rebuild.service.settled();

  const body = await status();
  expect(body.lastBuild).toMatchObject({ result: 'failed', release: null });
  expect(body.lastBuild.error).toMatch(/The CMS at http:\/\/127\.0\.0\.1:\d+ does not answer/);
  expect(body.lastBuild.durationMs).toEqual(expect.any(Number));
  expect(body.totals).toEqual({ succeeded: 0, failed: 1 });
  expect(body.live).toEqual({ release: liveBefore.id, since: liveBefore.since });
  expect(logs.join('\n')).toMatch(/build failed .* the live site is unchanged \(release /);

  const home = await fetch(`${siteUrl}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toBe(LIVE_HOME);
});
