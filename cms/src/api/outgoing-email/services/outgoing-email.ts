import { factories, type Core } from '@strapi/strapi';
import { createId } from '@paralleldrive/cuid2';
import { createMailOutbox, type MailOutbox } from '../../../lib/mail-outbox';

const UID = 'api::outgoing-email.outgoing-email';
/** Sent and given-up e-mails are deleted after this many days. */
export const SENT_MAIL_RETENTION_DAYS = 14;

let outbox: MailOutbox | null = null;

function createOutbox(strapi: Core.Strapi): MailOutbox {
  return createMailOutbox({
    knex: strapi.db.connection,
    table: strapi.db.metadata.get(UID).tableName,
    createId,
    perSecond: Number(process.env.MAIL_PER_SECOND ?? 10),
    log: strapi.log,
    send: (mail) =>
      strapi
        .plugin('email')
        .service('email')
        .send({
          to: mail.to,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
        }),
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
    return this.outbox().purge(SENT_MAIL_RETENTION_DAYS);
  },
}));
