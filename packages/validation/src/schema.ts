import * as yup from 'yup';
import { DEFAULT_LOCALE } from '@app/routing';
import { ruleMessage, type MessageKey } from './messages';
import { isPhoneCountry, toE164 } from './phone';
import {
  CONTROL_CHARACTER,
  CONTROL_CHARACTER_IN_TEXT,
  EMAIL,
  EMAIL_LIST,
  NUMBER_RULES,
  isWebAddress,
  parseRules,
  toNumber,
  type NormalizedRule,
  type RuleParams,
  type Rules,
  type Schema,
  type ValidationLocale,
} from './rules';

/**
 * The one compiler from the shared rules (product rules §5) to yup. react-hook-form's `yupResolver` runs the result
 * in the browser, the CMS controllers run the same schema on the request body, so both judge input alike
 * and word their messages identically.
 *
 * A form field is text or, when it has a number rule (`numeric`, `min_value`, `max_value`, `between`), a
 * number (numeric text counts). Anything else — a list, an object, a boolean, null, a number in a text
 * field — fails the field's type check before any rule runs. Text is trimmed, and text that is empty after
 * trimming counts as absent: it fails `required` and passes every other rule (product rules §5).
 */

export type FieldValue = string | number | undefined;
export type FormValues = Record<string, FieldValue>;
export type FormSchema = yup.ObjectSchema<FormValues>;

export type FieldOptions = {
  locale?: ValidationLocale;
  /** The field's label as the visitor sees it; "This field" / "Dieses Feld" without one. */
  label?: string;
};

export type SchemaOptions = {
  locale?: ValidationLocale;
  /** Field labels used in messages; the field's key otherwise. */
  labels?: Readonly<Record<string, string>>;
};

/** Message factories: yup calls them when a test fails, so labels never pass through yup's `${}` templating. */
type Say = (key: MessageKey, params?: RuleParams) => () => string;

type TextField = yup.StringSchema<string | undefined>;
type NumberField = yup.NumberSchema<number | undefined>;

/** Characters as a person counts them (an emoji is one), not UTF-16 code units. */
const characters = (value: string | number) => Array.from(String(value)).length;

function lengthTest(name: 'min' | 'max', limit: number, say: Say) {
  return {
    name,
    message: say(name, { [name]: limit }),
    skipAbsent: true,
    test: (value: string | number | undefined) =>
      value === undefined || (name === 'min' ? characters(value) >= limit : characters(value) <= limit),
  };
}

/** `phone:country`: valid for the country in the sibling field; a missing or unknown country is that field's error. */
function phoneTest(countryField: string, say: Say) {
  return {
    name: 'phone',
    message: say('phone'),
    skipAbsent: true,
    test(value: string | undefined, context: yup.TestContext) {
      const country: unknown = (context.parent as Record<string, unknown> | undefined)?.[countryField];
      if (value === undefined || !isPhoneCountry(country)) return true;
      return toE164(value, country) !== null;
    },
  };
}

function applyTextRule(field: TextField, { name, params }: NormalizedRule, say: Say): TextField {
  switch (name) {
    case 'required':
      return field.required(say('required'));
    case 'email':
      return field.matches(params.multiple === true ? EMAIL_LIST : EMAIL, { name, message: say('email') });
    case 'min':
    case 'max':
      return field.test(lengthTest(name, params[name]!, say));
    case 'regex':
    case 'pattern':
      return field.matches(params.pattern!, { name, message: say(name) });
    case 'url':
      return field.test({
        name,
        message: say('url'),
        skipAbsent: true,
        test: (v) => v === undefined || isWebAddress(v),
      });
    case 'country':
      return field.test({
        name,
        message: say('country'),
        skipAbsent: true,
        test: (v) => v === undefined || isPhoneCountry(v),
      });
    case 'phone':
      return field.test(phoneTest(params.country!, say));
    case 'multiline':
      return field; // read by textField: it chooses which control characters the field refuses
    default:
      throw new Error(`Validation rule "${name}" is for numbers; this field holds text`);
  }
}

function applyNumberRule(field: NumberField, { name, params }: NormalizedRule, say: Say): NumberField {
  const message = say(name, params);
  switch (name) {
    case 'required':
      return field.required(say('required'));
    case 'numeric':
      return field; // the field's type is the rule
    case 'min_value':
      return field.min(params.min!, message);
    case 'max_value':
      return field.max(params.max!, message);
    case 'between':
      return field.min(params.min!, message).max(params.max!, message);
    case 'min':
    case 'max':
      return field.test(lengthTest(name, params[name]!, say));
    case 'regex':
    case 'pattern': {
      const pattern = params.pattern!;
      // The text as typed: '1e1' is the number 10 but does not match `\d{1,2}`.
      return field.test({
        name,
        message,
        skipAbsent: true,
        test: (v, context) => v === undefined || pattern.test(String(context.originalValue ?? v).trim()),
      });
    }
    default:
      throw new Error(`Validation rule "${name}" is for text; this field holds a number`);
  }
}

