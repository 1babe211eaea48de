import { contactSchema, newsletterSchema } from './forms';
import { dialCode, phoneCountries, toE164 } from './phone';
import { validateAll } from './rules';

describe('form schemas', () => {
  it('newsletter: email required and valid; pageUri optional', () => {
    expect(validateAll({ email: '', pageUri: '' }, newsletterSchema).errors.email).toHaveLength(1);
    expect(validateAll({ email: 'not-an-email' }, newsletterSchema).valid).toBe(false);
    expect(validateAll({ email: 'ada@example.com', pageUri: '/de/' }, newsletterSchema).valid).toBe(true);
  });

  it('contact: names every missing required field', () => {
    const result = validateAll({}, contactSchema);
    expect(Object.keys(result.errors).sort()).toEqual(['country', 'email', 'lastName', 'message', 'name', 'phone']);
  });

  it('contact: rejects a lower-case or three-letter country and a non-URL website', () => {
    const base = {
      name: 'Ada',
      lastName: 'L',
      email: 'a@b.de',
      phone: '06131 5550180',
      message: 'Hello there, please call me.',
    };
    expect(validateAll({ ...base, country: 'de' }, contactSchema).errors.country).toBeDefined();
    expect(validateAll({ ...base, country: 'DEU' }, contactSchema).errors.country).toBeDefined();
    expect(validateAll({ ...base, country: 'DE', website: 'nope' }, contactSchema).errors.website).toBeDefined();
    expect(validateAll({ ...base, country: 'DE', website: 'https://example.com' }, contactSchema).valid).toBe(true);
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
