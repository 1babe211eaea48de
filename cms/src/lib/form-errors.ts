import { errors } from '@strapi/utils';
import { checkForm, compileSchema, type FormSchema, type FormValues, type Schema } from '@app/validation';
import type { Locale } from '@app/routing';
import { requestLocale, text } from './catalogue';

/** One invalid field, in the shape Strapi uses for validation errors (`details.errors`). */
export type FieldError = { path: string[]; message: string; name: 'ValidationError' };

/** The forms the CMS receives; their labels live in the `forms` catalogue under `<form>.fields`. */
export type FormName = 'contact' | 'newsletter';

/** The standard 400 answer for invalid input: `{ data: null, error: { status: 400, name, message, details: { errors } } }`. */
export function invalid(locale: Locale, problems: FieldError[]): never {
  throw new errors.ValidationError(text(locale, 'common:forms.invalidData'), { errors: problems });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The language a form request names in its `locale` field (for its messages); the default otherwise. */
export function formLocale(body: unknown): Locale {
  return requestLocale(isPlainObject(body) ? body.locale : undefined);
}

/** Rejects bodies that are not a JSON object or carry keys the form does not have, naming each such key. */
export function assertOnlyKnownKeys(body: unknown, allowed: readonly string[], locale: Locale): Record<string, unknown> {
  if (!isPlainObject(body)) invalid(locale, []);
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    invalid(
      locale,
      unknown.map((key) => ({
        path: [key],
        message: text(locale, 'forms:unknownField', { field: key }),
        name: 'ValidationError',
      })),
    );
  }
  return body;
}

// Compiled once per form and locale: the rules and labels never change while the CMS runs.
const compiled = new Map<string, FormSchema>();

function formSchema(form: FormName, schema: Schema, locale: Locale): FormSchema {
  const key = `${form}/${locale}`;
  let found = compiled.get(key);
  if (!found) {
    const labels = Object.fromEntries(
      Object.keys(schema).map((field) => [field, text(locale, `forms:${form}.fields.${field}`)]),
    );
    found = compileSchema(schema, { locale, labels });
    compiled.set(key, found);
  }
  return found;
}

/**
 * Reads a form request the way the site's form validates it: the shared rules compiled to yup, messages in
 * the request's language with the form's labels. Answers 400 (Strapi's error shape, one message per field)
 * for a body that is not an object, has a key the form does not know, or has a field of the wrong type,
 * length or format. Returns the values trimmed, empty text as absent.
 */
export function readForm(body: unknown, form: FormName, schema: Schema, locale: Locale): FormValues {
  const result = checkForm(formSchema(form, schema, locale), assertOnlyKnownKeys(body, Object.keys(schema), locale));
  if (result.valid) return result.values;
  return invalid(
    locale,
    result.issues.map(({ field, message }) => ({ path: [field], message, name: 'ValidationError' })),
  );
}

/** A validated text value, or '' for an absent one. */
export const textOf = (values: FormValues, field: string): string => {
  const value = values[field];
  return typeof value === 'string' ? value : '';
};
