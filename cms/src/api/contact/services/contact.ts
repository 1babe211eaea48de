import type { Core } from '@strapi/strapi';
import type { Locale } from '@app/routing';
import type { ContactInput } from '@app/validation';
import { text } from '../../../lib/catalogue';
import { companyInbox } from '../../../lib/company-inbox';
import type { OutgoingMail } from '../../../lib/mail-outbox';
import { fieldLines, oneLine, quoted } from '../../../lib/mail-text';

const NOTIFIED_FIELDS = [
  'name',
  'lastName',
  'email',
  'phone',
  'country',
  'website',
  'topic',
  'locale',
  'pageUri',
] as const;

/** A validated contact request: the shared form fields (an empty string where an optional one was left out), phone in E.164. */
export type ContactMessage = Required<Omit<ContactInput, 'locale'>> & { locale: Locale };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Stores the message and queues the company's notification e-mail in one transaction; the outbox
   * delivers it (with retries), so the visitor never waits for SMTP and a mail server outage loses nothing.
   */
  async submit(message: ContactMessage): Promise<void> {
    const { locale, ...fields } = message;
    const outbox = strapi.service('api::outgoing-email.outgoing-email').outbox();
    const notification = await this.notification(message);
    await strapi.db.transaction(async ({ trx }) => {
      await strapi.db.query('api::contact-message.contact-message').create({ data: { ...fields, language: locale } });
      if (notification) await outbox.enqueue([notification], trx);
    });
    if (!notification) {
      strapi.log.error('[contact] message stored, but nobody is notified: set CONTACT_NOTIFY_TO or the global e-mail');
    }
    outbox.wake();
  },

  /**
   * The notification to the company (CONTACT_NOTIFY_TO, else the e-mail address in the global settings): one
   * `Label: value` line per field, then the message quoted line by line — no value can add a line that looks
   * like one of ours.
   */
  async notification(message: ContactMessage): Promise<OutgoingMail | null> {
    const to = await companyInbox(strapi);
    if (!to) return null;
    const label = (field: string) => text('en', `forms:contact.fields.${field}`);
    const lines = fieldLines(NOTIFIED_FIELDS.map((field) => [label(field), message[field]] as const));
    return {
      kind: 'contact-notification',
      locale: 'en',
      to,
      replyTo: message.email,
      subject: text('en', 'emails:contactNotification.subject', {
        name: oneLine(`${message.name} ${message.lastName}`),
      }),
      text: `${lines}\n\n${label('message')}:\n${quoted(message.message)}`,
    };
  },
});
