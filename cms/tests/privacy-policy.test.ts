/**
 * The privacy policy (cms/fixtures/pages/privacy.json) says what the system does: the contact form's required and
 * optional fields as the shared form schema has them, every retention period as the retention jobs keep it, and the
 * newsletter as the sign-up forms describe it. (What the site stores in the browser: site/test/privacy-policy.test.ts.)
 */
import fs from 'fs';
import path from 'path';
import { LOCALE_CODES, type Locale } from '@app/routing';
import { contactSchema, HONEYPOT_FIELD, parseRules } from '@app/validation';
import { text } from '../src/lib/catalogue';
import { RETENTION_DAYS, type RetentionKind } from '../src/lib/retention';

const FIXTURE = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '..', 'fixtures', 'pages', 'privacy.json'), 'utf8'),
) as Record<string, { sections: Array<{ heading: string; body?: string; text?: string }> }>;

/** The policy's numbered section `n` ("5. Contact form …"), heading and text. */
function section(locale: Locale, n: number): string {
  const found = FIXTURE[locale]!.sections.find((s) => s.heading.startsWith(`${n}. `));
  if (!found) throw new Error(`The ${locale} privacy policy has no section ${n}`);
  return `${found.heading}\n${found.text ?? ''}\n${found.body ?? ''}`;
}

/**
 * The words each language's policy uses, checked against the translation by a person: a language added to the site
 * fails here, named, until its line is added.
 */
const WORDS: Readonly<Record<string, { required: string; optional: string; days: string; atOnce: string }>> = {
  en: {
    required: 'Required fields',
    optional: 'Optional fields',
    days: 'days',
    atOnce: 'delete your e-mail address at once',
  },
  de: {
    required: 'Pflichtangaben',
    optional: 'Freiwillige Angaben',
    days: 'Tag',
    atOnce: 'löschen Ihre E-Mail-Adresse dann sofort',
  },
};
function words(locale: Locale) {
  const entry = WORDS[locale];
  if (entry === undefined) throw new Error(`The privacy policy test has no words for "${locale}" yet: add its line`);
  return entry;
}

/** The sections that state each retention period: a period without its sections fails the first test. */
const STATED_IN: Readonly<Record<RetentionKind, readonly number[]>> = {
  unconfirmed: [6, 9],
  sentMail: [4],
  contactMessage: [5],
  tokenReport: [9],
};

/** The visible fields of the contact form (the request fields page, language and the honeypot are not typed in). */
const CONTACT_FIELDS = Object.keys(contactSchema).filter((f) => !['pageUri', 'locale', HONEYPOT_FIELD].includes(f));
const isRequired = (field: string) =>
  parseRules(contactSchema[field as keyof typeof contactSchema]).some((rule) => rule.name === 'required');

/** The fields a policy line lists ("**Required fields:** first name, last name, …"), as catalogue field keys. */
function listedFields(locale: Locale, marker: string): string[] {
  const line = section(locale, 5)
    .split('\n')
    .find((l) => l.startsWith(`**${marker}:**`));
  if (line === undefined) throw new Error(`section 5 (${locale}) has no line "**${marker}:**"`);
  const listed = line
    .slice(`**${marker}:**`.length)
    .replace(/\.\s*$/, '')
    .split(',')
    .map((item) => item.trim().toLowerCase());
  const label = (field: string) => text(locale, `forms:contact.fields.${field}`).toLowerCase();
  const unknown = listed.filter((item) => !CONTACT_FIELDS.some((field) => label(field) === item));
  if (unknown.length > 0) throw new Error(`section 5 (${locale}) lists fields the form does not have: ${unknown}`);
  return CONTACT_FIELDS.filter((field) => listed.includes(label(field)));
}

it('knows where the policy states every retention period the CMS has', () => {
  expect(Object.keys(STATED_IN).sort()).toEqual(Object.keys(RETENTION_DAYS).sort());
});

describe.each(LOCALE_CODES)('the %s privacy policy', (locale) => {
  it("lists the contact form's required and optional fields as the form schema does", () => {
    const { required, optional } = words(locale);
    expect(listedFields(locale, required).sort()).toEqual(CONTACT_FIELDS.filter(isRequired).sort());
    expect(listedFields(locale, optional).sort()).toEqual(CONTACT_FIELDS.filter((f) => !isRequired(f)).sort());
  });

  it.each(Object.entries(STATED_IN))('states the retention period "%s" the retention job keeps', (kind, sections) => {
    const days = RETENTION_DAYS[kind as RetentionKind];
    const period = new RegExp(`(?<!\\d)${days}\\s+${words(locale).days}`);
    for (const n of sections)
      expect({ section: n, states: period.test(section(locale, n)) }).toEqual({ section: n, states: true });
  });

  it('describes the newsletter as the sign-up forms do, and deletes the address at once on unsubscribing', () => {
    const newsletter = section(locale, 6);
    expect(newsletter).toContain(text(locale, 'forms:joinList.text'));
    expect(newsletter).toContain(words(locale).atOnce);
  });
});
