/**
 * Every e-mail to a visitor carries the company's legal details from the global settings (§ 35a GmbHG), in the
 * mail's language; mail to the company itself does not. Checked at the one place every mail passes
 * (`deliverMail`), for every kind of mail the outbox knows and with the real template of each.
 */
import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { LOCALE_CODES, type Locale } from '@app/routing';
import { text } from '../../src/lib/catalogue';
import { deliverMail } from '../../src/lib/mail-delivery';
import { COMPANY_DETAIL_FIELDS, footerText, type CompanyDetails } from '../../src/lib/mail-footer';
import { MAIL_KINDS, type MailKind, type OutgoingMail } from '../../src/lib/mail-outbox';

const FIXTURE = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../fixtures/global.json'), 'utf8')) as Record<
  string,
  unknown
>;
/** The seeded global settings of a language: shared fields and that language's own. */
const settings = (locale: Locale) => ({ ...FIXTURE, ...(FIXTURE[locale] as Record<string, string>) }) as CompanyDetails;

/** The template of each mail to a visitor, filled as its service fills it (`{{x}}` for the values). */
const TEMPLATES: Record<string, (locale: Locale) => string> = {
  'newsletter-confirmation': (l) =>
    text(l, 'emails:newsletterConfirm.body', { link: 'https://cms/c', days: '7', unsubscribeLink: 'https://cms/u' }),
  'token-confirmation': (l) =>
    text(l, 'token:confirmMail.body', { network: 'Sepolia', link: 'https://cms/t', days: '7' }),
  'token-deployment': (l) => text(l, 'token:mail.body', { name: 'Mainz Voucher', symbol: 'MZV', links: '' }),
};
const visitorKinds = (Object.keys(MAIL_KINDS) as MailKind[]).filter((k) => MAIL_KINDS[k].audience === 'visitor');
const companyKinds = (Object.keys(MAIL_KINDS) as MailKind[]).filter((k) => MAIL_KINDS[k].audience === 'company');

type Sent = { to: string; text: string; html: string };

/** A CMS stand-in: the published global settings per language, the e-mail plugin that records what it sends. */
function fakeStrapi(global: (locale: string) => Partial<CompanyDetails> | null) {
  const sent: Sent[] = [];
  const errors: string[] = [];
  const strapi = {
    documents: () => ({ findFirst: async ({ locale }: { locale: string }) => global(locale) }),
    plugin: () => ({ service: () => ({ send: async (mail: Sent) => void sent.push(mail) }) }),
    log: { error: (message: string) => void errors.push(message) },
  } as unknown as Core.Strapi;
  return { strapi, sent, errors };
}

const mailOf = (kind: MailKind, locale: Locale, body: string): OutgoingMail => ({
  kind,
  locale,
  to: 'visitor@example.com',
  subject: 'Subject',
  text: body,
});

it('knows the template of every kind of mail to a visitor, and the company kinds are the internal ones', () => {
  expect(visitorKinds.sort()).toEqual(Object.keys(TEMPLATES).sort());
  expect(companyKinds.sort()).toEqual(['contact-notification', 'mail-backlog-alarm']);
});

describe.each(LOCALE_CODES)('in %s', (locale) => {
  it.each(visitorKinds)('a %s e-mail ends with the legal name, seat, register and managing directors', async (kind) => {
    const { strapi, sent, errors } = fakeStrapi((l) => settings(l as Locale));
    await deliverMail(strapi, mailOf(kind, locale, TEMPLATES[kind]!(locale)));
    const details = settings(locale);
    const footer = sent[0]!.text.slice(sent[0]!.text.lastIndexOf('\n-- \n'));
    for (const field of COMPANY_DETAIL_FIELDS) expect(footer).toContain(details[field]);
    expect(footer).toContain(`${text(locale, 'emails:footer.seat')}: ${details.city}`);
    expect(footer).toContain(`${text(locale, 'emails:footer.register')}: Amtsgericht Mainz, HRB 99999`);
    expect(footer).toContain(`${text(locale, 'emails:footer.managingDirectors')}: Dr. Lena Hartmann, Jonas Weber`);
    expect(sent[0]!.html).toContain('HRB 99999');
    expect(errors).toEqual([]);
  });

  it('the transactional templates advertise nothing: no offer, no invitation to a project', () => {
    for (const kind of visitorKinds) {
      expect({ kind, body: TEMPLATES[kind]!(locale) }).not.toEqual({
        kind,
        body: expect.stringMatching(
          /standard token|Standard-Token|what you are planning|Ihrem Vorhaben|discovery call|Erstgespräch/i,
        ),
      });
    }
  });
});

it.each(companyKinds)('a %s e-mail to the company goes out without the footer', async (kind) => {
  const { strapi, sent } = fakeStrapi((l) => settings(l as Locale));
  await deliverMail(strapi, mailOf(kind, 'en', 'Internal note'));
  expect(sent[0]!.text).toBe('Internal note');
});

it("uses the default language's settings where the mail's language has none, and names what is missing", async () => {
  const { strapi, sent, errors } = fakeStrapi((l) =>
    l === 'en' ? { ...settings('en'), managingDirectors: '' } : null,
  );
  await deliverMail(strapi, mailOf('token-confirmation', 'de', 'Text'));
  expect(sent[0]!.text).toContain('Kastell Labs GmbH, Rheinallee 88, 55118 Mainz');
  expect(sent[0]!.text).toContain(`${text('de', 'emails:footer.register')}: Amtsgericht Mainz, HRB 99999`);
  expect(errors.join('\n')).toContain('managingDirectors');
});

it('writes each detail on one line: a line break typed into the settings cannot add a line of its own', () => {
  const footer = footerText({ ...settings('en'), managingDirectors: 'Ada\nLovelace' }, 'en');
  expect(footer.split('\n')).toHaveLength(3);
  expect(footer).toContain(`${text('en', 'emails:footer.managingDirectors')}: Ada Lovelace`);
});
