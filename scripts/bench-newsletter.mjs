#!/usr/bin/env node
// `npm run bench:newsletter`: load on POST /api/newsletter (distinct e-mails) beside the CMS's own
// GET /api/posts in the same run, on loopback against a throw-away CMS. The rate limit is lifted for this
// run only, explicitly (FORM_RATE_LIMIT_DISABLED=true). Targets: newsletter ≥ 70 % of the GET
// req/s, p99 ≤ 150 ms, zero errors, and as many rows as accepted requests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { buildCms, cmsNeedsBuild, startCms } from './lib/cms.mjs';
import { startSmtpCapture } from './lib/smtp-capture.mjs';

const PORT = Number(process.env.BENCH_CMS_PORT ?? 1343);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The sign-up run sends a fixed number of requests so every one completes and can be matched to a row. */
const SIGNUPS = Number(process.env.BENCH_SIGNUPS ?? 10000);
/** Requests per endpoint before measuring, so the figures describe a running server, not a cold one. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-newsletter-'));
const dbFile = path.join(tmp, 'bench.db');

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: CONNECTIONS, ...(options.amount ? {} : { duration: SECONDS }), ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

let cms;
let smtp;
try {
  if (cmsNeedsBuild()) await buildCms();
  smtp = await startSmtpCapture(path.join(tmp, 'mail'));
  cms = await startCms({
    port: PORT,
    env: {
      NODE_ENV: 'production',
      DATABASE_FILENAME: dbFile,
      FORM_RATE_LIMIT_DISABLED: 'true',
      // Every sign-up of the run is at one domain: lift the outbox's per-domain bound for this run only.
      MAIL_MAX_WAITING_PER_DOMAIN: String(SIGNUPS + WARMUP),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
    },
    stdio: 'ignore',
  });

  const run = Date.now().toString(36);
  let n = 0;
  const signUps = (prefix, amount) =>
    load({
      amount,
      url: `${BASE}/api/newsletter`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ email: `${prefix}-${(n += 1)}@example.com`, pageUri: '/insight/', locale: 'en' }),
          }),
        },
      ],
    });

  // Warm-up (not measured): both code paths compiled by the JIT, connection pools open.
  const none = { '2xx': 0, errors: 0, timeouts: 0, non2xx: 0 };
  if (WARMUP > 0) await load({ url: `${BASE}/api/posts?locale=en`, amount: WARMUP });
  const warm = WARMUP > 0 ? await signUps(`warmup-${run}`, WARMUP) : none;

  const get = await load({ url: `${BASE}/api/posts?locale=en` });
  const post = await signUps(`bench-${run}`, SIGNUPS);

  const db = new Database(dbFile, { readonly: true });
  const count = (prefix) => db.prepare('SELECT COUNT(*) AS n FROM subscribers WHERE email LIKE ?').get(`${prefix}-%`).n;
  const rows = count(`bench-${run}`) + count(`warmup-${run}`);
  const queued = db.prepare("SELECT COUNT(*) AS n FROM outgoing_emails WHERE kind = 'newsletter-confirmation'").get().n;
  db.close();

  const accepted = post['2xx'] + warm['2xx'];
  const errors = post.errors + post.timeouts + post.non2xx + warm.errors + warm.timeouts + warm.non2xx;
  const ratio = post.requests.average / get.requests.average;
  const lost = accepted - rows;
  const ok = (pass) => (pass ? 'PASS' : 'FAIL');
  console.log(
    `\nbench:newsletter  ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${CONNECTIONS} connections`,
  );
  console.log(`warm-up: ${WARMUP} GETs and ${WARMUP} sign-ups (not measured); GET ${SECONDS} s; ${SIGNUPS} sign-ups`);
  console.log(`GET  /api/posts?locale=en   ${get.requests.average.toFixed(0)} req/s   p99 ${get.latency.p99} ms`);
  console.log(`POST /api/newsletter        ${post.requests.average.toFixed(0)} req/s   p99 ${post.latency.p99} ms`);
  console.log(`ratio newsletter / GET      ${(ratio * 100).toFixed(0)} %   (target ≥ 70 %)   ${ok(ratio >= 0.7)}`);
  console.log(`newsletter p99              ${post.latency.p99} ms   (target ≤ 150 ms)  ${ok(post.latency.p99 <= 150)}`);
  console.log(`errors (non-2xx, timeouts)  ${errors}   (target 0)   ${ok(errors === 0)}`);
  console.log(`accepted ${accepted}, rows ${rows}, lost ${lost}   (target 0 lost)   ${ok(lost === 0)}`);
  console.log(
    `confirmation e-mails queued ${queued}   (one per sign-up: ${ok(queued === rows)}; sent at the outbox's pace)`,
  );
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
} finally {
  await cms?.stop();
  await smtp?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