/** Text as typed, trimmed; empty counts as absent. Any other type passes through to fail the type check. */
function readText(_cast: unknown, original: unknown): unknown {
  if (typeof original !== 'string') return original;
  const trimmed = original.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A finite number, or numeric text as a number; empty text is absent; anything else is not a number. */
function readNumber(_cast: unknown, original: unknown): unknown {
  if (original === null || original === undefined) return original;
  if (typeof original === 'string' && original.trim() === '') return undefined;
  return toNumber(original) ?? Number.NaN;
}

/**
 * Every text field refuses control characters, first of all its rules: a one-line field also line breaks and
 * tabs (no value can add a line to a notification e-mail), a `multiline` one keeps those.
 */
function controlCharacterTest(multiline: boolean, say: Say) {
  const forbidden = multiline ? CONTROL_CHARACTER_IN_TEXT : CONTROL_CHARACTER;
  return {
    name: multiline ? 'controlCharacters' : 'singleLine',
    message: say(multiline ? 'controlCharacters' : 'singleLine'),
    skipAbsent: true,
    test: (value: string | undefined) => value === undefined || !forbidden.test(value),
  };
}

function textField(rules: NormalizedRule[], say: Say): TextField {
  const multiline = rules.some((rule) => rule.name === 'multiline');
  const base: TextField = yup
    .string()
    .transform(readText)
    .typeError(say('string'))
    .nonNullable(say('string'))
    .test(controlCharacterTest(multiline, say));
  return rules.reduce((field, rule) => applyTextRule(field, rule, say), base);
}

function numberField(rules: NormalizedRule[], say: Say): NumberField {
  const base: NumberField = yup.number().transform(readNumber).typeError(say('numeric')).nonNullable(say('numeric'));
  return rules.reduce((field, rule) => applyNumberRule(field, rule, say), base);
}

const holdsNumber = (rules: NormalizedRule[]) => rules.some((rule) => NUMBER_RULES.has(rule.name));

function compileRules(
  rules: NormalizedRule[],
  { locale = DEFAULT_LOCALE, label }: FieldOptions,
): TextField | NumberField {
  const say: Say = (key, params) => () => ruleMessage(locale, key, params, label);
  return holdsNumber(rules) ? numberField(rules, say) : textField(rules, say);
}

/** Compiles one field's rules to a yup schema. Throws on an unknown rule or a bad parameter. */
export function compileField(rules: Rules, options: FieldOptions = {}): TextField | NumberField {
  return compileRules(parseRules(rules), options);
}

/**
 * Compiles a form's rules to a yup object schema, messages in the locale with the fields' labels. Every
 * text field must have a `max` rule: what a stranger posts is bounded, field by field.
 */
export function compileSchema(schema: Schema, options: SchemaOptions = {}): FormSchema {
  const shape: Record<string, TextField | NumberField> = {};
  for (const [name, rules] of Object.entries(schema)) {
    const parsed = parseRules(rules);
    if (!holdsNumber(parsed) && !parsed.some((rule) => rule.name === 'max')) {
      throw new Error(`Form field "${name}" needs a "max" rule: text a visitor sends must have a bounded length`);
    }
    shape[name] = compileRules(parsed, { locale: options.locale, label: options.labels?.[name] ?? name });
  }
  return yup.object(shape) as unknown as FormSchema;
}

/** One invalid field: its first failed rule's message. */
export type FieldIssue = { readonly field: string; readonly message: string };

export type FormCheck = { valid: true; values: FormValues } | { valid: false; issues: FieldIssue[] };

/**
 * Runs a compiled form schema on input (synchronously: every rule is). Valid input comes back as the
 * schema's output — text trimmed, numbers as numbers; invalid input as one issue per field, in the
 * schema's field order.
 */
export function checkForm(schema: FormSchema, input: unknown): FormCheck {
  try {
    return { valid: true, values: schema.validateSync(input, { abortEarly: false }) };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const first = new Map<string, string>();
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path ?? '';
      if (!first.has(field)) first.set(field, issue.message);
    }
    return { valid: false, issues: [...first].map(([field, message]) => ({ field, message })) };
  }
}

/**
 * The first message of each invalid field of `values` under `schema` (fields not in the schema are
 * ignored), for forms that judge a changing set of fields — the token wizard one step at a time, the CMS
 * only the cap of a capped token. Valid input is `{}`.
 */
export function fieldMessages(
  schema: Schema,
  values: Readonly<Record<string, unknown>>,
  options: SchemaOptions = {},
): Record<string, string> {
  const input = Object.fromEntries(Object.keys(schema).map((field) => [field, values[field]]));
  const result = checkForm(compileSchema(schema, options), input);
  return result.valid ? {} : Object.fromEntries(result.issues.map(({ field, message }) => [field, message]));
}
