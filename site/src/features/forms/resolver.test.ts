import { yupResolver } from '@hookform/resolvers/yup';
import { catalogueText } from '@app/routing';
import { compileSchema, contactSchema, newsletterSchema, type Schema, type ValidationLocale } from '@app/validation';
import { constraintsOf, withoutRequired } from './constraints';
import deForms from '../../../../locales/de/forms.json';
import enForms from '../../../../locales/en/forms.json';
import enValidation from '../../../../locales/en/validation.json';

/** What react-hook-form's yup resolver reports for `values`, as the site's forms run it (`raw`: values as typed). */
async function resolve(schema: Schema, values: Record<string, string>, locale: ValidationLocale, labels = {}) {
  const resolver = yupResolver(compileSchema(schema, { locale, labels }), undefined, { raw: true });
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const messages = Object.fromEntries(Object.entries(result.errors).map(([field, e]) => [field, e?.message]));
  return { values: result.values, messages };
}

describe('the shared rules in react-hook-form', () => {
  it('word every contact field message with the form labels, in English', async () => {
    const { messages } = await resolve(
      contactSchema,
      { email: 'nope', website: 'ftp://x' },
      'en',
      enForms.contact.fields,
    );
    expect(messages).toEqual({
      name: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'E-mail must be a valid e-mail address.',
      website: 'Website must be a valid web address (https://…).',
      message: 'Message is required.',
    });
  });

  it('speak German on German pages', async () => {
    const labels = deForms.newsletter.fields;
    expect((await resolve(newsletterSchema, { email: '  ' }, 'de', labels)).messages).toEqual({
      email: 'E-Mail-Adresse ist ein Pflichtfeld.',
    });
    expect((await resolve(newsletterSchema, { email: 'a@b' }, 'de', labels)).messages).toEqual({
      email: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein.',
    });
  });

  it('check the phone number against the chosen country', async () => {
    const values = {
      name: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      country: 'GB',
      phone: '0660 1234567',
      message: 'We plan a tokenized fund for 2027.',
    };
    expect((await resolve(contactSchema, values, 'en')).messages).toEqual({
      phone: catalogueText(enValidation, 'messages.phone'),
    });
    expect((await resolve(contactSchema, { ...values, country: 'AT' }, 'en')).messages).toEqual({});
  });

  it('hand the values back as typed when they pass', async () => {
    const values = { email: ' ada@example.com ', pageUri: '/' };
    expect(await resolve(newsletterSchema, values, 'en')).toEqual({ values, messages: {} });
  });
});

describe('constraintsOf', () => {
  it('derives the constraint attributes of each contact field from its rules (product rules §5)', () => {
    expect(constraintsOf(contactSchema.email)).toEqual({ required: true, type: 'email', maxLength: 254 });
    expect(constraintsOf(contactSchema.message)).toEqual({ required: true, minLength: 10, maxLength: 5000 });
    expect(constraintsOf(contactSchema.website)).toEqual({ type: 'url', maxLength: 300 });
    expect(constraintsOf(contactSchema.country)).toEqual({ maxLength: 2 });
    expect(constraintsOf(contactSchema.phone)).toEqual({ maxLength: 30 });
    expect(constraintsOf({ pattern: '[A-Z]{2}\\d+' })).toEqual({ pattern: '[A-Z]{2}\\d+' });
    expect(constraintsOf(undefined)).toEqual({});
  });

  it('makes a field optional without touching its other rules', () => {
    expect(withoutRequired('required|email|max:254')).toBe('email|max:254');
    expect(withoutRequired({ required: true, email: true })).toEqual({ required: false, email: true });
  });
});
