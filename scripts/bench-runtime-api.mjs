#!/usr/bin/env node
// `npm run bench:runtime-api`: the insight list's runtime requests (tests/support/runtime-queries.ts: the
// query exactly as the site's island sends it, with the site's Origin) against a throw-away production CMS on
// loopback, straight and through the production CMS proxy (deploy/cms-proxy.conf with Debian's nginx):
// req/s and p99 for the list, a topic page and a search, each run BENCH_RUNS times (median and spread).
// Targets: through the proxy, list and topic pages ≥ 2,000 req/s with p99 ≤ 50 ms; searches
// from one client are refused with 429 beyond the per-client limit instead of queueing.
// Ports: BENCH_CMS_PORT (1510), BENCH_PROXY_PORT (8515) and the one after it. Loopback only, bounded runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildCms, cmsNeedsBuild, startCms } from './lib/cms.mjs';
import { startCmsProxy } from './lib/nginx.mjs';
import { listRequest, searchRequest, topicRequest } from '../tests/support/runtime-queries.ts';

const HOST = '127.0.0.1';
const CMS_PORT = Number(process.env.BENCH_CMS_PORT ?? 1510);
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? 8515);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The site's origin: the browser sends it with every runtime request, and the proxy caches per origin. */
const SITE_ORIGIN = process.env.BENCH_SITE_ORIGIN ?? 'http://localhost:9510';
const TARGET = { rps: 2000, p99: 50 };

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-runtime-api-'));

/** One bounded load run; the status counts say how many searches the proxy refused. */
function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers: { Origin: SITE_ORIGIN } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) => `${Math.min(...values)}–${Math.max(...values)}`;

async function measure(base, target) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await load(`${base}${target}`);
    const codes = result.statusCodeStats ?? {};
    runs.push({
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      ok: codes['200']?.count ?? 0,
      limited: codes['429']?.count ?? 0,
      errors: result.errors + result.timeouts,
      other: result.non2xx - (codes['429']?.count ?? 0),
      statuses: Object.entries(codes)
        .filter(([code]) => code !== '200' && code !== '429')
        .map(([code, { count }]) => `${code}×${count}`),
    });
  }
  return {
    rps: median(runs.map((r) => r.rps)),
    rpsSpread: spread(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    p99Spread: spread(runs.map((r) => r.p99)),
    ok: runs.reduce((sum, r) => sum + r.ok, 0),
    limited: runs.reduce((sum, r) => sum + r.limited, 0),
    failed: runs.reduce((sum, r) => sum + r.errors + r.other, 0),
    // What the failures were: socket errors and timeouts, and any status other than 200 and 429.
    failures: runs.flatMap((r) => [...(r.errors ? [`errors×${r.errors}`] : []), ...r.statuses]).join(' '),
  };
}

let cms;
let proxy;
try {
  if (cmsNeedsBuild()) await buildCms();
  cms = await startCms({
    host: HOST,
    port: CMS_PORT,
    env: {
      NODE_ENV: 'production',
      DATABASE_FILENAME: path.join(tmp, 'bench.db'),
      SITE_URL: SITE_ORIGIN,
      // Behind the proxy it trusts one hop, as in production.
      IS_PROXIED: 'true',
    },
    stdio: ['ignore', fs.openSync(path.join(tmp, 'cms.log'), 'w'), 'inherit'],
  });
  proxy = await startCmsProxy({
    upstream: `${HOST}:${CMS_PORT}`,
    port: PROXY_PORT,
    adminPort: PROXY_PORT + 1,
    workers: 'auto',
  });
  const direct = `http://${HOST}:${CMS_PORT}`;

  const topics = await (await fetch(`${direct}/api/topics?locale=en&fields[0]=slug`)).json();
  const topicSlug = topics.data?.[0]?.slug;
  if (!topicSlug) throw new Error('The seeded CMS has no topic to query.');
  const scenarios = [
    // Page 1: the fixtures fill one page per locale, and an empty page would measure nothing. The island sends
    // this very query (e.g. back from a search); only its parameters' values differ between pages.
    ['list (page 1)', listRequest({ page: 1 })],
    [`topic (${topicSlug})`, topicRequest(topicSlug)],
    ['search ("token")', searchRequest('token')],
  ];
  // The proxy must answer what the CMS answers, with the CORS header the site's origin needs.
  for (const [, target] of scenarios) {
    const headers = { Origin: SITE_ORIGIN };
    const straight = await fetch(`${direct}${target}`, { headers });
    const proxied = await fetch(`${proxy.url}${target}`, { headers });
    if (!straight.ok || !proxied.ok) throw new Error(`${target}: CMS ${straight.status}, proxy ${proxied.status}`);
    if ((await straight.text()) !== (await proxied.text())) throw new Error(`${target}: the proxy answered otherwise`);
    if (proxied.headers.get('access-control-allow-origin') !== SITE_ORIGIN)
      throw new Error(`${target}: no CORS header for ${SITE_ORIGIN} through the proxy`);
  }
  // Warm-up (not measured): the CMS's JIT and connection pool, nginx's upstream keep-alive.
  for (const [, target] of scenarios) await load(`${direct}${target}`);

  const rows = [];
  for (const [name, target] of scenarios) {
    rows.push({ name, via: 'Strapi', ...(await measure(direct, target)) });
    rows.push({ name, via: 'proxy', ...(await measure(proxy.url, target)) });
  }

  const cpus = os.cpus();
  console.log(
    `\nbench:runtime-api  ${new Date().toISOString()}  ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, Node ${process.version}`,
  );
  console.log(`${CONNECTIONS} connections, ${RUNS} runs × ${SECONDS} s each; median (spread)\n`);
  for (const row of rows) {
    const verdict =
      row.via === 'proxy' && !row.name.startsWith('search')
        ? row.rps >= TARGET.rps && row.p99 <= TARGET.p99 && row.failed === 0
          ? 'PASS'
          : 'FAIL'
        : '';
    console.log(
      `${row.name.padEnd(20)} ${row.via.padEnd(7)} ${String(row.rps).padStart(6)} req/s (${row.rpsSpread})  p99 ${String(row.p99).padStart(4)} ms (${row.p99Spread})  200: ${row.ok}  429: ${row.limited}  other: ${row.failed}${row.failures ? ` (${row.failures})` : ''}  ${verdict}`,
    );
    if (verdict === 'FAIL') process.exitCode = 1;
  }
  const search = rows.find((row) => row.via === 'proxy' && row.name.startsWith('search'));
  if (search === undefined) throw new Error('no search request was measured through the proxy');
  const limited = search.limited > 0 && search.p99 <= TARGET.p99 && search.failed === 0;
  console.log(
    `\nsearch through the proxy: ${search.ok} answered, ${search.limited} refused with 429, p99 ${search.p99} ms  ${limited ? 'PASS (limited per client, not queued)' : 'FAIL'}`,
  );
  if (!limited) process.exitCode = 1;
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
} finally {
  await proxy?.stop();
  await cms?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
