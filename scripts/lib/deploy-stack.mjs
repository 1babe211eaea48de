// What the deploy tests (tests/deploy/, TEST_PHASE=deploy) run against, all on loopback with Debian's nginx:
// - the CMS proxy (deploy/cms-proxy.conf) in front of an echo upstream, so a test sees exactly what reached
//   the CMS; the same proxy with an admin allow-list that excludes loopback, to see /admin refused;
// - the `web` service's live-release follower (deploy/web/serve-live-release.sh) on stand-in releases.
// Five ports from `basePort`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEchoUpstream } from './echo-upstream.mjs';
import { startCmsProxy, startLiveReleaseWeb } from './nginx.mjs';
import { switchRelease, writeRelease } from './release-fixture.mjs';

/** An allow-list without loopback: the admin listener must refuse the test's requests. */
const OFFICE_ONLY = 'allow 192.0.2.0/24;\ndeny all;\n';

export async function startDeployTestStack({ basePort, host = '127.0.0.1' }) {
  const started = [];
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  fs.chmodSync(releasesDir, 0o755);
  try {
    const upstream = await startEchoUpstream({ host });
    started.push(upstream);
    const proxy = await startCmsProxy({ upstream: upstream.address, port: basePort, adminPort: basePort + 1, host });
    started.push(proxy);
    const restricted = await startCmsProxy({
      upstream: upstream.address,
      port: basePort + 2,
      adminPort: basePort + 3,
      host,
      snippets: { 'admin-access.conf': OFFICE_ONLY },
    });
    started.push(restricted);
    writeRelease(releasesDir, 'release-1', { redirects: [{ from: '/insight/1/', to: '/en/insight/first/' }] });
    switchRelease(releasesDir, 'release-1');
    const web = await startLiveReleaseWeb({ releasesDir, port: basePort + 4, host });
    started.push(web);
    return {
      env: {
        CMS_PROXY_URL: proxy.url,
        CMS_PROXY_ADMIN_URL: proxy.adminUrl,
        CMS_PROXY_RESTRICTED_ADMIN_URL: restricted.adminUrl,
        LIVE_WEB_URL: web.url,
        LIVE_WEB_PID_FILE: web.pidFile,
        SITE_RELEASES_DIR: releasesDir,
      },
      web,
      stop: () => stopAll(started, releasesDir),
    };
  } catch (error) {
    await stopAll(started, releasesDir);
    throw error;
  }
}

async function stopAll(started, releasesDir) {
  for (const part of started.reverse()) await part.stop().catch((error) => console.error(error.message));
  fs.rmSync(releasesDir, { recursive: true, force: true });
}
