import type { Core } from '@strapi/strapi';
import type { Locale } from '@app/routing';
import { createId } from '@paralleldrive/cuid2';
import { requestLocale, text } from '../../../lib/catalogue';
import type { OutgoingMail } from '../../../lib/mail-outbox';
import { createSignUpStore, type SignUpOutcome } from '../../../lib/newsletter-signups';
import { purgeUnconfirmed } from '../../../lib/unconfirmed';
import {
  CONFIRMATION_DAYS,
  DAY_MS,
  cmsBaseUrl,
  linkSecret,
  signedQuery,
  verifiedEmail,
  type LinkPurpose,
} from '../../../lib/signed-link';

const UID = 'api::subscriber.subscriber';
const OUTBOX = 'api::outgoing-email.outgoing-email';
/** How long an unsubscribe link in an e-mail keeps working. */
export const UNSUBSCRIBE_DAYS = 365;
/** Newsletter mail that names the address: deleted with it when the visitor unsubscribes. */
const NEWSLETTER_KINDS = ['newsletter-confirmation'];

/** The address a signed link acts on, and the language to speak (the subscriber's, else the link's). */
export type LinkTarget = {
  email: string;
  locale: Locale;
  /** The subscriber's row, or null when the address is not (or no longer) on the list. */
  subscriber: { id: number; confirmedAt: unknown } | null;
};

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
    const query = signedQuery(linkSecret(strapi), purpose, { email, expires: Date.now() + days * DAY_MS }, locale);
    return `${cmsBaseUrl(strapi)}/api/newsletter/${purpose}?${query}`;
  },

  /**
   * The confirmation e-mail. Like every newsletter e-mail it carries a signed unsubscribe link, and the
   * `List-Unsubscribe` headers mail programs offer as a one-click button (RFC 8058: a POST to that URL).
   */
  confirmationMail(email: string, locale: Locale): OutgoingMail {
    const unsubscribe = this.link('unsubscribe', email, locale);
    return {
      kind: 'newsletter-confirmation',
      locale,
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
    const email = verifiedEmail(linkSecret(strapi), purpose, query);
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
  purgeUnconfirmed(): Promise<number> {
    return purgeUnconfirmed(strapi, UID, { since: 'consentAt', label: '[newsletter]' });
  },
});
