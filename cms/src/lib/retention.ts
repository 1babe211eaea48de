import type { Core } from '@strapi/strapi';
import { CONFIRMATION_DAYS, DAY_MS } from './signed-link';

/**
 * How long the CMS keeps the personal data visitors send, in days. The privacy policy states every period in every
 * language, and `cms/tests/privacy-policy.test.ts` compares the two: a period changed here and not in the policy
 * (or the other way round) fails the test.
 */
export const RETENTION_DAYS = {
  /** Newsletter sign-ups and token reports whose address was not confirmed, counted from the request. */
  unconfirmed: CONFIRMATION_DAYS,
  /** Sent and given-up e-mails of the outbox, counted from sending. */
  sentMail: 14,
  /** Contact form messages, counted from their arrival. */
  contactMessage: 180,
  /** Token reports, counted from the confirmation that sent their details e-mail. */
  tokenReport: 90,
} as const;

export type RetentionKind = keyof typeof RETENTION_DAYS;

const CONTACT_MESSAGE = 'api::contact-message.contact-message';
const TOKEN_DEPLOYMENT = 'api::token-deployment.token-deployment';

/** Deletes the rows of `uid` whose datetime `field` lies more than `days` back; logs and returns how many. */
export async function deleteOlderThan(
  strapi: Core.Strapi,
  uid: typeof CONTACT_MESSAGE | typeof TOKEN_DEPLOYMENT,
  field: 'createdAt' | 'confirmedAt',
  days: number,
): Promise<number> {
  const cutoff = new Date(Date.now() - days * DAY_MS);
  const { count } = await strapi.db.query(uid).deleteMany({ where: { [field]: { $lt: cutoff } } });
  if (count > 0) strapi.log.info(`[retention] deleted ${count} ${uid} row(s) older than ${days} days`);
  return count;
}

/**
 * Runs every retention job once (the daily cron task and every boot): one job per kind of `RETENTION_DAYS`, so a
 * period without a job does not compile. Returns how many rows or e-mails each job deleted.
 */
export async function purgeExpiredPersonalData(strapi: Core.Strapi): Promise<Record<RetentionKind, number>> {
  const newsletter = strapi.service('api::newsletter.newsletter');
  const tokens = strapi.service(TOKEN_DEPLOYMENT);
  return {
    unconfirmed: (await newsletter.purgeUnconfirmed()) + (await tokens.purgeUnconfirmed()),
    sentMail: await strapi.service('api::outgoing-email.outgoing-email').purgeSent(),
    contactMessage: await deleteOlderThan(strapi, CONTACT_MESSAGE, 'createdAt', RETENTION_DAYS.contactMessage),
    tokenReport: await deleteOlderThan(strapi, TOKEN_DEPLOYMENT, 'confirmedAt', RETENTION_DAYS.tokenReport),
  };
}
