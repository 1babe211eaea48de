import type { Knex } from 'knex';
import type { Locale } from '@app/routing';
import { createGroupCommit } from './group-commit';
import type { MailOutbox, OutgoingMail } from './mail-outbox';

export interface SignUp {
  /** Already trimmed and lower-cased. */
  email: string;
  pageUri: string;
  locale: Locale;
}

/**
 * What happened to a sign-up: a new subscriber (confirmation e-mail queued); an address that is waiting
 * for confirmation, with a fresh confirmation e-mail when the last one is older than the resend interval
 * (`resent`) or not (`pending`); an address that is already confirmed; or `held`: the outbox has enough
 * mail waiting for this address or its domain (a flood), so nothing was stored or changed — try later.
 */
export type SignUpOutcome = 'created' | 'resent' | 'pending' | 'confirmed' | 'held';

export interface SignUpStoreOptions {
  knex: Knex;
  /** Table of the `subscriber` content type. */
  table: string;
  outbox: MailOutbox;
  /** Table of the `outgoing-email` content type (to find the last confirmation e-mail). */
  outboxTable: string;
  confirmationMail: (email: string, locale: Locale) => OutgoingMail;
  createId: () => string;
  /** A repeated sign-up of an unconfirmed address re-sends the confirmation after this long. */
  resendAfterMs?: number;
}

/**
 * Newsletter sign-ups, written in groups: all sign-ups that arrive while one group is being written go
 * into the next, as one INSERT … ON CONFLICT (email) DO NOTHING plus their confirmation e-mails, in one
 * transaction. The unique index on the address decides which request created the subscriber — also
 * between several CMS processes on one PostgreSQL database — so a burst of the same address leaves one
 * row and one e-mail, and every request gets an answer only after its row is committed.
 */
export function createSignUpStore(options: SignUpStoreOptions) {
  const { knex, table, outbox, outboxTable, confirmationMail, createId } = options;
  const resendAfterMs = options.resendAfterMs ?? 10 * 60_000;

  /** Inserts the addresses not on the list yet; returns those it inserted. */
  async function insertNew(trx: Knex.Transaction, signUps: SignUp[], now: Date): Promise<string[]> {
    const inserted: Array<{ email: string }> = await trx(table)
      .insert(
        signUps.map((s) => ({
          document_id: createId(),
          email: s.email,
          language: s.locale,
          page_uri: s.pageUri,
          consent_at: now,
          created_at: now,
          updated_at: now,
          published_at: now,
        })),
      )
      .onConflict('email')
      .ignore()
      .returning(['email']);
    return inserted.map((row) => row.email);
  }

  /**
   * A new sign-up replaces the unconfirmed one it repeats: its language (the visitor reads the site in it
   * right now), page and consent time. A confirmed subscriber is never changed by a form post.
   */
  async function renew(trx: Knex.Transaction, emails: string[], latest: Map<string, SignUp>, now: Date) {
    for (const email of emails) {
      const again = latest.get(email)!;
      await trx(table)
        .where({ email })
        .whereNull('confirmed_at')
        .update({ language: again.locale, page_uri: again.pageUri, consent_at: now, updated_at: now });
    }
  }

  /**
   * Sorts addresses already on the list: confirmed ones, unconfirmed ones with a recent confirmation e-mail
   * (`pending`), and the rest, which get a new confirmation — returned, their outcome set to `resent`.
   */
  async function resendable(
    trx: Knex.Transaction,
    existing: string[],
    outcomes: Map<string, SignUpOutcome>,
    now: Date,
  ): Promise<string[]> {
    if (existing.length === 0) return [];
    const rows: Array<{ email: string; confirmed_at: unknown }> = await trx(table)
      .select('email', 'confirmed_at')
      .whereIn('email', existing);
    const unconfirmed = rows.filter((r) => r.confirmed_at == null).map((r) => r.email);
    const recent = new Set(
      unconfirmed.length === 0
        ? []
        : (
            await trx(outboxTable)
              .distinct('recipient')
              .where('kind', 'newsletter-confirmation')
              .whereIn('recipient', unconfirmed)
              .where('created_at', '>', new Date(now.getTime() - resendAfterMs))
          ).map((r: { recipient: string }) => r.recipient),
    );
    const resend: string[] = [];
    for (const row of rows) {
      if (row.confirmed_at != null) outcomes.set(row.email, 'confirmed');
      else if (recent.has(row.email)) outcomes.set(row.email, 'pending');
      else {
        outcomes.set(row.email, 'resent');
        resend.push(row.email);
      }
    }
    return resend;
  }

  async function write(signUps: SignUp[]): Promise<SignUpOutcome[]> {
    const firstByEmail = new Map<string, SignUp>();
    for (const s of signUps) if (!firstByEmail.has(s.email)) firstByEmail.set(s.email, s);
    const now = new Date();

    const outcomeByEmail = await knex.transaction(async (trx) => {
      const inserted = await insertNew(trx, [...firstByEmail.values()], now);
      const outcomes = new Map<string, SignUpOutcome>(inserted.map((email) => [email, 'created']));
      const existing = [...firstByEmail.keys()].filter((email) => !outcomes.has(email));
      const resend = await resendable(trx, existing, outcomes, now);

      const mails = [...inserted, ...resend].map((email) => confirmationMail(email, firstByEmail.get(email)!.locale));
      const { held } = await outbox.enqueue(mails, trx);
      const heldEmails = new Set(held.map((mail) => mail.to));
      // A sign-up whose confirmation cannot be queued leaves no trace: a new row goes, an old one stays as it was.
      const heldNew = inserted.filter((email) => heldEmails.has(email));
      if (heldNew.length > 0) await trx(table).whereIn('email', heldNew).delete();
      for (const email of heldEmails) outcomes.set(email, 'held');
      await renew(
        trx,
        resend.filter((email) => !heldEmails.has(email)),
        firstByEmail,
        now,
      );
      return outcomes;
    });
    outbox.wake();

    // Later requests for an address in the same group only learn that it is on the list.
    const answered = new Set<string>();
    return signUps.map((s) => {
      const outcome = outcomeByEmail.get(s.email);
      if (!outcome) throw new Error(`sign-up for ${s.email} was neither inserted nor found`);
      if (answered.has(s.email)) return outcome === 'confirmed' || outcome === 'held' ? outcome : 'pending';
      answered.add(s.email);
      return outcome;
    });
  }

  const group = createGroupCommit(write);
  return {
    signUp: (signUp: SignUp) => group.add(signUp),
    idle: () => group.idle(),
  };
}
