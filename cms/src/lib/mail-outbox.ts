import type { Knex } from 'knex';
import { holdLease } from './lease';

/**
 * Outgoing e-mail goes through a table (`outgoing-email` content type) instead of straight to SMTP:
 * the request that causes a mail only writes a row — in the same transaction as the data it is about —
 * and answers; a sender in the CMS process delivers the rows at a steady pace, retries failures with
 * growing delays and survives restarts. A mail is never lost because the SMTP server was slow or down,
 * and a burst of sign-ups never floods the mail provider. Editors see each mail's state in the admin.
 *
 * A flood must not delay everybody else's mail by hours either: mails to addresses a stranger typed are
 * bounded per address and per domain while they wait (`limits`), and a backlog raises an alarm — a log
 * line and a mail to the company that editors also see at the top of the admin list (`backlog`).
 */
export type MailKind =
  | 'newsletter-confirmation'
  | 'contact-notification'
  | 'token-confirmation'
  | 'token-deployment'
  | 'mail-backlog-alarm';

type KindPolicy = {
  /**
   * Who reads it: a visitor (an address someone typed on the site), or the company itself. Every mail to a visitor
   * is a business letter of the company and carries its legal details at delivery (`outgoing-email` service).
   */
  readonly audience: 'visitor' | 'company';
  /** Lower goes first. */
  readonly priority: number;
  /** Sent to an address a visitor typed: subject to the per-address and per-domain limits. */
  readonly limited: boolean;
  /** Every word of the text is ours, so its links may be made clickable; otherwise it carries a visitor's words. */
  readonly ownWords: boolean;
};

export const MAIL_KINDS: Readonly<Record<MailKind, KindPolicy>> = {
  // Editors must hear of a backlog before it has been worked off.
  'mail-backlog-alarm': { audience: 'company', priority: 0, limited: false, ownWords: true },
  // A prospective client's request goes before a backlog of newsletter confirmations. It goes to the
  // company's own inbox, and the message is stored whether or not the mail goes out.
  'contact-notification': { audience: 'company', priority: 1, limited: false, ownWords: false },
  'newsletter-confirmation': { audience: 'visitor', priority: 2, limited: true, ownWords: true },
  // "Confirm to get your token's details", to the address a visitor typed: our words only.
  'token-confirmation': { audience: 'visitor', priority: 2, limited: true, ownWords: true },
  // The details of a deployed token (they carry the token's name), once per report, to an address that confirmed.
  'token-deployment': { audience: 'visitor', priority: 2, limited: false, ownWords: false },
};

export interface OutgoingMail {
  kind: MailKind;
  /** The language the mail is written in (a locale of LOCALES); its footer is written in it too. */
  locale: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Extra header lines of this mail (e.g. `List-Unsubscribe`). */
  headers?: Readonly<Record<string, string>>;
}

/** How much mail may wait for one recipient: per address and per domain (unsent, not given up). */
export interface MailLimits {
  perAddress: number;
  perDomain: number;
}

/** Mail that is due now and waits for its turn. */
export interface BacklogState {
  waiting: number;
  /** When the longest-waiting due mail became due; null when nothing waits. */
  oldestDueAt: Date | null;
}

export interface BacklogOptions {
  /** Alarm when this many mails are due at once … */
  alarmAt?: number;
  /** … or when a due mail has waited this long. */
  maxDelayMs?: number;
  /** While the backlog lasts, raise the alarm again after this long. */
  repeatMs?: number;
  /** The mail that tells the company (null: nobody to tell, the log line only). */
  alarmMail?: (state: BacklogState) => Promise<OutgoingMail | null>;
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
  /** How often the table is checked for due retries, for mails left by a previous process and for a backlog. */
  pollMs?: number;
  limits?: Partial<MailLimits>;
  backlog?: BacklogOptions;
}

const MINUTE = 60_000;
export const DEFAULT_RETRY_DELAYS_MS = [1, 5, 30, 120, 360, 720].map((m) => m * MINUTE);
/** At the default pace of 10 a second, 100 waiting mails of one domain are 10 seconds of sending. */
export const DEFAULT_LIMITS: MailLimits = { perAddress: 3, perDomain: 100 };
export const DEFAULT_BACKLOG = { alarmAt: 500, maxDelayMs: 5 * MINUTE, repeatMs: 60 * MINUTE };

type Row = {
  id: number;
  kind: MailKind;
  /** Null for mails queued before the column existed. */
  language: string | null;
  recipient: string;
  reply_to: string | null;
  subject: string;
  body: string;
  headers: unknown;
  attempts: number;
};

