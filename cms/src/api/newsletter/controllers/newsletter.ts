import type { Core } from '@strapi/strapi';
import { HONEYPOT_FIELD, newsletterSchema } from '@app/validation';
import { requestLocale, text } from '../../../lib/catalogue';
import { formLocale, readForm, textOf } from '../../../lib/form-errors';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/newsletter `{ email, pageUri, locale? }` → 200 with the success message, also for a repeat. */
  async subscribe(ctx) {
    const locale = formLocale(ctx.request.body);
    const values = readForm(ctx.request.body, 'newsletter', newsletterSchema, locale);
    const message = text(locale, 'common:forms.newsletterCheckInbox');
    if (textOf(values, HONEYPOT_FIELD) !== '') {
      ctx.body = { data: { message } }; // looks like success to the bot, stores nothing
      return;
    }
    await strapi.service('api::newsletter.newsletter').subscribe({
      email: textOf(values, 'email'),
      pageUri: textOf(values, 'pageUri'),
      locale,
    });
    ctx.body = { data: { message } };
  },

  /** GET /api/newsletter/confirm?email&expires&signature → a small page in the subscriber's language. */
  async confirm(ctx) {
    const service = strapi.service('api::newsletter.newsletter');
    const locale = await service.confirm(ctx.query);
    const shown = locale ?? requestLocale(ctx.query.lang);
    const key = locale ? 'confirmed' : 'invalidLink';
    ctx.status = locale ? 200 : 400;
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="${shown}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(text(shown, `emails:newsletterPage.${key}Title`))}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1d1b2c"><h1>${escapeHtml(text(shown, `emails:newsletterPage.${key}Title`))}</h1><p>${escapeHtml(text(shown, `emails:newsletterPage.${key}Text`))}</p><p><a style="color:#c2261a" href="${escapeHtml(service.siteHome(shown))}">${escapeHtml(text(shown, 'emails:newsletterPage.toSite'))}</a></p></body></html>`;
  },
});
