import type { Knex } from 'knex';

/**
 * Outgoing e-mail goes through a table (`outgoing-email` content type) instead of straight to SMTP:
 * the request that causes a mail only writes a row — in the same transaction as the data it is about —
 * and answers; a sender in the CMS process delivers the rows at a steady pace, retries failures with
 * growing delays and survives restarts. A mail is never lost because the SMTP server was slow or down,
 * and a burst of sign-ups never floods the mail provider. Editors see each mail's state in the admin.
 */
export type MailKind = 'newsletter-confirmation' | 'contact-notification' | 'token-deployment';

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

export interface MailOutboxOptions {
  knex: Knex;
  /** Table of the `outgoing-email` content type. */
  table: string;
  /** Delivers one mail; throws when the SMTP server refuses or cannot be reached. */
  send: (mail: OutgoingMail) => Promise<void>;
  log: { info(message: string): void; error(message: string): void };
  /** Strapi-style document id for new rows. */
  createId: () => string;
  /** Upper bound of mails handed to SMTP per second. */
  perSecond?: number;
  /** Wait before the 2nd, 3rd … attempt; after the last one the mail is given up (kept with its error). */
  retryDelaysMs?: readonly number[];
  /**
   * How long a claimed mail is reserved for its sender. The sender renews the lease while the send is in
   * flight, so only a sender that died (or stopped running for this long) lets another instance take over.
   */
  leaseMs?: number;
  /** How often the table is checked for due retries and for mails left by a previous process. */
  pollMs?: number;
}

const MINUTE = 60_000;
export const DEFAULT_RETRY_DELAYS_MS = [1, 5, 30, 120, 360, 720].map((m) => m * MINUTE);

type Row = {
  id: number;
  kind: MailKind;
  recipient: string;
  reply_to: string | null;
  subject: string;
  body: string;
  attempts: number;
};

export interface MailOutbox {
  /** Queues mails; pass the transaction that writes the data they are about. Call `wake()` after commit. */
  enqueue(mails: OutgoingMail[], trx?: Knex | Knex.Transaction): Promise<void>;
  /** Starts delivering soon (after a commit that queued mails). */
  wake(): void;
  /** Delivers everything that is due now; resolves when the table has nothing due. */
  drain(): Promise<void>;
  /** Starts the periodic check for due mails. */
  start(): void;
  /** Stops delivering; a mail being sent finishes first. */
  stop(): Promise<void>;
  /** Deletes sent and given-up mails older than `days` (they contain personal data). */
  purge(days: number): Promise<number>;
}

