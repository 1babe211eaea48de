import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { ensurePreviewWorkspace } from '../../scripts/lib/preview.mjs';
import { startRebuildService } from '../../scripts/lib/rebuild.mjs';
import { buildSite, siteReleases } from '../../scripts/lib/site.mjs';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { CMS_URL } from '../../tests/support/cms';

/** Where the e2e run's own site build lives: not site/public, which the other specs are served from. */
const WORKSPACE = path.resolve(__dirname, '..', '..', '.state', 'e2e-rebuild');

type Status = { state: string; lastBuild: { result: string; error: string | null } | null };
export type LiveSite = {
  /** The live release, served as in production (the static server follows the `current` link). */
  url: string;
  /**
   * Resolves once a build after the first `after` builds has run and nothing is waiting or building any more (the
   * last one went live); rejects naming a failed build.
   */
  settled(after: number, timeoutMs: number): Promise<void>;
  /** How many builds have started so far. */
  builds(): number;
  stop(): Promise<void>;
};

/**
 * The publishing pipeline of `npm start`, started inside an e2e spec: the rebuild service on the address the test
 * CMS sends its webhook to (REBUILD_WEBHOOK_URL), real Gatsby builds against the test CMS in a workspace of their
 * own, each switched live as a release and served on `port`. What an editor publishes in the admin is on this
 * site after the rebuild; the site the other specs test is left as it was built.
 */
export async function startLiveSite(port: number): Promise<LiveSite> {
  const webhook = new URL(process.env.REBUILD_WEBHOOK_URL ?? 'http://127.0.0.1:9102/webhook');
  const url = `http://localhost:${port}`;
  const releases = siteReleases({ dir: path.join(WORKSPACE, 'releases'), keep: 2 });
  let builds = 0;
  const rebuild = await startRebuildService({
    host: webhook.hostname,
    port: Number(webhook.port),
    site: { cmsUrl: CMS_URL, siteUrl: url },
    build: async () => {
      builds += 1;
      const siteDir = ensurePreviewWorkspace({ workspace: path.join(WORKSPACE, 'workspace') });
      return buildSite({ cmsUrl: CMS_URL, siteUrl: url, siteDir, echo: false, translationSummary: false });
    },
    releases,
    timing: { debounceMs: 1_500, maxWaitMs: 30_000 },
    // Progress stays quiet; a failed build is reported (and makes `settled` reject).
    log: { info: () => undefined, error: (message: string) => console.error(message) },
  });
  let server: http.Server | undefined;
  const serve = async () => {
    if (server || !fs.existsSync(releases.currentPath)) return;
    server = createStaticServer(releases.currentPath);
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  };
  return {
    url,
    builds: () => builds,
    async settled(after, timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const status = rebuild.service.status() as Status;
        if (builds > after && status.state === 'idle' && status.lastBuild) {
          if (status.lastBuild.result !== 'success') throw new Error(`site build failed: ${status.lastBuild.error}`);
          await serve();
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      throw new Error(`no site build went live within ${timeoutMs} ms`);
    },
    async stop() {
      await rebuild.stop();
      if (server) await new Promise((resolve) => server!.close(resolve));
    },
  };
}
