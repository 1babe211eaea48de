import type { Schema } from './rules';

/** Hidden field real visitors never fill; a filled one marks the submission as automated. */
export const HONEYPOT_FIELD = 'nickname';

/**
 * What every form request carries besides the visible fields: the page it was sent from (product rules §3
 * `pageUri`), the page's language and the honeypot. Bounded like every other field.
 */
const REQUEST_FIELDS = {
  pageUri: 'max:2000',
  locale: 'max:5',
  [HONEYPOT_FIELD]: 'max:100',
} as const satisfies Schema;

/**
 * The site's forms, their fields and rules — one definition used by the site's forms and by the CMS
 * controllers that receive them. A request with any other key is refused.
 */
export const newsletterSchema = {
  email: 'required|email|max:254',
  ...REQUEST_FIELDS,
} as const satisfies Schema;

export type NewsletterInput = { email: string; pageUri: string; locale?: string };

/**
 * Country and phone are optional (data minimisation, GDPR Art. 5(1)(c)): an enquiry needs a name, an address to
 * answer and the message; a visitor who wants a call back adds a number, and the country only sets its dialling
 * code. The privacy policy lists the required fields as this schema does (a test compares them).
 */
export const contactSchema = {
  name: 'required|max:100',
  lastName: 'required|max:100',
  email: 'required|email|max:254',
  country: 'max:2|country',
  phone: 'max:30|phone:country',
  website: 'url|max:300',
  message: 'required|min:10|max:5000|multiline',
  topic: 'max:100',
  ...REQUEST_FIELDS,
} as const satisfies Schema;

export type ContactInput = {
  name: string;
  lastName: string;
  email: string;
  /** Two-letter country code of the phone number, when one is given. */
  country?: string;
  phone?: string;
  website?: string;
  message: string;
  topic?: string;
  locale?: string;
  pageUri?: string;
};

/** Largest accepted request body of the form endpoints, in bytes. */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/** The contact form's topics (product rules §2 schedule modal). Labels live in the `forms` catalogue. */
export const CONTACT_TOPICS = [
  'software-development',
  'crypto-exchange-development',
  'fundraising',
  'web3-project',
  'marketing',
] as const;
