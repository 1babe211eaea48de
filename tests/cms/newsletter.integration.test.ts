/**
 * The newsletter's double opt-in and unsubscribe, against the real CMS, database and SMTP capture: what
 * the e-mails carry, what a click on a link does (nothing but show a page), what the button does, and
 * what forged or expired links do (nothing). Each test signs up addresses of its own mail domain, from its own
 * client address (support/visitor.ts).
 */
import fs from 'fs';
import path from 'path';
import { signedQuery } from '../../cms/src/lib/signed-link';
import deCommon from '../../locales/de/common.json';
import deEmails from '../../locales/de/emails.json';
import enCommon from '../../locales/en/common.json';
import enEmails from '../../locales/en/emails.json';
import { request } from '../support/cms';
import { openDb } from '../support/db';
import { waitForMail, type CapturedMail } from '../support/mail';
import { mailbox } from '../support/visitor';
import { siteText } from '../support/catalogues';

const CMS_URL = process.env.CMS_URL!;
const db = openDb();
afterAll(() => db.close());

const subscriber = (email: string) =>
  db.get<{ email: string; language: string; confirmed_at: unknown }>(
    'SELECT email, language, confirmed_at FROM subscribers WHERE email = ?',
    email,
  );
const newsletterMails = async (email: string) =>
  (await db.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM outgoing_emails WHERE recipient = ? AND kind = 'newsletter-confirmation'",
    email,
  ))!.n;

/** Signs up and returns the confirmation e-mail. */
async function signUp(email: string, locale = 'en'): Promise<CapturedMail> {
  const answer = await request('POST', '/api/newsletter', { body: { email, pageUri: '/insight/', locale } });
  expect(answer.status).toBe(200);
  return waitForMail(email);
}

/** The link in the mail's text that leads to `/api/newsletter/<purpose>`. */
function linkIn(mail: CapturedMail, purpose: 'confirm' | 'unsubscribe'): string {
  const found = new RegExp(`^(http://\\S+/api/newsletter/${purpose}\\?\\S+)$`, 'm').exec(mail.plain ?? '');
  if (!found) throw new Error(`no ${purpose} link in ${mail.plain}`);
  return found[1]!;
}

const post = (url: string, body?: string) =>
  fetch(url, {
    method: 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });

