import type { Schema } from './rules';

/**
 * The site's forms, their fields and rules — one definition used by the site's forms and by the CMS
 * controllers that receive them.
 */
export const NEWSLETTER_FIELDS = ['email', 'pageUri', 'locale'] as const;
export type NewsletterInput = { email: string; pageUri: string; locale?: string };

export const newsletterSchema: Schema = {
  email: 'required|email|max:254',
  pageUri: 'max:2000',
};

export const CONTACT_FIELDS = [
  'name',
  'lastName',
  'email',
  'country',
  'phone',
  'website',
  'message',
  'topic',
  'locale',
  'pageUri',
] as const;
export type ContactInput = {
  name: string;
  lastName: string;
  email: string;
  /** Two-letter country code of the phone number. */
  country: string;
  phone: string;
  website?: string;
  message: string;
  topic?: string;
  locale?: string;
  pageUri?: string;
};

export const contactSchema: Schema = {
  name: 'required|max:100',
  lastName: 'required|max:100',
  email: 'required|email|max:254',
  country: { required: true, pattern: '[A-Z]{2}' },
  phone: 'required|max:30',
  website: 'url|max:300',
  message: 'required|min:10|max:5000',
  topic: 'max:100',
  pageUri: 'max:2000',
};

/** Hidden field real visitors never fill; a filled one marks the submission as automated. */
export const HONEYPOT_FIELD = 'nickname';

/** Largest accepted request body of the form endpoints, in bytes. */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/** The contact form's topics (SPEC §2 schedule modal). Labels live in the `forms` catalogue. */
export const CONTACT_TOPICS = [
  'software-development',
  'crypto-exchange-development',
  'fundraising',
  'web3-project',
  'marketing',
] as const;
