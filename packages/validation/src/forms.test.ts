import { contactSchema, HONEYPOT_FIELD, newsletterSchema } from './forms';
import { dialCode, phoneCountries, toE164 } from './phone';
import { checkForm, compileSchema } from './schema';

const invalidFields = (schema: Parameters<typeof compileSchema>[0], values: Record<string, unknown>) => {
  const result = checkForm(compileSchema(schema), values);
  return result.valid ? [] : result.issues.map((issue) => issue.field);
};

const contact = {
  name: 'Ada',
  lastName: 'L',
  email: 'a@b.de',
  country: 'DE',
  phone: '06131 5550180',
  message: 'Hello there, please call me.',
};

describe('form schemas', () => {
  it('newsletter: email required and valid; page, language and honeypot optional', () => {
    expect(invalidFields(newsletterSchema, { email: '', pageUri: '' })).toEqual(['email']);
    expect(invalidFields(newsletterSchema, { email: 'not-an-email' })).toEqual(['email']);
    expect(invalidFields(newsletterSchema, { email: 'ada@example.com', pageUri: '/de/', locale: 'de' })).toEqual([]);
  });

  it('contact: names every missing required field; country and phone are optional', () => {
    expect(invalidFields(contactSchema, {}).sort()).toEqual(['email', 'lastName', 'message', 'name']);
    expect(invalidFields(contactSchema, { ...contact, country: '', phone: '' })).toEqual([]);
    expect(invalidFields(contactSchema, { ...contact, phone: '' })).toEqual([]);
  });

  it('contact: rejects a lower-case, unknown or three-letter country, a non-URL website and a foreign phone number', () => {
    expect(invalidFields(contactSchema, { ...contact, country: 'de' })).toEqual(['country']);
    expect(invalidFields(contactSchema, { ...contact, country: 'ZZ' })).toEqual(['country']);
    expect(invalidFields(contactSchema, { ...contact, country: 'DEU' })).toEqual(['country']);
    expect(invalidFields(contactSchema, { ...contact, website: 'nope' })).toEqual(['website']);
    expect(invalidFields(contactSchema, { ...contact, country: 'US' })).toEqual(['phone']);
    expect(invalidFields(contactSchema, { ...contact, website: 'https://example.com' })).toEqual([]);
  });

  it('bound every field of both forms, the request fields and the honeypot included', () => {
    for (const schema of [newsletterSchema, contactSchema]) {
      expect(Object.keys(schema)).toEqual(expect.arrayContaining(['pageUri', 'locale', HONEYPOT_FIELD]));
      for (const field of Object.keys(schema)) {
        expect(invalidFields(schema, { [field]: 'x'.repeat(5001) })).toContain(field);
      }
    }
  });
});

describe('control characters in the forms', () => {
  const forged = 'Tester\r\nBcc: victim@example.com';

  it('contact: every field but the message is one line', () => {
    for (const field of ['name', 'lastName', 'email', 'website', 'topic', 'pageUri', 'locale', HONEYPOT_FIELD]) {
      expect(invalidFields(contactSchema, { ...contact, [field]: forged })).toEqual([field]);
    }
    expect(invalidFields(contactSchema, { ...contact, message: 'First line.\r\nSecond line.' })).toEqual([]);
    expect(invalidFields(contactSchema, { ...contact, message: 'First line.\u0000Second line.' })).toEqual(['message']);
  });

  it('newsletter: the page and the language are one line', () => {
    for (const field of ['pageUri', 'locale']) {
      expect(invalidFields(newsletterSchema, { email: 'ada@example.com', [field]: `/de/\r\nBcc: x` })).toEqual([field]);
    }
  });
});

describe('phone numbers', () => {
  it('knows about 245 countries and territories with dial codes', () => {
    expect(phoneCountries().length).toBeGreaterThanOrEqual(240);
    expect(dialCode('DE')).toBe('+49');
    expect(dialCode('LI')).toBe('+423');
  });

  it('normalises valid numbers of the chosen country to E.164 and rejects invalid ones', () => {
    expect(toE164('06131 555 0180', 'DE')).toBe('+4961315550180');
    expect(toE164('+49 6131 5550180', 'DE')).toBe('+4961315550180');
    expect(toE164('12', 'DE')).toBeNull();
    expect(toE164('06131 555 0180', 'US')).toBeNull();
  });
});
