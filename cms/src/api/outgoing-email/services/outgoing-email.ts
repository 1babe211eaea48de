import { factories, type Core } from '@strapi/strapi';
import { createId } from '@paralleldrive/cuid2';
import { text } from '../../../lib/catalogue';
import { companyInbox } from '../../../lib/company-inbox';
import { RETENTION_DAYS } from '../../../lib/retention';
import { deliverMail } from '../../../lib/mail-delivery';
import {
  DEFAULT_BACKLOG,
  DEFAULT_LIMITS,
  createMailOutbox,
  type BacklogState,
  type MailOutbox,
  type OutgoingMail,
} from '../../../lib/mail-outbox';

const UID = 'api::outgoing-email.outgoing-email';

let outbox: MailOutbox | null = null;

/** A positive number from the environment (whole unless `fractions`); a typo fails the boot instead of lifting a limit. */
function envCount(name: string, fallback: number, fractions = false): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (!fractions && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${fractions ? 'number' : 'whole number'}, got "${raw}"`);
  }
  return value;
}

/** The alarm for the company inbox (in English, like the contact notifications). */
async function backlogAlarm(strapi: Core.Strapi, state: BacklogState): Promise<OutgoingMail | null> {
  const to = await companyInbox(strapi);
  if (!to) return null;
  const minutes = state.oldestDueAt === null ? 0 : Math.floor((Date.now() - state.oldestDueAt.getTime()) / 60_000);
  const values = { count: String(state.waiting), minutes: String(minutes) };
  return {
    kind: 'mail-backlog-alarm',
    locale: 'en',
    to,
    subject: text('en', 'emails:backlogAlarm.subject', values),
    text: text('en', 'emails:backlogAlarm.body', values),
  };
}

function createOutbox(strapi: Core.Strapi): MailOutbox {
  return createMailOutbox({
    knex: strapi.db.connection,
    table: strapi.db.metadata.get(UID).tableName,
    createId,
    perSecond: envCount('MAIL_PER_SECOND', 10, true),
    log: strapi.log,
    send: (mail) => deliverMail(strapi, mail),
    limits: {
      perAddress: envCount('MAIL_MAX_WAITING_PER_ADDRESS', DEFAULT_LIMITS.perAddress),
      perDomain: envCount('MAIL_MAX_WAITING_PER_DOMAIN', DEFAULT_LIMITS.perDomain),
    },
    backlog: {
      alarmAt: envCount('MAIL_BACKLOG_ALARM', DEFAULT_BACKLOG.alarmAt),
      alarmMail: (state) => backlogAlarm(strapi, state),
    },
  });
}

/** The outgoing e-mail table plus its sender (one per CMS process). */
export default factories.createCoreService(UID, ({ strapi }) => ({
  outbox(): MailOutbox {
    outbox ??= createOutbox(strapi);
    return outbox;
  },
  /** Stops the sender if this process started one (commands like ts:generate-types never do). */
  async stopOutbox(): Promise<void> {
    await outbox?.stop();
  },
  async purgeSent(): Promise<number> {
    return this.outbox().purge(RETENTION_DAYS.sentMail);
  },
}));
