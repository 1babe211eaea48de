import type { Core } from '@strapi/strapi';
import type { Locale } from '@app/routing';
import type { ContactInput } from '@app/validation';
import { text } from '../../../lib/catalogue';

/** A validated contact request: the shared form fields, phone in E.164, all present. */
export type ContactMessage = Required<Omit<ContactInput, 'locale'>> & { locale: Locale };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Stores the message first (nothing is lost if mail fails), then notifies the company by e-mail. */
  async submit(message: ContactMessage): Promise<void> {
    const { locale, ...fields } = message;
    await strapi.db.query('api::contact-message.contact-message').create({ data: { ...fields, language: locale } });
    await this.notify(message).catch((error: Error) =>
      strapi.log.error(`[contact] notification e-mail failed (message is stored): ${error.message}`),
    );
  },

  async notify(message: ContactMessage): Promise<void> {
    const global = await strapi.documents('api::global.global').findFirst({ locale: 'en', status: 'published' });
    const to = process.env.CONTACT_NOTIFY_TO || global?.email;
    if (!to) throw new Error('no recipient (CONTACT_NOTIFY_TO or global e-mail)');
    const lines = (['name', 'lastName', 'email', 'phone', 'country', 'website', 'topic', 'locale', 'pageUri'] as const)
      .map((field) => `${text('en', `forms:contact.fields.${field}`)}: ${message[field] || '–'}`)
      .join('\n');
    await strapi
      .plugin('email')
      .service('email')
      .send({
        to,
        replyTo: message.email,
        subject: text('en', 'emails:contactNotification.subject', {
          name: `${message.name} ${message.lastName}`.trim(),
        }),
        text: `${lines}\n\n${message.message}`,
      });
  },
});
