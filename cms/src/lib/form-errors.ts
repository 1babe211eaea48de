import { errors } from '@strapi/utils';
import { validateAll, type Schema } from '@app/validation';
import type { Locale } from '@app/routing';
import { text } from './catalogue';

/** One invalid field, in the shape Strapi uses for validation errors (`details.errors`). */
export type FieldError = { path: string[]; message: string; name: 'ValidationError' };

/** Validates with the shared rules; messages name the fields with the form labels of the `forms` catalogue. */
export function fieldErrors(
  values: Record<string, unknown>,
  schema: Schema,
  locale: Locale,
  form: string,
): FieldError[] {
  const labels = Object.fromEntries(
    Object.keys(schema).map((field) => [field, text(locale, `forms:${form}.fields.${field}`)]),
  );
  const result = validateAll(values, schema, locale, labels);
  return Object.entries(result.errors).map(([field, messages]) => ({
    path: [field],
    message: messages[0]!,
    name: 'ValidationError',
  }));
}

/** The standard 400 answer for invalid input: `{ data: null, error: { status: 400, name, message, details: { errors } } }`. */
export function invalid(locale: Locale, problems: FieldError[]): never {
  throw new errors.ValidationError(text(locale, 'common:forms.invalidData'), { errors: problems });
}

/** Rejects bodies that are not a JSON object or carry keys the form does not have. */
export function assertOnlyKnownKeys(
  body: unknown,
  allowed: readonly string[],
  locale: Locale,
): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new errors.ValidationError(text(locale, 'common:forms.invalidData'), { errors: [] });
  }
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
  return body as Record<string, unknown>;
}
