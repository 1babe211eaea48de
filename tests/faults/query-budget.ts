/**
 * The public query budget under hostile load, on whichever database the calling test file set up: while 20
 * clients send the queries that froze the CMS (relational `$or` chains, nested logic, long values) and the most
 * expensive search the public may send, `/_health` keeps answering within 100 ms — better-sqlite3 runs every
 * statement on the process's one thread, so a slow query would hold it — and the site's runtime queries still
 * answer. Bounded: a fixed time, a fixed number of clients, a timeout on every request.
 */
import { spawn } from 'child_process';
import { postSearchQuery, SEARCH_MAX_LENGTH, toQueryString } from '@app/cms-client';
import { INSIGHT_PAGE_SIZE } from '../../site/src/features/insight-list/insight-query';
import type { FaultContext } from './context';

const CLIENTS = 20;
const LOAD_MS = 4_000;
const HEALTH_EVERY_MS = 50;
const HEALTH_LIMIT_MS = 100;

/** `filters[$or][i][topics][name][$containsi]=…` with `n` branches: 19 took 6–16 s before the budget. */
const relationalOr = (n: number) =>
  Array.from({ length: n }, (_, i) => `filters[$or][${i}][topics][name][$containsi]=${'x'.repeat(i + 1)}`).join('&');

/** What the hostile clients send, round robin. */
const HOSTILE = [
  `/api/posts?locale=en&${relationalOr(19)}`,
  `/api/posts?locale=en&${relationalOr(19).replace(/\$or/g, '$and')}`,
  `/api/posts?locale=en&populate[topics]=true&${relationalOr(12)}`,
  `/api/topics?locale=en&${relationalOr(19).replace(/\[topics\]\[name\]/g, '[posts][content]')}`,
  `/api/posts?locale=en&filters[$or][0][$or][0][$or][0][title][$containsi]=a&${relationalOr(3)}`,
  // The most expensive query the public may send: the longest search through every post's text, in a topic.
  `/api/posts?${toQueryString(
    postSearchQuery({ locale: 'en', search: 'zq'.repeat(SEARCH_MAX_LENGTH), topicSlug: 'x', page: 1, pageSize: 100 }),
  )}`,
  `/api/posts?${toQueryString(
    postSearchQuery({ locale: 'de', search: 'e'.repeat(SEARCH_MAX_LENGTH), page: 1, pageSize: 100 }),
  )}`,
];

type Timed = { status: number | 'error'; ms: number };

async function timed(url: string): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 'error', ms: performance.now() - started };
  }
}

/**
 * The hostile clients, in a process of their own (so the health checks are timed by a process that does nothing
 * else): CLIENTS loops, each sending HOSTILE round robin until the time is up, one request at a time; prints every
 * answer as JSON.
 */
const HOSTILE_CLIENTS = `
const [base, until, clients, urls] = JSON.parse(process.env.HOSTILE_LOAD);
const answers = [];
let next = 0;
const client = async () => {
  while (Date.now() < until) {
    const url = urls[next++ % urls.length];
    const started = performance.now();
    let status = 'error';
    try {
      const response = await fetch(base + url, { signal: AbortSignal.timeout(10000) });
      await response.arrayBuffer();
      status = response.status;
    } catch {}
    answers.push({ url, status, ms: performance.now() - started });
  }
};
Promise.all(Array.from({ length: clients }, client)).then(() => process.stdout.write(JSON.stringify(answers)));
`;

type HostileAnswer = Timed & { url: string };

/** Runs the hostile clients against `base` until `until`; resolves with every answer. */
function hostileLoad(base: string, until: number): Promise<HostileAnswer[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', HOSTILE_CLIENTS], {
      env: { ...process.env, HOSTILE_LOAD: JSON.stringify([base, until, CLIENTS, HOSTILE]) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(JSON.parse(out || '[]') as HostileAnswer[]));
  });
}

/** Asks `/_health` every HEALTH_EVERY_MS until `until`. */
async function healthProbe(base: string, until: number): Promise<Timed[]> {
  const answers: Timed[] = [];
  while (Date.now() < until) {
    answers.push(await timed(`${base}/_health`));
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
  return answers;
}

const spread = (values: number[]) => {
  if (values.length === 0) return 'none';
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms`;
};

export function queryBudgetFaultTests(ctx: FaultContext): void {
  describe(`the public query budget under hostile load (${ctx.label})`, () => {
    it(`/_health answers within ${HEALTH_LIMIT_MS} ms while ${CLIENTS} clients send hostile queries`, async () => {
      const base = ctx.instances[0]!.url;
      const until = Date.now() + LOAD_MS;
      const [hostile, health] = await Promise.all([hostileLoad(base, until), healthProbe(base, until)]);
      const refused = hostile.filter((a) => a.status === 400);
      const searched = hostile.filter((a) => a.status === 200);
      console.log(
        `[query budget, ${ctx.label}] ${refused.length} hostile queries refused (${spread(refused.map((a) => a.ms))}), ` +
          `${searched.length} most expensive searches (${spread(searched.map((a) => a.ms))}); ` +
          `${health.length} health checks (${spread(health.map((a) => a.ms))})`,
      );
      expect(health.length).toBeGreaterThan(10);
      expect(health.filter((a) => a.status !== 204 || a.ms >= HEALTH_LIMIT_MS)).toEqual([]);
      // Refused before any database work (400), or the public's most expensive search answered (200); nothing else.
      expect(hostile.filter((a) => a.status !== 400 && a.status !== 200)).toEqual([]);
      expect(refused.length).toBeGreaterThan(hostile.length / 2);
    }, 60_000);

    it('the insight list’s runtime queries still answer', async () => {
      const base = ctx.instances[0]!.url;
      const queries = [
        postSearchQuery({ locale: 'en', page: 1, pageSize: INSIGHT_PAGE_SIZE }),
        postSearchQuery({ locale: 'de', search: 'token', page: 1, pageSize: INSIGHT_PAGE_SIZE }),
        postSearchQuery({ locale: 'en', search: 'a', topicSlug: 'blockchain', page: 2, pageSize: INSIGHT_PAGE_SIZE }),
      ];
      for (const query of queries) {
        const answer = await fetch(`${base}/api/posts?${toQueryString(query)}`);
        expect({ query, status: answer.status }).toEqual({ query, status: 200 });
      }
      const topics = toQueryString({ locale: 'en', fields: ['name', 'slug'], pagination: { page: 1, pageSize: 100 } });
      expect((await fetch(`${base}/api/topics?${topics}`)).status).toBe(200);
    });
  });
}