export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { knex, table, send, log, createId } = options;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxAttempts = retryDelays.length + 1;
  const gapMs = 1000 / (options.perSecond ?? 10);
  const leaseMs = options.leaseMs ?? MINUTE;
  const pollMs = options.pollMs ?? 30_000;

  let draining: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let nextSendAt = 0;

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function due(limit: number): Promise<Row[]> {
    return (
      knex(table)
        .select('id', 'kind', 'recipient', 'reply_to', 'subject', 'body', 'attempts')
        .whereNull('sent_at')
        .where('next_attempt_at', '<=', new Date())
        .where('attempts', '<', maxAttempts)
        // A prospective client's contact request goes before a backlog of newsletter confirmations.
        .orderByRaw(`CASE WHEN kind = 'contact-notification' THEN 0 ELSE 1 END`)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
    );
  }

  /**
   * Reserves the row for this sender; false when another sender got it first. The claim is one
   * conditional UPDATE on the attempt counter (compare-and-set): PostgreSQL re-checks the condition on the
   * row's newest version after a concurrent update, SQLite runs writes one at a time, so on either
   * database exactly one of several racing senders changes the row. The claimed attempt number is the
   * lease's token: every later write of this sender only applies while the row still carries it.
   */
  async function claim(row: Row): Promise<boolean> {
    const now = Date.now();
    const changed = await knex(table)
      .where({ id: row.id, attempts: row.attempts })
      .whereNull('sent_at')
      .update({ attempts: row.attempts + 1, next_attempt_at: new Date(now + leaseMs), updated_at: new Date(now) });
    return changed === 1;
  }

  /** The rows this sender still holds: the lease token (attempt number) is unchanged and it is unsent. */
  const held = (id: number, attempt: number) => knex(table).where({ id, attempts: attempt }).whereNull('sent_at');

  /**
   * Renews the lease every third of its length while a send is in flight, so a slow mail server (each SMTP
   * step may wait up to its socket timeout) never lets a second instance send the same mail. Returns the
   * release function; it waits for a renewal still in flight so that cannot overwrite the final state.
   */
  function holdLease(row: Row, attempt: number): () => Promise<void> {
    let pending: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      pending = held(row.id, attempt)
        .update({ next_attempt_at: new Date(Date.now() + leaseMs) })
        .then((changed) => {
          if (changed === 0) log.error(`[mail] lost the lease on ${row.kind} to ${row.recipient} while sending`);
        })
        .catch((error: unknown) => log.error(`[mail] could not renew a lease: ${String(error)}`));
    }, leaseMs / 3);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await pending;
    };
  }

  /** Records the outcome of this sender's attempt, unless another sender has taken the mail over. */
  async function settle(row: Row, attempt: number, update: Record<string, unknown>): Promise<void> {
    const changed = await held(row.id, attempt).update(update);
    if (changed === 0) {
      log.error(`[mail] ${row.kind} to ${row.recipient}: lease lost during attempt ${attempt}; outcome not recorded`);
    }
  }

  async function deliver(row: Row): Promise<void> {
    const attempt = row.attempts + 1;
    const release = holdLease(row, attempt);
    try {
      await send({
        kind: row.kind,
        to: row.recipient,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.body,
      }).finally(release);
      const now = new Date();
      await settle(row, attempt, { sent_at: now, last_error: null, updated_at: now });
    } catch (error) {
      await release();
      const message = error instanceof Error ? error.message : String(error);
      const now = Date.now();
      const giveUp = attempt >= maxAttempts;
      await settle(row, attempt, {
        last_error: message.slice(0, 2000),
        next_attempt_at: giveUp ? null : new Date(now + retryDelays[attempt - 1]!),
        updated_at: new Date(now),
      });
      log.error(
        giveUp
          ? `[mail] ${row.kind} to ${row.recipient} given up after ${attempt} attempts: ${message}`
          : `[mail] ${row.kind} to ${row.recipient} failed (attempt ${attempt} of ${maxAttempts}, will retry): ${message}`,
      );
    }
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const rows = await due(20);
      if (rows.length === 0) return;
      for (const row of rows) {
        if (stopped) return;
        const wait = nextSendAt - Date.now();
        if (wait > 0) await sleep(wait);
        if (!(await claim(row))) continue;
        nextSendAt = Date.now() + gapMs;
        await deliver(row);
      }
    }
  }

  function drain(): Promise<void> {
    if (draining) {
      again = true; // rows may have been queued after the running pass looked
      return draining;
    }
    draining = (async () => {
      try {
        do {
          again = false;
          await drainOnce();
        } while (again && !stopped);
      } catch (error) {
        log.error(`[mail] outbox check failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        draining = null;
      }
    })();
    return draining;
  }

  return {
    async enqueue(mails, trx) {
      if (mails.length === 0) return;
      const now = new Date();
      await (trx ?? knex)(table).insert(
        mails.map((mail) => ({
          document_id: createId(),
          kind: mail.kind,
          recipient: mail.to,
          reply_to: mail.replyTo ?? null,
          subject: mail.subject,
          body: mail.text,
          attempts: 0,
          next_attempt_at: now,
          created_at: now,
          updated_at: now,
          published_at: now,
        })),
      );
    },
    wake() {
      if (!stopped) setImmediate(() => void drain());
    },
    drain,
    start() {
      stopped = false;
      timer ??= setInterval(() => void drain(), pollMs);
      timer.unref();
      void drain();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await draining;
    },
    async purge(days) {
      const cutoff = new Date(Date.now() - days * 24 * 60 * MINUTE);
      const count = await knex(table)
        .where((q) =>
          q.where('sent_at', '<', cutoff).orWhere((g) => g.where('attempts', '>=', maxAttempts).whereNull('sent_at')),
        )
        .where('created_at', '<', cutoff)
        .delete();
      if (count > 0) log.info(`[mail] deleted ${count} sent or given-up e-mail(s) older than ${days} days`);
      return count;
    },
  };
}
