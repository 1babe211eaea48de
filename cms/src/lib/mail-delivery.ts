import type { Core } from '@strapi/strapi';
import { companyFooter, withFooter } from './mail-footer';
import { standaloneUrls, textToHtml } from './mail-html';
import { MAIL_KINDS, type OutgoingMail } from './mail-outbox';

/**
 * Hands a mail to the e-mail plugin with an HTML part made from the text, every character escaped; only a
 * mail whose words are all ours gets clickable links (its own confirmation and unsubscribe links). Every mail
 * to a visitor gets the company's legal details below it here, where every mail passes, in its own language.
 */
export async function deliverMail(strapi: Core.Strapi, mail: OutgoingMail): Promise<void> {
  const policy = MAIL_KINDS[mail.kind];
  const body =
    policy.audience === 'visitor' ? withFooter(mail.text, await companyFooter(strapi, mail.locale)) : mail.text;
  const links = policy.ownWords ? standaloneUrls(body) : [];
  await strapi
    .plugin('email')
    .service('email')
    .send({
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: body,
      html: textToHtml(body, { lang: mail.locale || undefined, links }),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
}