/** What `enqueue` did: the mails now in the table, and those refused because their recipient has enough waiting. */
export interface EnqueueResult {
  queued: OutgoingMail[];
  held: OutgoingMail[];
}

export interface MailOutbox {
  /** Queues mails; pass the transaction that writes the data they are about. Call `wake()` after commit. */
  enqueue(mails: OutgoingMail[], trx?: Knex | Knex.Transaction): Promise<EnqueueResult>;
  /** Starts delivering soon (after a commit that queued mails). */
  wake(): void;
  /** Delivers everything that is due now; resolves when the table has nothing due. */
  drain(): Promise<void>;
  /** Counts the due mails, and raises or clears the backlog alarm. */
  checkBacklog(): Promise<BacklogState>;
  /** Starts the periodic check for due mails. */
  start(): void;
  /** Stops delivering; a mail being sent finishes first. */
  stop(): Promise<void>;
  /** Deletes sent and given-up mails older than `days` (they contain personal data). */
  purge(days: number): Promise<number>;
}

/** The part after the last `@`, lower-cased: what the per-domain limit counts by. */
export function recipientDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

function parseHeaders(raw: unknown): Record<string, string> | undefined {
  // PostgreSQL hands a json column back parsed, SQLite as text.
  const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return typeof value === 'object' && value !== null ? (value as Record<string, string>) : undefined;
}

