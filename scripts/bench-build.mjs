#!/usr/bin/env node
// `npm run bench:build`: cold and warm (one entry changed) site build times, the page count and how many CMS
// entries each build fetched in full, against a throw-away CMS seeded from the fixtures. Targets:
// cold ≤ 90 s, warm ≤ 30 s; the warm build fetches only what changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_DIR } from './lib/env.mjs';
import { buildCms, cmsNeedsBuild, startCms } from './lib/cms.mjs';
import { buildSite } from './lib/site.mjs';
import {
  cmsCaller,
  countPages,
  fetchedInFull,
  gatsbyClean,
  publishGermanTitle,
  registerBenchAdmin,
} from './lib/bench-cms.mjs';

const PORT = Number(process.env.BENCH_CMS_PORT ?? 1342);
const CMS_URL = `http://127.0.0.1:${PORT}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
const site = { cmsUrl: CMS_URL, siteUrl: 'http://localhost:9000' };

/** One site build: its time in seconds and what its sourcing step fetched (see `fetchedInFull`). */
async function timedBuild() {
  let output = '';
  const start = process.hrtime.bigint();
  await buildSite({ ...site, onOutput: (chunk) => (output += chunk) });
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, fetched: fetchedInFull(output) };
}

const fetchedLine = ({ fetched }) =>
  fetched === undefined
    ? 'fetched in full: unknown (the build printed no "Strapi fetched in full" line)'
    : `fetched in full: ${fetched.fetched} entries (of ${fetched.of}) — ${fetched.types
        .filter((t) => t.fetched > 0)
        .map((t) => `${t.type} ${t.fetched}/${t.of}`)
        .join(', ')}`;

/** Changes one published entry the way an editor would (admin API: edit the German title, publish). */
async function changeOneEntry() {
  const call = cmsCaller(CMS_URL);
  const token = await registerBenchAdmin(call);
  const post = (await call('GET', '/api/posts?locale=en&pagination[pageSize]=1')).data[0];
  await publishGermanTitle(call, token, post.documentId, `Geänderter Titel ${Date.now()}`);
}

let cms;
try {
  if (cmsNeedsBuild()) await buildCms();
  cms = await startCms({ port: PORT, env: { DATABASE_FILENAME: path.join(tmp, 'bench.db') }, stdio: 'ignore' });
  await gatsbyClean();
  const cold = await timedBuild();
  const pages = countPages(path.join(SITE_DIR, 'public'));
  await changeOneEntry();
  const warm = await timedBuild();
  console.log(
    `\nbench:build  machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  );
  console.log(`cold build: ${cold.seconds.toFixed(1)} s (target ≤ 90 s); ${fetchedLine(cold)}`);
  console.log(`warm build, one entry changed: ${warm.seconds.toFixed(1)} s (target ≤ 30 s); ${fetchedLine(warm)}`);
  console.log(`pages: ${pages}`);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
} finally {
  await cms?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
