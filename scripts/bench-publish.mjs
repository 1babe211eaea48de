#!/usr/bin/env node
// `npm run bench:publish`: from an editor's "Publish" (German title of one post changed through the admin
// API) to the new title on the static site, end to end through the webhook, the rebuild service, the release
// switch and the static server. Median and spread of 5 runs; target (issue #15) ≤ 30 s.
// The draft preview no longer builds (it re-sources a save in seconds, `npm run bench:preview`), so a publish
// never waits behind a preview build. Throw-away CMS database and releases folder; Gatsby's cache in site/ is used
// (warm builds, as in production).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsCaller, publishGermanTitle, registerBenchAdmin } from './lib/bench-cms.mjs';
import { buildCms, cmsNeedsBuild, startCms } from './lib/cms.mjs';
import { median } from './lib/median.mjs';
import { startRebuildService } from './lib/rebuild.mjs';
import { siteReleases } from './lib/site.mjs';
import { createStaticServer } from './lib/static-server.mjs';

// The compiled routing package (its package.json points ESM importers at TypeScript sources).
const { articlePath, localizePath } = createRequire(import.meta.url)('@app/routing');

// 5 by default (the recorded figure); BENCH_RUNS lowers it for a quick check.
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const TIMEOUT_MS = 180_000;
const CMS_PORT = Number(process.env.BENCH_CMS_PORT ?? 1343);
const REBUILD_PORT = Number(process.env.BENCH_REBUILD_PORT ?? 9190);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 9191);
const CMS_URL = `http://127.0.0.1:${CMS_PORT}`;
const SITE_URL = `http://localhost:${SITE_PORT}`;
const SECRET = crypto.randomBytes(24).toString('hex');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-publish-'));

const call = cmsCaller(CMS_URL);

/** Polls the German article page until it shows `title`; resolves with the time it appeared. */
async function waitForTitle(url, title) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(url, { cache: 'no-store' }).catch(() => null);
    if (response?.ok && (await response.text()).includes(title)) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`"${title}" did not appear on ${url} within ${TIMEOUT_MS / 1000} s`);
}

let cms;
let rebuild;
let server;
try {
  if (cmsNeedsBuild()) await buildCms();
  const releases = siteReleases({ dir: path.join(tmp, 'releases'), keep: 2 });
  rebuild = await startRebuildService({
    host: '127.0.0.1',
    port: REBUILD_PORT,
    site: { cmsUrl: CMS_URL, siteUrl: SITE_URL },
    secret: SECRET,
    releases,
    log: { info: () => {}, error: (m) => console.error(m) },
  });
  cms = await startCms({
    port: CMS_PORT,
    env: {
      DATABASE_FILENAME: path.join(tmp, 'bench.db'),
      REBUILD_WEBHOOK_URL: rebuild.webhookUrl,
      REBUILD_WEBHOOK_SECRET: SECRET,
      SITE_URL,
    },
    stdio: 'ignore',
  });
  console.log('▶ First build (warms Gatsby’s cache) …');
  rebuild.service.notify({ reason: 'startup', at: new Date().toISOString() }, { immediate: true });
  await rebuild.service.settled();
  if (releases.live() === null) throw new Error(`the first build failed: ${rebuild.service.status().lastBuild?.error}`);
  server = createStaticServer(releases.currentPath);
  await new Promise((resolve) => server.listen(SITE_PORT, '127.0.0.1', resolve));

  const token = await registerBenchAdmin(call, { email: 'bench-publish@example.com', lastname: 'Publish' });
  const post = (await call('GET', '/api/posts?locale=de&pagination[pageSize]=1')).data[0];
  const pageUrl = SITE_URL + localizePath(articlePath(post.slug), 'de');

  const cases = [{ name: 'save and publish', before: async () => {} }];
  const results = [];
  for (const { name, before } of cases) {
    console.log(`\n▶ ${name}`);
    const seconds = [];
    for (let run = 1; run <= RUNS; run += 1) {
      await before();
      const title = `Neuer Titel ${run} · ${crypto.randomBytes(4).toString('hex')}`;
      const start = performance.now();
      await publishGermanTitle(call, token, post.documentId, title);
      const seen = await waitForTitle(pageUrl, title);
      const took = (seen - start) / 1000;
      seconds.push(took);
      console.log(`run ${run}: ${took.toFixed(1)} s`);
      await rebuild.service.settled(); // the next edit starts from an idle service
    }
    results.push({ name, seconds });
  }
  console.log(
    `\nbench:publish  ${new Date().toISOString().slice(0, 10)}  machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  );
  for (const { name, seconds } of results) {
    const sorted = [...seconds].sort((a, b) => a - b);
    console.log(
      `${name}: publish → on the static site: median ${median(seconds).toFixed(1)} s, min ${sorted[0].toFixed(1)} s, max ${sorted[sorted.length - 1].toFixed(1)} s (${RUNS} runs; target ≤ 30 s)`,
    );
  }
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
} finally {
  server?.close();
  await rebuild?.stop();
  await cms?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
