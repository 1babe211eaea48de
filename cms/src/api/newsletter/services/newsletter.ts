import type { Core } from '@strapi/strapi';
import { localizePath, type Locale } from '@app/routing';
import { createId } from '@paralleldrive/cuid2';
import { requestLocale, text } from '../../../lib/catalogue';
import type { OutgoingMail } from '../../../lib/mail-outbox';
import { createSignUpStore, type SignUpOutcome } from '../../../lib/newsletter-signups';
import { signedQuery, verifiedEmail, type LinkPurpose } from '../../../lib/signed-link';

const UID = 'api::subscriber.subscriber';
const OUTBOX = 'api::outgoing-email.outgoing-email';
/** Unconfirmed sign-ups (and their links) expire after this many days. */
export const CONFIRMATION_DAYS = 7;
/** How long an unsubscribe link in an e-mail keeps working. */
export const UNSUBSCRIBE_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Newsletter mail that names the address: deleted with it when the visitor unsubscribes. */
const NEWSLETTER_KINDS = ['newsletter-confirmation'];

/** The address a signed link acts on, and the language to speak (the subscriber's, else the link's). */
export type LinkTarget = {
  email: string;
  locale: Locale;
  /** The subscriber's row, or null when the address is not (or no longer) on the list. */
  subscriber: { id: number; confirmedAt: unknown } | null;
};

function secret(strapi: Core.Strapi): string {
  const keys = strapi.config.get('server.app.keys') as string[] | undefined;
  const value = process.env.NEWSLETTER_SECRET ?? keys?.[0];
  if (!value) throw new Error('No secret to sign newsletter links (NEWSLETTER_SECRET or APP_KEYS)');
  return value;
}

function cmsBase(strapi: Core.Strapi): string {
  const base = (strapi.config.get('server.url') as string) || `http://localhost:${strapi.config.get('server.port')}`;
  return base.replace(/\/+$/, '');
}

let signUps: ReturnType<typeof createSignUpStore> | null = null;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Puts an address on the list once (a unique index makes parallel duplicates impossible) and queues its
   * confirmation e-mail; a repeated sign-up of an unconfirmed address re-sends the confirmation once the
   * last one is a few minutes old. Resolves after the row is committed.
   */
  subscribe(input: { email: string; pageUri: string; locale: Locale }): Promise<SignUpOutcome> {
    signUps ??= createSignUpStore({
      knex: strapi.db.connection,
      table: strapi.db.metadata.get(UID).tableName,
      outbox: strapi.service(OUTBOX).outbox(),
      outboxTable: strapi.db.metadata.get(OUTBOX).tableName,
      confirmationMail: (email, locale) => this.confirmationMail(email, locale),
      createId,
    });
    return signUps.signUp({ ...input, email: input.email.trim().toLowerCase() });
  },

  /** A signed link to the CMS page that does `purpose` for the address (after a click on its button). */
  link(purpose: LinkPurpose, email: string, locale: Locale): string {
    const days = purpose === 'confirm' ? CONFIRMATION_DAYS : UNSUBSCRIBE_DAYS;
    const query = signedQuery(secret(strapi), purpose, { email, expires: Date.now() + days * DAY_MS }, locale);
    return `${cmsBase(strapi)}/api/newsletter/${purpose}?${query}`;
  },

  /**
   * The confirmation e-mail. Like every newsletter e-mail it carries a signed unsubscribe link, and the
   * `List-Unsubscribe` headers mail programs offer as a one-click button (RFC 8058: a POST to that URL).
   */
  confirmationMail(email: string, locale: Locale): OutgoingMail {
    const unsubscribe = this.link('unsubscribe', email, locale);
    return {
      kind: 'newsletter-confirmation',
      to: email,
      subject: text(locale, 'emails:newsletterConfirm.subject'),
      text: text(locale, 'emails:newsletterConfirm.body', {
        link: this.link('confirm', email, locale),
        days: String(CONFIRMATION_DAYS),
        unsubscribeLink: unsubscribe,
      }),
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  },

  /** What a link's query points at when its signature is right for `purpose` and unexpired; null otherwise. */
  async linkTarget(purpose: LinkPurpose, query: Record<string, unknown>): Promise<LinkTarget | null> {
    const email = verifiedEmail(secret(strapi), purpose, query);
    if (email === null) return null;
    const row = await strapi.db.query(UID).findOne({ where: { email }, select: ['id', 'confirmedAt', 'language'] });
    return {
      email,
      locale: requestLocale(row?.language ?? query.lang),
      subscriber: row ? { id: row.id as number, confirmedAt: row.confirmedAt } : null,
    };
  },

  /** Confirms the subscriber a link names (idempotent). */
  async confirm(target: LinkTarget): Promise<void> {
    if (target.subscriber === null || target.subscriber.confirmedAt) return;
    await strapi.db.query(UID).update({ where: { id: target.subscriber.id }, data: { confirmedAt: new Date() } });
  },

  /** Deletes the address: its subscriber row and the newsletter e-mails sent or waiting for it. */
  async unsubscribe(target: LinkTarget): Promise<void> {
    const knex = strapi.db.connection;
    await knex.transaction(async (trx) => {
      await trx(strapi.db.metadata.get(UID).tableName).where({ email: target.email }).delete();
      await trx(strapi.db.metadata.get(OUTBOX).tableName)
        .where({ recipient: target.email })
        .whereIn('kind', NEWSLETTER_KINDS)
        .delete();
    });
    strapi.log.info('[newsletter] an address unsubscribed and was deleted');
  },

  /** Deletes sign-ups that were not confirmed within the confirmation period. */
  async purgeUnconfirmed(): Promise<number> {
    const cutoff = new Date(Date.now() - CONFIRMATION_DAYS * DAY_MS);
    const { count } = await strapi.db
      .query(UID)
      .deleteMany({ where: { confirmedAt: { $null: true }, consentAt: { $lt: cutoff } } });
    if (count > 0)
      strapi.log.info(`[newsletter] purged ${count} unconfirmed sign-up(s) older than ${CONFIRMATION_DAYS} days`);
    return count;
  },

  /** Where the newsletter pages send the visitor: the site's home page in their language. */
  siteHome(locale: Locale): string {
    return `${(process.env.SITE_URL ?? 'http://localhost:9000').replace(/\/+$/, '')}${localizePath('/', locale)}`;
  },
});
