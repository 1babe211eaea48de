import type { Core } from '@strapi/strapi';
import { CONFIRMATION_DAYS, DAY_MS } from './signed-link';

/**
 * Deletes the rows of `uid` whose address was not confirmed (`confirmedAt` empty) within CONFIRMATION_DAYS of
 * `since` (the field that dates the request), logging how many under `label`.
 */
export async function purgeUnconfirmed(
  strapi: Core.Strapi,
  uid: string,
  { since, label }: { since: string; label: string },
): Promise<number> {
  const cutoff = new Date(Date.now() - CONFIRMATION_DAYS * DAY_MS);
  const { count } = await strapi.db
    .query(uid as Parameters<typeof strapi.db.query>[0])
    .deleteMany({ where: { confirmedAt: { $null: true }, [since]: { $lt: cutoff } } });
  if (count > 0) strapi.log.info(`${label} purged ${count} unconfirmed row(s) older than ${CONFIRMATION_DAYS} days`);
  return count;
}
