import { ValidationError } from 'yup';
import { yupResolver } from '@hookform/resolvers/yup';
import { contactSchema, newsletterSchema, rulesFromConstraints, validate, parseRules } from '@app/validation';
import { constraintsOf, withoutRequired } from './constraints';
import { toYupSchema } from './toYupSchema';
import deForms from '../../../../locales/de/forms.json';
import enForms from '../../../../locales/en/forms.json';

/** Every message of a failed yup validation, by field. */
async function messages(schema: ReturnType<typeof toYupSchema>, values: Record<string, unknown>) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((issue) => [issue.path, issue.message]));
  }
}

describe('toYupSchema', () => {
  it('words every message exactly as the shared rules do, with the form labels, in English', async () => {
    const labels = enForms.contact.fields;
    const found = await messages(toYupSchema(contactSchema, 'en', { labels }), { email: 'nope', website: 'ftp://x' });
    expect(found).toEqual({
      name: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Email must be a valid email address.',
      country: 'Country is required.',
      phone: 'Phone number is required.',
      website: 'Website must be a valid web address (https://…).',
      message: 'Message is required.',
    });
    for (const [field, message] of Object.entries(found)) {
      const rules = contactSchema[field]!;
      const value = field === 'email' ? 'nope' : field === 'website' ? 'ftp://x' : undefined;
      expect(validate(value, rules, { field: labels[field as keyof typeof labels], locale: 'en' }).errors[0]).toBe(
        message,
      );
    }
  });

  it('speaks German on German pages', async () => {
    const schema = toYupSchema(newsletterSchema, 'de', { labels: deForms.newsletter.fields });
    expect(await messages(schema, { email: '  ' })).toEqual({ email: 'E-Mail-Adresse ist ein Pflichtfeld.' });
    expect(await messages(schema, { email: 'a@b' })).toEqual({
      email: 'E-Mail-Adresse muss eine gültige E-Mail-Adresse sein.',
    });
  });

  it('runs a cross-field check only once the shared rules pass, with the other values at hand', async () => {
    const check = jest.fn((value: unknown, values: Record<string, unknown>) =>
      value === '123' && values.country === 'DE' ? 'Not a German number.' : undefined,
    );
    const schema = toYupSchema({ phone: 'required', country: 'required' }, 'en', { checks: { phone: check } });
    expect(await messages(schema, { phone: '', country: 'DE' })).toEqual({ phone: 'phone is required.' });
    expect(check).not.toHaveBeenCalled();
    expect(await messages(schema, { phone: '123', country: 'DE' })).toEqual({ phone: 'Not a German number.' });
    expect(await messages(schema, { phone: '123', country: 'AT' })).toEqual({});
  });

  it('works as a react-hook-form resolver: one error per field, values untouched', async () => {
    const resolver = yupResolver(toYupSchema(newsletterSchema, 'en'), undefined, { raw: true });
    const options = { fields: {}, shouldUseNativeValidation: false };
    const failed = await resolver({ email: 'x' }, undefined, options);
    expect(failed.errors.email?.message).toBe('email must be a valid email address.');
    const passed = await resolver({ email: 'ada@example.com', pageUri: '/' }, undefined, options);
    expect(passed).toEqual({ values: { email: 'ada@example.com', pageUri: '/' }, errors: {} });
  });
});

describe('constraintsOf', () => {
  it('derives the constraint attributes of each contact field from its rules', () => {
    expect(constraintsOf(contactSchema.email)).toEqual({ required: true, type: 'email', maxLength: 254 });
    expect(constraintsOf(contactSchema.message)).toEqual({ required: true, minLength: 10, maxLength: 5000 });
    expect(constraintsOf(contactSchema.website)).toEqual({ type: 'url', maxLength: 300 });
    expect(constraintsOf(contactSchema.country)).toEqual({ required: true, pattern: '[A-Z]{2}' });
    expect(constraintsOf(undefined)).toEqual({});
  });

  it('states in markup what the rules check: reading the attributes back gives the same rules', () => {
    for (const field of ['name', 'lastName', 'email', 'phone', 'message'] as const) {
      const c = constraintsOf(contactSchema[field]);
      const back = rulesFromConstraints({
        required: c.required,
        type: c.type,
        minlength: c.minLength,
        maxlength: c.maxLength,
      });
      expect(parseRules(back).map((r) => [r.name, r.params])).toEqual(
        parseRules(contactSchema[field]!).map((r) => [
          r.name,
          Object.fromEntries(Object.entries(r.params).map(([k, v]) => [k, Number(v)])),
        ]),
      );
    }
  });

  it('makes a field optional without touching its other rules', () => {
    expect(withoutRequired('required|email|max:254')).toBe('email|max:254');
    expect(withoutRequired({ required: true, email: true })).toEqual({ required: false, email: true });
  });
});
