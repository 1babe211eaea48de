import { localizePath, type Locale } from '@app/routing';
import { escapeHtml } from './mail-html';

/** Where the CMS's pages send the visitor: the site's home page in their language. */
export function siteHome(locale: Locale): string {
  return `${(process.env.SITE_URL ?? 'http://localhost:9000').replace(/\/+$/, '')}${localizePath('/', locale)}`;
}

/** What a newsletter page (confirm, confirmed, unsubscribe, unsubscribed, invalid link) says. */
export type NewsletterPage = {
  lang: string;
  title: string;
  text: string;
  /** A button that POSTs back to the page's own address (with its query): the step a mail scanner never takes. */
  button?: string;
  /** The site's home page in the page's language, and the link's text. */
  home: { href: string; label: string };
};

/** Response headers of every newsletter page: never indexed, never cached, the signed URL never sent on. */
export const NEWSLETTER_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1d1b2c;line-height:1.5}' +
  'a{color:#c2261a}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.3rem;background:#c2261a;color:#fff;cursor:pointer}';

/**
 * A complete HTML page that works without JavaScript. Every text is escaped — the address in it comes from
 * the link, which anybody can write. The form has no `action`: it posts to the URL the page was opened with.
 */
export function renderNewsletterPage({ lang, title, text, button, home }: NewsletterPage): string {
  const form =
    button === undefined ? '' : `<form method="post"><button type="submit">${escapeHtml(button)}</button></form>`;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${form}`,
    `<p><a href="${escapeHtml(home.href)}">${escapeHtml(home.label)}</a></p></main></body></html>`,
  ].join('\n');
}
