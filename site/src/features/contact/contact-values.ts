import { HONEYPOT_FIELD, type ContactInput } from '@app/validation';
import { DEFAULT_COUNTRY } from './countries';

/** The contact form's values: the visible fields of `contactSchema` plus the honeypot. */
export type ContactValues = Required<Omit<ContactInput, 'locale' | 'pageUri'>> & { [HONEYPOT_FIELD]: string };

/** The fields the visitor sees; server messages for any other field become toasts. */
export const VISIBLE_CONTACT_FIELDS = [
  'name',
  'lastName',
  'email',
  'country',
  'phone',
  'website',
  'topic',
  'message',
] as const satisfies ReadonlyArray<keyof ContactValues>;

export function contactDefaults(topic = ''): ContactValues {
  return {
    name: '',
    lastName: '',
    email: '',
    country: DEFAULT_COUNTRY,
    phone: '',
    website: '',
    message: '',
    topic,
    [HONEYPOT_FIELD]: '',
  };
}
