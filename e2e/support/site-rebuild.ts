import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { SECRET_HEADER } from '@app/rebuild';
import { CMS_URL } from '../../tests/support/cms';

/** Where the e2e run's own site build lives: not site/public, which the other specs are served from. */
const LIVE_SITE_DIR = path.resolve(__dirname, '..', '..', '.state', 'e2e-rebuild');

type Status = { state: string; lastBuild: { result: string; error: string | null; startedAt: string } | null };
export type LiveSite = {
  /** The live release, served as in production (the static server follows the `current` link). */
  url: string;
  /**
   * Resolves once a build that started at `since` or later has finished and nothing is waiting or building any more
   * (what was published before `since` is live); rejects naming a failed build.
   */
  settled(since: number, timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Starts e2e/support/live-site.mjs: the rebuild service on REBUILD_WEBHOOK_URL (where the test CMS sends its
 * webhook), real site builds, the live release served on `port`. What an editor publishes in the admin is on this
 * site after the rebuild, as with `npm start`.
 */
export async function startLiveSite(port: number): Promise<LiveSite> {
  const webhookUrl = process.env.REBUILD_WEBHOOK_URL ?? 'http://127.0.0.1:9102/webhook';
  const statusUrl = new URL('status', webhookUrl).href;
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'live-site.mjs')], {
    env: {
      ...process.env,
      CMS_URL,
      REBUILD_WEBHOOK_URL: webhookUrl,
      LIVE_SITE_PORT: String(port),
      LIVE_SITE_DIR,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // The rebuild service answers its status to holders of the webhook's secret only (the CMS's, from cms/.env).
  const { ensureCmsSecrets } = await import('../../scripts/lib/env.mjs');
  const headers = { [SECRET_HEADER]: ensureCmsSecrets().REBUILD_WEBHOOK_SECRET };
  const status = async (): Promise<Status | null> => {
    try {
      const response = await fetch(statusUrl, { headers });
      return response.ok ? ((await response.json()) as Status) : null;
    } catch {
      return null;
    }
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 1_000));
  for (let i = 0; i < 60 && (await status()) === null; i += 1) await pause();
  return {
    url: `http://localhost:${port}`,
    async settled(since, timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const s = await status();
        if (s?.state === 'idle' && s.lastBuild && Date.parse(s.lastBuild.startedAt) >= since) {
          if (s.lastBuild?.result !== 'success') throw new Error(`site build failed: ${s.lastBuild?.error}`);
          return;
        }
        await pause();
      }
      throw new Error(`no site build went live within ${timeoutMs} ms`);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
