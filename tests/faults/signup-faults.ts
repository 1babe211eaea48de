/**
 * Newsletter sign-ups under load and through a crash, on whichever database and number of CMS processes
 * the calling test file set up: nothing answered with success is ever lost, no request gets a 5xx, and
 * every confirmation e-mail reaches the mail server exactly once even with several senders.
 */
import { openDb } from '../support/db';
import { capturedMails } from '../support/mail';
import { waitFor } from '../support/wait';
import type { FaultContext } from './context';
import { RUN, byStatus, signUp, signUpAll } from './support';

const LOAD = 1_000;
const CRASH_BATCH = 500;
/** The process is killed once this many of the 500 sign-ups were answered with success. */
const KILL_AFTER = 150;

const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}@example.com`);

/** Which instance sent a captured mail: each instance has its own sender address (EMAIL_FROM). */
const senderOf = (raw: string) => /^From: .*<no-reply\+([\w-]+)@/m.exec(raw)?.[1] ?? 'unknown';

export function signUpFaultTests(ctx: FaultContext): void {
  describe(`newsletter sign-ups under load and a crash (${ctx.label})`, () => {
    const db = openDb(ctx.target);
    afterAll(() => db.close());
    const count = async (sql: string, ...params: unknown[]) => (await db.get<{ n: number }>(sql, ...params))!.n;

    const shared = ctx.processes > 1; // (the instances start in beforeAll, after this runs)
    it(`takes ${LOAD} concurrent distinct sign-ups: ${LOAD} rows, no 5xx, ${
      shared ? 'each e-mail sent exactly once by the processes together' : `${LOAD} e-mails queued`
    }`, async () => {
      const prefix = `load-${ctx.label}-${RUN}`;
      const like = `${prefix}-%`;
      const urls = ctx.instances.map((i) => i.url);
      const answers = await Promise.all(
        addresses(prefix, LOAD).map((email, i) => signUp(urls[i % urls.length]!, email)),
      );
      expect(byStatus(answers)).toEqual({ 200: LOAD });
      expect(await count('SELECT COUNT(*) AS n FROM subscribers WHERE email LIKE ?', like)).toBe(LOAD);
      expect(
        await count('SELECT COUNT(DISTINCT recipient) AS n FROM outgoing_emails WHERE recipient LIKE ?', like),
      ).toBe(LOAD);
      if (!shared) return;

      await waitFor(
        () => count('SELECT COUNT(*) AS n FROM outgoing_emails WHERE recipient LIKE ? AND sent_at IS NOT NULL', like),
        (sent) => sent === LOAD,
        { timeoutMs: 150_000, message: `not all ${LOAD} confirmation e-mails were sent` },
      );
      // One claim per mail: a second sender taking a mail over would have raised its attempt count.
      expect(
        await db.all(
          'SELECT attempts, COUNT(*) AS n FROM outgoing_emails WHERE recipient LIKE ? GROUP BY attempts',
          like,
        ),
      ).toEqual([{ attempts: 1, n: LOAD }]);
      // What the mail server received: every address once, and every process sent some.
      const received = capturedMails().filter((m) => m.to.startsWith(`${prefix}-`));
      const perAddress = new Map<string, number>();
      for (const mail of received) perAddress.set(mail.to, (perAddress.get(mail.to) ?? 0) + 1);
      expect(perAddress.size).toBe(LOAD);
      expect([...perAddress].filter(([, n]) => n !== 1)).toEqual([]);
      const senders = new Set(received.map((m) => senderOf(m.raw)));
      expect([...senders].sort()).toEqual(ctx.instances.map((i) => i.name).sort());
    }, 240_000);

    it(`keeps every sign-up answered with success when a CMS is killed (SIGKILL) during ${CRASH_BATCH}`, async () => {
      const prefix = `crash-${ctx.label}-${RUN}`;
      const victim = ctx.instances[ctx.instances.length - 1]!;
      let succeeded = 0;
      let killed: Promise<void> | null = null;
      const answers = await signUpAll(
        ctx.instances.map((i) => i.url),
        addresses(prefix, CRASH_BATCH),
        {
          concurrency: 25,
          afterEach: (answer) => {
            if (answer.status === 200) succeeded += 1;
            if (succeeded >= KILL_AFTER) killed ??= victim.kill();
          },
        },
      );
      await killed;
      const ok = answers.filter((a) => a.status === 200).map((a) => a.email);
      const statuses = byStatus(answers);
      // Killed in the middle: some answered before, some lost their connection or found none.
      expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(statuses['network-error']).toBeGreaterThan(0);
      expect(Object.keys(statuses).filter((s) => s !== '200' && s !== 'network-error')).toEqual([]);

      await victim.start();
      const stored = new Set(
        (await db.all<{ email: string }>('SELECT email FROM subscribers WHERE email LIKE ?', `${prefix}-%`)).map(
          (r) => r.email,
        ),
      );
      expect(ok.filter((email) => !stored.has(email))).toEqual([]);
      // The restarted process takes sign-ups again.
      expect((await signUp(victim.url, `${prefix}-after-restart@example.com`)).status).toBe(200);
    }, 300_000);
  });
}
