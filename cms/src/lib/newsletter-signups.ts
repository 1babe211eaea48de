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
 * (`resent`) or not (`pending`); or an address that is already confirmed.
 */
export type SignUpOutcome = 'created' | 'resent' | 'pending' | 'confirmed';

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

  async function write(signUps: SignUp[]): Promise<SignUpOutcome[]> {
    const firstByEmail = new Map<string, SignUp>();
    for (const s of signUps) if (!firstByEmail.has(s.email)) firstByEmail.set(s.email, s);
    const now = new Date();

    const outcomeByEmail = await knex.transaction(async (trx) => {
      const inserted: Array<{ email: string }> = await trx(table)
        .insert(
          [...firstByEmail.values()].map((s) => ({
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
      const outcomes = new Map<string, SignUpOutcome>(inserted.map((row) => [row.email, 'created']));
      const mails = inserted.map((row) => confirmationMail(row.email, firstByEmail.get(row.email)!.locale));

      const existing = [...firstByEmail.keys()].filter((email) => !outcomes.has(email));
      if (existing.length > 0) {
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
        for (const row of rows) {
          if (row.confirmed_at != null) outcomes.set(row.email, 'confirmed');
          else if (recent.has(row.email)) outcomes.set(row.email, 'pending');
          else {
            outcomes.set(row.email, 'resent');
            // The new sign-up replaces the unconfirmed one: its language (the visitor reads the site in it
            // right now), page and consent time. A confirmed subscriber is never changed by a form post.
            const again = firstByEmail.get(row.email)!;
            await trx(table)
              .where({ email: row.email })
              .whereNull('confirmed_at')
              .update({ language: again.locale, page_uri: again.pageUri, consent_at: now, updated_at: now });
            mails.push(confirmationMail(row.email, again.locale));
          }
        }
      }
      await outbox.enqueue(mails, trx);
      return outcomes;
    });
    outbox.wake();

    // Later requests for an address in the same group only learn that it is on the list.
    const answered = new Set<string>();
    return signUps.map((s) => {
      const outcome = outcomeByEmail.get(s.email);
      if (!outcome) throw new Error(`sign-up for ${s.email} was neither inserted nor found`);
      if (answered.has(s.email)) return outcome === 'confirmed' ? 'confirmed' : 'pending';
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
