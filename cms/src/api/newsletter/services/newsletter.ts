import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { localizePath, type Locale } from '@app/routing';
import { text } from '../../../lib/catalogue';

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

/** True when the database refused a second row for the same e-mail (unique index). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === '23505' || /unique/i.test(e.message ?? '');
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Stores a sign-up once per e-mail address (a unique index makes parallel duplicates impossible) and
   * sends the confirmation e-mail for a new one. Returns whether a new row was created.
   */
  async subscribe(input: { email: string; pageUri: string; locale: Locale }): Promise<boolean> {
    const email = input.email.trim().toLowerCase();
    try {
      await strapi.db.query(UID).create({
        data: { email, pageUri: input.pageUri, language: input.locale, consentAt: new Date() },
      });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    // The sign-up is stored; the e-mail goes out in the background so the visitor never waits for SMTP.
    void this.sendConfirmation(email, input.locale).catch((error: Error) =>
      strapi.log.error(`[newsletter] confirmation e-mail to ${email} failed: ${error.message}`),
    );
    return true;
  },

  confirmationUrl(email: string): string {
    const expires = Date.now() + CONFIRMATION_DAYS * DAY_MS;
    const base = (strapi.config.get('server.url') as string) || `http://localhost:${strapi.config.get('server.port')}`;
    const query = new URLSearchParams({ email, expires: String(expires), signature: sign(strapi, email, expires) });
    return `${base.replace(/\/+$/, '')}/api/newsletter/confirm?${query}`;
  },

  async sendConfirmation(email: string, locale: Locale): Promise<void> {
    const link = this.confirmationUrl(email);
    await strapi
      .plugin('email')
      .service('email')
      .send({
        to: email,
        subject: text(locale, 'emails:newsletterConfirm.subject'),
        text: text(locale, 'emails:newsletterConfirm.body', { link, days: String(CONFIRMATION_DAYS) }),
      });
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
