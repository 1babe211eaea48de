import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { HONEYPOT_FIELD, contactSchema, isPhoneCountry, toE164 } from '@app/validation';
import { text } from '../../../lib/catalogue';
import { formLocale, readForm, textOf } from '../../../lib/form-errors';

/** The number in E.164; the shared `phone:country` rule has already accepted it for this country. */
function e164(phone: string, country: string): string {
  const normalised = isPhoneCountry(country) ? toE164(phone, country) : null;
  if (normalised === null) throw new Error(`contact: phone number passed validation but has no E.164 form`);
  return normalised;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/contact → 201 "Your message has been received"; 400 with a message per invalid field. */
  async submit(ctx: Context) {
    const locale = formLocale(ctx.request.body);
    const values = readForm(ctx.request.body, 'contact', contactSchema, locale);
    const field = (name: keyof typeof contactSchema) => textOf(values, name);
    // A filled honeypot looks like success to the bot and stores nothing.
    if (field(HONEYPOT_FIELD) === '') {
      // The country only sets the phone number's dialling code: without a number it is not kept.
      const phone = field('phone');
      await strapi.service('api::contact.contact').submit({
        name: field('name'),
        lastName: field('lastName'),
        email: field('email').toLowerCase(),
        country: phone === '' ? '' : field('country'),
        phone: phone === '' ? '' : e164(phone, field('country')),
        website: field('website'),
        message: field('message'),
        topic: field('topic'),
        locale,
        pageUri: field('pageUri'),
      });
    }
    ctx.status = 201;
    ctx.body = { data: { message: text(locale, 'common:forms.contactSuccess') } };
  },
});
