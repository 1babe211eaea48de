import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { localizePath, type Locale } from '@app/routing';
import { createId } from '@paralleldrive/cuid2';
import { text } from '../../../lib/catalogue';
import type { OutgoingMail } from '../../../lib/mail-outbox';
import { createSignUpStore, type SignUpOutcome } from '../../../lib/newsletter-signups';

const UID = 'api::subscriber.subscriber';
/** Unconfirmed sign-ups (and their links) expire after this many days. */
export const CONFIRMATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

function secret(strapi: Core.Strapi): string {
  const keys = strapi.config.get('server.app.keys') as string[] | undefined;
  const value = process.env.NEWSLETTER_SECRET ?? keys?.[0];
  if (!value) throw new Error('No secret to sign newsletter confirmation links (NEWSLETTER_SECRET or APP_KEYS)');
  return value;
}

const sign = (strapi: Core.Strapi, email: string, expires: number) =>
  crypto.createHmac('sha256', secret(strapi)).update(`${email}\n${expires}`).digest('base64url');

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
      outbox: strapi.service('api::outgoing-email.outgoing-email').outbox(),
      outboxTable: strapi.db.metadata.get('api::outgoing-email.outgoing-email').tableName,
      confirmationMail: (email, locale) => this.confirmationMail(email, locale),
      createId,
    });
    return signUps.signUp({ ...input, email: input.email.trim().toLowerCase() });
  },

  confirmationUrl(email: string): string {
    const expires = Date.now() + CONFIRMATION_DAYS * DAY_MS;
    const base = (strapi.config.get('server.url') as string) || `http://localhost:${strapi.config.get('server.port')}`;
    const query = new URLSearchParams({ email, expires: String(expires), signature: sign(strapi, email, expires) });
    return `${base.replace(/\/+$/, '')}/api/newsletter/confirm?${query}`;
  },

  confirmationMail(email: string, locale: Locale): OutgoingMail {
    return {
      kind: 'newsletter-confirmation',
      to: email,
      subject: text(locale, 'emails:newsletterConfirm.subject'),
      text: text(locale, 'emails:newsletterConfirm.body', {
        link: this.confirmationUrl(email),
        days: String(CONFIRMATION_DAYS),
      }),
    };
  },

  /** Confirms the sign-up a valid, unexpired link names. Returns its locale, or null for a bad link. */
  async confirm(query: { email?: unknown; expires?: unknown; signature?: unknown }): Promise<Locale | null> {
    const email = typeof query.email === 'string' ? query.email : '';
    const expires = Number(query.expires);
    const signature = typeof query.signature === 'string' ? query.signature : '';
    if (!email || !Number.isFinite(expires) || expires < Date.now()) return null;
    const expected = Buffer.from(sign(strapi, email, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
    const subscriber = await strapi.db.query(UID).findOne({ where: { email } });
    if (!subscriber) return null;
    if (!subscriber.confirmedAt) {
      await strapi.db.query(UID).update({ where: { id: subscriber.id }, data: { confirmedAt: new Date() } });
    }
    return (subscriber.language as Locale) ?? 'en';
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

  /** Where the confirmation page sends the visitor: the site's home page in their language. */
  siteHome(locale: Locale): string {
    return `${(process.env.SITE_URL ?? 'http://localhost:9000').replace(/\/+$/, '')}${localizePath('/', locale)}`;
  },
});
