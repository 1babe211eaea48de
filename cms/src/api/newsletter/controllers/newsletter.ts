import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import type { Locale } from '@app/routing';
import { HONEYPOT_FIELD, newsletterSchema } from '@app/validation';
import { requestLocale, text } from '../../../lib/catalogue';
import { formLocale, readForm, textOf } from '../../../lib/form-errors';
import { NEWSLETTER_PAGE_HEADERS, renderNewsletterPage, siteHome } from '../../../lib/newsletter-page';
import type { LinkPurpose } from '../../../lib/signed-link';
import type { LinkTarget } from '../services/newsletter';

/** The pages, by what they say; each has a title and a text in `emails:newsletterPage.<page>` (or common). */
type PageName = 'confirm' | 'confirmed' | 'invalidConfirm' | 'unsubscribe' | 'unsubscribed' | 'invalidUnsubscribe';

const BUTTONS: Partial<Record<PageName, string>> = {
  confirm: 'emails:newsletterPage.confirm.button',
  unsubscribe: 'emails:newsletterPage.unsubscribe.button',
};

/** How long a visitor held back by a flood for their domain should wait, in seconds. */
const HELD_RETRY_AFTER_S = 300;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::newsletter.newsletter');

  /** Answers with a newsletter page in `locale`; `email` fills the `{{email}}` of its text. */
  function page(ctx: Context, name: PageName, locale: Locale, email = '') {
    const key = `emails:newsletterPage.${name}`;
    // product rules §8's success message belongs here, where the subscription really starts.
    const title = name === 'confirmed' ? text(locale, 'common:forms.newsletterSuccess') : text(locale, `${key}.title`);
    const button = BUTTONS[name];
    ctx.status = name.startsWith('invalid') ? 400 : 200;
    ctx.set(NEWSLETTER_PAGE_HEADERS);
    ctx.type = 'html';
    ctx.body = renderNewsletterPage({
      lang: locale,
      title,
      text: text(locale, `${key}.text`, { email }),
      button: button === undefined ? undefined : text(locale, button),
      home: { href: siteHome(locale), label: text(locale, 'emails:newsletterPage.toSite') },
    });
  }

  /** The signed link's target, or the "invalid link" page (and null). */
  async function target(ctx: Context, purpose: LinkPurpose): Promise<LinkTarget | null> {
    const found: LinkTarget | null = await service().linkTarget(purpose, ctx.query);
    if (found === null) {
      page(ctx, purpose === 'confirm' ? 'invalidConfirm' : 'invalidUnsubscribe', requestLocale(ctx.query.lang));
    }
    return found;
  }

  return {
    /** POST /api/newsletter `{ email, pageUri, locale? }` → 200 "almost done: check your inbox", also for a repeat. */
    async subscribe(ctx: Context) {
      const locale = formLocale(ctx.request.body);
      const values = readForm(ctx.request.body, 'newsletter', newsletterSchema, locale);
      const message = text(locale, 'common:forms.newsletterCheckInbox');
      if (textOf(values, HONEYPOT_FIELD) !== '') {
        ctx.body = { data: { message } }; // looks like success to the bot, stores nothing
        return;
      }
      const outcome = await service().subscribe({
        email: textOf(values, 'email'),
        pageUri: textOf(values, 'pageUri'),
        locale,
      });
      if (outcome === 'held') {
        ctx.set('Retry-After', String(HELD_RETRY_AFTER_S));
        throw new errors.RateLimitError(text(locale, 'forms:newsletter.held'));
      }
      ctx.body = { data: { message } };
    },

    /** GET /api/newsletter/confirm?… (the link in the e-mail): a page with a confirm button; changes nothing. */
    async confirmPage(ctx: Context) {
      const found = await target(ctx, 'confirm');
      if (found === null) return;
      if (found.subscriber === null) page(ctx, 'invalidConfirm', found.locale);
      else if (found.subscriber.confirmedAt) page(ctx, 'confirmed', found.locale);
      else page(ctx, 'confirm', found.locale, found.email);
    },

    /** POST /api/newsletter/confirm?… (the button): confirms the subscription. */
    async confirm(ctx: Context) {
      const found = await target(ctx, 'confirm');
      if (found === null) return;
      if (found.subscriber === null) return page(ctx, 'invalidConfirm', found.locale);
      await service().confirm(found);
      page(ctx, 'confirmed', found.locale);
    },

    /** GET /api/newsletter/unsubscribe?…: a page with an unsubscribe button; changes nothing. */
    async unsubscribePage(ctx: Context) {
      const found = await target(ctx, 'unsubscribe');
      if (found === null) return;
      page(ctx, found.subscriber === null ? 'unsubscribed' : 'unsubscribe', found.locale, found.email);
    },

    /** POST /api/newsletter/unsubscribe?… (the button, or a mail program's one-click unsubscribe): deletes the address. */
    async unsubscribe(ctx: Context) {
      const found = await target(ctx, 'unsubscribe');
      if (found === null) return;
      await service().unsubscribe(found);
      page(ctx, 'unsubscribed', found.locale, found.email);
    },
  };
};
