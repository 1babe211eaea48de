import * as yup from 'yup';
import { validate, type Schema, type ValidationLocale } from '@app/validation';

/**
 * A rule that needs more than the field's own value (the phone number depends on the chosen country).
 * Returns the message to show, or undefined when the value is fine.
 */
export type CrossFieldCheck = (value: unknown, values: Readonly<Record<string, unknown>>) => string | undefined;

export type YupSchemaOptions = {
  /** Field labels as the visitor sees them, used in messages; the field's key otherwise. */
  labels?: Readonly<Record<string, string>>;
  /** Extra checks per field, run only once the shared rules pass. */
  checks?: Readonly<Record<string, CrossFieldCheck>>;
};

/**
 * Turns the shared rules of `@app/validation` into a yup object schema for react-hook-form's
 * `yupResolver`. Each field has one test that calls the shared `validate()`, so the browser and the CMS
 * judge input with one implementation and word their messages identically (first failing rule wins).
 */
export function toYupSchema(schema: Schema, locale: ValidationLocale, options: YupSchemaOptions = {}) {
  const { labels = {}, checks = {} } = options;
  const shape: Record<string, yup.MixedSchema> = {};
  for (const [name, rules] of Object.entries(schema)) {
    shape[name] = yup.mixed().test({
      name: 'shared-rules',
      test(value, context) {
        const result = validate(value, rules, { field: labels[name] ?? name, locale });
        const message = result.errors[0] ?? checks[name]?.(value, context.parent as Record<string, unknown>);
        return message === undefined ? true : context.createError({ message });
      },
    });
  }
  return yup.object(shape);
}