/** The key the test CMS signs its links with: NEWSLETTER_SECRET, else the first of its APP_KEYS (cms/.env). */
function newsletterSecret(): string {
  if (process.env.NEWSLETTER_SECRET) return process.env.NEWSLETTER_SECRET;
  const envFile = fs.readFileSync(path.join(__dirname, '..', '..', 'cms', '.env'), 'utf8');
  const keys = process.env.APP_KEYS ?? /^\s*APP_KEYS\s*=\s*(.*?)\s*$/m.exec(envFile)?.[1] ?? '';
  return keys.replace(/^(['"])(.*)\1$/, '$2').split(',')[0]!;
}

/** A correctly signed link of the CMS, made with its own secret, e.g. one that has expired. */
function signedLink(purpose: 'confirm' | 'unsubscribe', email: string, expires: number): string {
  const secret = newsletterSecret();
  return `${CMS_URL}/api/newsletter/${purpose}?${signedQuery(secret, purpose, { email, expires }, 'en')}`;
}

describe('after sign-up', () => {
  it('the visitor is told to check the inbox, in their language', async () => {
    const en = await request('POST', '/api/newsletter', { body: { email: mailbox('inbox-en'), pageUri: '/' } });
    expect(en.body.data.message).toBe(enCommon.forms.newsletterCheckInbox);
    expect(en.body.data.message).toMatch(/^Almost done: please check your inbox/);
    const de = await request('POST', '/api/newsletter', {
      body: { email: mailbox('inbox-de'), pageUri: '/de/', locale: 'de' },
    });
    expect(de.body.data.message).toBe(deCommon.forms.newsletterCheckInbox);
    expect(await subscriber(mailbox('inbox-de'))).toMatchObject({ language: 'de', confirmed_at: null });
  });
});

describe('the confirmation e-mail', () => {
  it('carries a confirm link, a signed unsubscribe link and the one-click List-Unsubscribe headers', async () => {
    const mail = await signUp(mailbox('headers'), 'de');
    expect(mail.header('Subject')).toBeDefined();
    const unsubscribe = linkIn(mail, 'unsubscribe');
    expect(unsubscribe).toMatch(/[?&]signature=[\w-]+/);
    expect(linkIn(mail, 'confirm')).toMatch(/[?&]expires=\d+/);
    expect(mail.header('List-Unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The line that offers to delete the address right away, above its link.
    const lines = deEmails.newsletterConfirm.body.split('\n');
    const offer = lines[lines.findIndex((line) => line.includes('{{unsubscribeLink}}')) - 1];
    expect(offer).toMatch(/\S/);
    expect(mail.plain).toContain(offer);
  });

  it('has an HTML part whose only links are its own confirm and unsubscribe links', async () => {
    const mail = await signUp(mailbox('html'));
    const hrefs = [...(mail.html ?? '').matchAll(/<a href="([^"]+)">/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(hrefs).toEqual([linkIn(mail, 'confirm'), linkIn(mail, 'unsubscribe')]);
  });
});

describe('confirming', () => {
  it('opening the link (as a mail scanner does) changes nothing and shows a confirm button', async () => {
    const email = mailbox('scanner');
    const link = linkIn(await signUp(email), 'confirm');
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`<h1>${enEmails.newsletterPage.confirm.title}</h1>`);
    expect(html).toContain(
      `<form method="post"><button type="submit">${enEmails.newsletterPage.confirm.button}</button></form>`,
    );
    expect(html).not.toContain('<script');
    expect((await subscriber(email))?.confirmed_at).toBeNull();
  });

  it("the button (a POST) confirms, and the page says so in the subscriber's language", async () => {
    const email = mailbox('optin-de');
    const link = linkIn(await signUp(email, 'de'), 'confirm');
    const confirmed = await post(link, '');
    expect(confirmed.status).toBe(200);
    const html = await confirmed.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<h1>${deCommon.forms.newsletterSuccess}</h1>`);
    expect(html).toContain(deEmails.newsletterPage.confirmed.text);
    expect((await subscriber(email))?.confirmed_at).not.toBeNull();
    // Opening the link again only shows that it is done.
    expect(await (await fetch(link)).text()).toContain(deCommon.forms.newsletterSuccess);
  });

  it('an English subscriber reads "Your subscription is confirmed: from now on you will receive our newsletter." (product rules §8)', async () => {
    const email = mailbox('optin-en');
    const html = await (await post(linkIn(await signUp(email), 'confirm'))).text();
    expect(html).toContain('<h1>Your subscription is confirmed: from now on you will receive our newsletter.</h1>');
  });

  it.each([
    ['a forged signature', (link: string) => link.replace(/signature=[^&]+/, 'signature=forged')],
    ['another address', (link: string) => link.replace(/email=[^&]+/, `email=${encodeURIComponent(mailbox('grace'))}`)],
    ['a later expiry', (link: string) => link.replace(/expires=\d+/, `expires=${Date.now() + 10 ** 10}`)],
    ['the unsubscribe link', (_link: string, unsubscribe: string) => unsubscribe.replace('/unsubscribe?', '/confirm?')],
  ])('refuses %s: 400, nothing confirmed', async (_label, tamper) => {
    const email = mailbox('tamper');
    const mail = await signUp(email);
    const bad = tamper(linkIn(mail, 'confirm'), linkIn(mail, 'unsubscribe'));
    for (const response of [await fetch(bad), await post(bad)]) {
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(enEmails.newsletterPage.invalidConfirm.title);
    }
    expect((await subscriber(email))?.confirmed_at).toBeNull();
  });

  it('refuses a correctly signed but expired link', async () => {
    const email = mailbox('expired-confirm');
    await signUp(email);
    const response = await post(signedLink('confirm', email, Date.now() - 1000));
    expect(response.status).toBe(400);
    expect((await subscriber(email))?.confirmed_at).toBeNull();
  });
});

describe('unsubscribing', () => {
  it('opening the link changes nothing and shows an unsubscribe button naming the address, escaped', async () => {
    const email = mailbox('stay');
    const link = linkIn(await signUp(email), 'unsubscribe');
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain(siteText('en', 'emails:newsletterPage.unsubscribe.text', { email }));
    expect(html).toContain(`<button type="submit">${enEmails.newsletterPage.unsubscribe.button}</button>`);
    expect(await subscriber(email)).toBeDefined();
  });

  it("the button deletes the address and its newsletter e-mails, and says so in the subscriber's language", async () => {
    const email = mailbox('leave-de');
    const link = linkIn(await signUp(email, 'de'), 'unsubscribe');
    expect(await newsletterMails(email)).toBe(1);
    const response = await post(link, '');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1>${deEmails.newsletterPage.unsubscribed.title}</h1>`);
    expect(html).toContain(siteText('de', 'emails:newsletterPage.unsubscribed.text', { email }));
    expect(await subscriber(email)).toBeUndefined();
    expect(await newsletterMails(email)).toBe(0);
  });

  it("a mail program's one-click POST (RFC 8058) to the List-Unsubscribe URL deletes the address", async () => {
    const email = mailbox('one-click');
    const mail = await signUp(email);
    await post(linkIn(mail, 'confirm'));
    expect((await subscriber(email))?.confirmed_at).not.toBeNull();
    const url = /^<(.+)>$/.exec(mail.header('List-Unsubscribe') ?? '')![1]!;
    const response = await post(url, 'List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect(await subscriber(email)).toBeUndefined();
    // Again (a retry by the mail program): still fine, still gone.
    expect((await post(url, 'List-Unsubscribe=One-Click')).status).toBe(200);
  });

  // `other` is a second subscriber of the same test, whose address a forger would put into the link.
  it.each([
    ['a forged signature', (link: string) => link.replace(/signature=[^&]+/, 'signature=forged')],
    ['another address', (link: string, _c: string, other: string) => link.replace(/email=[^&]+/, `email=${other}`)],
    ['the confirm link', (_link: string, confirm: string) => confirm.replace('/confirm?', '/unsubscribe?')],
    ['a repeated parameter', (link: string, _c: string, other: string) => `${link}&email=${other}`],
  ])('refuses %s: 400, nothing deleted', async (_label, tamper) => {
    const email = mailbox('keep');
    const other = mailbox('stay');
    await signUp(other);
    const mail = await signUp(email);
    const bad = tamper(linkIn(mail, 'unsubscribe'), linkIn(mail, 'confirm'), encodeURIComponent(other));
    const response = await post(bad, 'List-Unsubscribe=One-Click');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(enEmails.newsletterPage.invalidUnsubscribe.title);
    expect(await subscriber(email)).toBeDefined();
    expect(await subscriber(other)).toBeDefined();
  });

  it('refuses a correctly signed but expired link', async () => {
    const email = mailbox('expired-unsubscribe');
    await signUp(email);
    const response = await post(signedLink('unsubscribe', email, Date.now() - 1000), 'List-Unsubscribe=One-Click');
    expect(response.status).toBe(400);
    expect(await subscriber(email)).toBeDefined();
  });

  it('escapes what the link says, however it was written', async () => {
    const email = '"><script>alert(1)</script>@example.com';
    const response = await fetch(signedLink('unsubscribe', email, Date.now() + 60_000));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com');
  });
});
