import type { Core } from '@strapi/strapi';
import { HONEYPOT_FIELD, NEWSLETTER_FIELDS, newsletterSchema } from '@app/validation';
import { requestLocale, text } from '../../../lib/catalogue';
import { assertOnlyKnownKeys, fieldErrors, invalid } from '../../../lib/form-errors';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/newsletter `{ email, pageUri, locale? }` → 200 with the success message, also for a repeat. */
  async subscribe(ctx) {
    const raw = ctx.request.body as Record<string, unknown> | undefined;
    const locale = requestLocale(raw?.locale);
    const body = assertOnlyKnownKeys(raw, [...NEWSLETTER_FIELDS, HONEYPOT_FIELD], locale);
    const message = text(locale, 'common:forms.newsletterSuccess');
    if (typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '') {
      ctx.body = { data: { message } }; // looks like success to the bot, stores nothing
      return;
    }
    const problems = fieldErrors(body, newsletterSchema, locale, 'newsletter');
    if (problems.length > 0) invalid(locale, problems);
    await strapi.service('api::newsletter.newsletter').subscribe({
      email: String(body.email),
      pageUri: typeof body.pageUri === 'string' ? body.pageUri : '',
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
