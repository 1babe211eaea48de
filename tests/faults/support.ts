/**
 * Fault tests start, kill and restart real CMS processes (compiled Strapi) on the test databases that
 * `scripts/test.mjs` prepared, with the form rate limit lifted for the load (FORM_RATE_LIMIT_DISABLED)
 * and mail going to a real SMTP capture. Every load is bounded: a fixed number of requests, a fixed
 * concurrency and a timeout on each request.
 */
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import path from 'path';
import { assertPortFree, startProcess, waitForHttp } from '../../scripts/lib/processes.mjs';
import type { DbTarget } from '../support/db';

const ROOT = path.resolve(__dirname, '..', '..');
export const CMS_DIR = path.join(ROOT, 'cms');
const STRAPI_BIN = path.join(ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const LOG_DIR = path.join(ROOT, '.state');
// TypeScript infers the .mjs helper's options from its defaults, which leave out `child`.
const waitForHealth = waitForHttp as (
  url: string,
  options: { timeoutMs: number; child: ChildProcess },
) => Promise<void>;

/** First of the ports the fault tests may use (scripts/test.mjs gives them a range of five). */
export const FAULTS_PORT = Number(process.env.FAULTS_CMS_PORT ?? 1343);
/** A run-unique part of every address the tests sign up, so counts never include earlier rows. */
export const RUN = Date.now().toString(36);

/** The CMS's DATABASE_* settings for a test database (a DATABASE_URL in cms/.env must not win). */
export function databaseEnv(target: DbTarget): Record<string, string> {
  if (target.client === 'sqlite') {
    return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: target.file, DATABASE_URL: '' };
  }
  const url = new URL(target.url);
  return {
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: '',
    DATABASE_HOST: url.hostname,
    DATABASE_PORT: url.port || '5432',
    DATABASE_NAME: url.pathname.slice(1),
    DATABASE_USERNAME: decodeURIComponent(url.username),
    DATABASE_PASSWORD: decodeURIComponent(url.password),
  };
}

type Child = ChildProcess & { stop(): Promise<void> };

/** One CMS process on a port: start, stop, SIGKILL, restart on the same database. */
export class CmsInstance {
  readonly url: string;
  private child: Child | null = null;
  private starts = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    await assertPortFree('127.0.0.1', this.port);
    this.starts += 1;
    const log = fs.openSync(path.join(LOG_DIR, `faults-${this.name}-${this.starts}.log`), 'w');
    const child = startProcess(process.execPath, [STRAPI_BIN, 'start'], {
      cwd: CMS_DIR,
      env: {
        ...process.env,
        STRAPI_TELEMETRY_DISABLED: 'true',
        BROWSER: 'none',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        PUBLIC_URL: this.url,
        FORM_RATE_LIMIT_DISABLED: 'true',
        // Every load address is on one test domain: lift the per-domain flood bound the load would hit.
        MAIL_MAX_WAITING_PER_DOMAIN: '100000',
        ...this.env,
      },
      stdio: ['ignore', log, log],
    }) as Child;
    this.child = child;
    await waitForHealth(`${this.url}/_health`, { timeoutMs: 180_000, child });
  }

  /** SIGKILL to the whole process group: no shutdown hooks, no flushing — a crash. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    await this.child?.stop();
  }
}

export type Answer = { email: string; status: number | 'network-error' };

/** One newsletter sign-up; a refused or cut connection is recorded, not thrown. */
export async function signUp(baseUrl: string, email: string, timeoutMs = 60_000): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, pageUri: '/insight/', locale: 'en' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return { email, status: response.status };
  } catch {
    return { email, status: 'network-error' };
  }
}

/**
 * Sends one sign-up per address with at most `concurrency` in flight, round-robin over the instances;
 * `afterEach` sees every answer as it arrives (e.g. to kill a process midway).
 */
export async function signUpAll(
  urls: string[],
  emails: string[],
  { concurrency, afterEach }: { concurrency: number; afterEach?: (answer: Answer) => Promise<void> | void },
): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const index = next++;
      const answer = await signUp(urls[index % urls.length]!, emails[index]!);
      answers.push(answer);
      await afterEach?.(answer);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, emails.length) }, worker));
  return answers;
}

/** Counts answers by status, e.g. `{ 200: 998, 'network-error': 2 }`. */
export const byStatus = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});
