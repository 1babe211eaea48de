import type { Core } from '@strapi/strapi';
import { CONTACT_FIELDS, HONEYPOT_FIELD, contactSchema, isPhoneCountry, toE164 } from '@app/validation';
import { requestLocale, text } from '../../../lib/catalogue';
import { assertOnlyKnownKeys, fieldErrors, invalid } from '../../../lib/form-errors';

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/contact → 201 "Your message has been received"; 400 with a message per invalid field. */
  async submit(ctx) {
    const raw = ctx.request.body as Record<string, unknown> | undefined;
    const locale = requestLocale(raw?.locale);
    const body = assertOnlyKnownKeys(raw, [...CONTACT_FIELDS, HONEYPOT_FIELD], locale);
    const message = text(locale, 'common:forms.contactSuccess');
    ctx.status = 201;
    if (str(body[HONEYPOT_FIELD]) !== '') {
      ctx.body = { data: { message } };
      return;
    }
    const problems = fieldErrors(body, contactSchema, locale, 'contact');
    const country = str(body.country);
    const phone = isPhoneCountry(country) ? toE164(str(body.phone), country) : null;
    if (!problems.some((p) => p.path[0] === 'phone' || p.path[0] === 'country') && phone === null) {
      problems.push({ path: ['phone'], message: text(locale, 'forms:contact.invalidPhone'), name: 'ValidationError' });
    }
    if (problems.length > 0) invalid(locale, problems);
    await strapi.service('api::contact.contact').submit({
      name: str(body.name),
      lastName: str(body.lastName),
      email: str(body.email).toLowerCase(),
      country,
      phone: phone!,
      website: str(body.website),
      message: str(body.message),
      topic: str(body.topic),
      locale,
      pageUri: str(body.pageUri),
    });
    ctx.body = { data: { message } };
  },
});
