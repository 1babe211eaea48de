#!/usr/bin/env node
// `npm run bench:build`: cold and warm (one entry changed) site build times and the page count, against
// a throw-away CMS seeded from the fixtures. Targets (issue #2): cold ≤ 90 s, warm ≤ 30 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_DIR } from './lib/env.mjs';
import { buildCms, cmsNeedsBuild, startCms } from './lib/cms.mjs';
import { run } from './lib/processes.mjs';
import { buildSite } from './lib/site.mjs';

const PORT = Number(process.env.BENCH_CMS_PORT ?? 1342);
const CMS_URL = `http://127.0.0.1:${PORT}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
const site = { cmsUrl: CMS_URL, siteUrl: 'http://localhost:9000' };

function countPages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => {
    if (e.isDirectory())
      return (
        n + (['page-data', 'static', '_gatsby', 'media'].includes(e.name) ? 0 : countPages(path.join(dir, e.name)))
      );
    return n + (e.name === 'index.html' ? 1 : 0);
  }, 0);
}

async function timed(fn) {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** Changes one published entry the way an editor would (admin API: edit the German title, publish). */
async function changeOneEntry() {
  const call = async (method, url, token, body) => {
    const r = await fetch(CMS_URL + url, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body && JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  const { data } = await call('POST', '/admin/register-admin', undefined, {
    email: 'bench@example.com',
    password: 'Bench-Passw0rd!',
    firstname: 'Bench',
    lastname: 'Mark',
  });
  const post = (await call('GET', '/api/posts?locale=en&pagination[pageSize]=1')).data[0];
  const base = `/content-manager/collection-types/api::post.post/${post.documentId}`;
  await call('PUT', `${base}?locale=de`, data.token, { title: `Geänderter Titel ${Date.now()}` });
  await call('POST', `${base}/actions/publish?locale=de`, data.token, {});
}

let cms;
try {
  if (cmsNeedsBuild()) await buildCms();
  cms = await startCms({ port: PORT, env: { DATABASE_FILENAME: path.join(tmp, 'bench.db') }, stdio: 'ignore' });
  await run(process.execPath, [path.join(SITE_DIR, '..', 'node_modules', 'gatsby', 'cli.js'), 'clean'], {
    cwd: SITE_DIR,
    stdio: 'ignore',
  });
  const cold = await timed(() => buildSite(site));
  const pages = countPages(path.join(SITE_DIR, 'public'));
  await changeOneEntry();
  const warm = await timed(() => buildSite(site));
  console.log(
    `\nbench:build  machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  );
  console.log(`cold build: ${cold.toFixed(1)} s (target ≤ 90 s)`);
  console.log(`warm build, one entry changed: ${warm.toFixed(1)} s (target ≤ 30 s)`);
  console.log(`pages: ${pages}`);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
} finally {
  await cms?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