export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { knex, table, send, log, createId } = options;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxAttempts = retryDelays.length + 1;
  const gapMs = 1000 / (options.perSecond ?? 10);
  const leaseMs = options.leaseMs ?? MINUTE;
  const pollMs = options.pollMs ?? 30_000;
  const limits: MailLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const backlogOptions = { ...DEFAULT_BACKLOG, ...options.backlog };

  let draining: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let nextSendAt = 0;
  let alarmRaisedAt: number | null = null;

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Not sent and not given up: the mails that still wait for a (first or further) attempt. */
  const unsent = (query: Knex.QueryBuilder) => query.whereNull('sent_at').where('attempts', '<', maxAttempts);

  // `CASE kind WHEN 'mail-backlog-alarm' THEN 0 … END`, from MAIL_KINDS.
  const priority = {
    sql: `CASE kind ${Object.keys(MAIL_KINDS)
      .map(() => 'WHEN ? THEN ?')
      .join(' ')} ELSE 99 END`,
    bindings: Object.entries(MAIL_KINDS).flatMap(([kind, policy]) => [kind, policy.priority]),
  };

  async function due(limit: number): Promise<Row[]> {
    return unsent(
      knex(table).select('id', 'kind', 'language', 'recipient', 'reply_to', 'subject', 'body', 'headers', 'attempts'),
    )
      .where('next_attempt_at', '<=', new Date())
      .orderByRaw(priority.sql, priority.bindings)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit);
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
   * Renews the lease while a send is in flight (lib/lease.ts), so a slow mail server (each SMTP step may wait up to
   * its socket timeout) never lets a second instance send the same mail. Returns the release function.
   */
  function leaseOn(row: Row, attempt: number): () => Promise<void> {
    const lease = holdLease({
      leaseMs,
      renew: () => held(row.id, attempt).update({ next_attempt_at: new Date(Date.now() + leaseMs) }),
      onLost: () => log.error(`[mail] lost the lease on ${row.kind} to ${row.recipient} while sending`),
      onError: (error) => log.error(`[mail] could not renew a lease: ${String(error)}`),
    });
    return () => lease.release();
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
    const release = leaseOn(row, attempt);
    try {
      await send({
        kind: row.kind,
        locale: row.language ?? '',
        to: row.recipient,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.body,
        headers: parseHeaders(row.headers),
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

  /** Waiting mail per address and per domain of the limited mails about to be queued. */
  async function waitingFor(mails: OutgoingMail[], db: Knex | Knex.Transaction) {
    const count = async (column: 'recipient' | 'recipient_domain', keys: string[]) => {
      const rows = (await unsent(db(table).select(`${column} as key`).count({ n: '*' }).whereIn(column, keys)).groupBy(
        column,
      )) as unknown as Array<{ key: string; n: number | string }>;
      return new Map(rows.map((row) => [row.key, Number(row.n)]));
    };
    const [address, domain] = await Promise.all([
      count('recipient', [...new Set(mails.map((m) => m.to))]),
      count('recipient_domain', [...new Set(mails.map((m) => recipientDomain(m.to)))]),
    ]);
    return { address, domain };
  }

  /** Splits mails into those within the limits (counting each other, in order) and those held back. */
  async function applyLimits(mails: OutgoingMail[], db: Knex | Knex.Transaction): Promise<EnqueueResult> {
    const limited = mails.filter((m) => MAIL_KINDS[m.kind].limited);
    if (limited.length === 0) return { queued: mails, held: [] };
    const waiting = await waitingFor(limited, db);
    const result: EnqueueResult = { queued: [], held: [] };
    for (const mail of mails) {
      const domain = recipientDomain(mail.to);
      const byAddress = waiting.address.get(mail.to) ?? 0;
      const byDomain = waiting.domain.get(domain) ?? 0;
      if (MAIL_KINDS[mail.kind].limited && (byAddress >= limits.perAddress || byDomain >= limits.perDomain)) {
        result.held.push(mail);
        continue;
      }
      waiting.address.set(mail.to, byAddress + 1);
      waiting.domain.set(domain, byDomain + 1);
      result.queued.push(mail);
    }
    if (result.held.length > 0) {
      log.info(`[mail] held back ${result.held.length} e-mail(s): their address or domain has enough mail waiting`);
    }
    return result;
  }

  async function enqueue(mails: OutgoingMail[], trx?: Knex | Knex.Transaction): Promise<EnqueueResult> {
    if (mails.length === 0) return { queued: [], held: [] };
    const db = trx ?? knex;
    const result = await applyLimits(mails, db);
    if (result.queued.length === 0) return result;
    const now = new Date();
    await db(table).insert(
      result.queued.map((mail) => ({
        document_id: createId(),
        kind: mail.kind,
        language: mail.locale,
        recipient: mail.to,
        recipient_domain: recipientDomain(mail.to),
        reply_to: mail.replyTo ?? null,
        subject: mail.subject,
        body: mail.text,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
        published_at: now,
      })),
    );
    return result;
  }

  async function backlogState(): Promise<BacklogState> {
    const row = (await unsent(knex(table))
      .where('next_attempt_at', '<=', new Date())
      .count({ waiting: '*' })
      .min({ oldest: 'next_attempt_at' })
      .first()) as { waiting: number | string; oldest: Date | number | string | null } | undefined;
    const oldest = row?.oldest ?? null;
    return { waiting: Number(row?.waiting ?? 0), oldestDueAt: oldest === null ? null : new Date(oldest) };
  }

  /** Tells the company once per `repeatMs` while the backlog lasts; the row is the marker, so all instances agree. */
  async function raiseAlarm(state: BacklogState): Promise<void> {
    const since = new Date(Date.now() - backlogOptions.repeatMs);
    const recent = await knex(table).where('kind', 'mail-backlog-alarm').where('created_at', '>', since).first('id');
    if (recent) return;
    const mail = await backlogOptions.alarmMail?.(state);
    if (mail) await enqueue([mail]);
  }

  async function checkBacklog(): Promise<BacklogState> {
    const state = await backlogState();
    const delayMs = state.oldestDueAt === null ? 0 : Date.now() - state.oldestDueAt.getTime();
    const minutes = Math.floor(delayMs / MINUTE);
    const over = state.waiting >= backlogOptions.alarmAt || delayMs >= backlogOptions.maxDelayMs;
    // Cleared only well below the thresholds, so a backlog hovering at the limit does not alarm on every check.
    const clear = state.waiting < backlogOptions.alarmAt / 2 && delayMs < backlogOptions.maxDelayMs / 2;
    if (over && (alarmRaisedAt === null || Date.now() - alarmRaisedAt >= backlogOptions.repeatMs)) {
      alarmRaisedAt = Date.now();
      log.error(`[mail] backlog alarm: ${state.waiting} e-mail(s) due, the oldest waiting for ${minutes} minute(s)`);
      await raiseAlarm(state);
    } else if (clear && alarmRaisedAt !== null) {
      alarmRaisedAt = null;
      log.info(`[mail] backlog cleared: ${state.waiting} e-mail(s) due`);
    }
    return state;
  }

  async function tick(): Promise<void> {
    try {
      await checkBacklog();
    } catch (error) {
      log.error(`[mail] backlog check failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    await drain();
  }

  return {
    enqueue,
    wake() {
      if (!stopped) setImmediate(() => void drain());
    },
    drain,
    checkBacklog,
    start() {
      stopped = false;
      timer ??= setInterval(() => void tick(), pollMs);
      timer.unref();
      void tick();
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
