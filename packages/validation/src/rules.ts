import enCatalogue from '../../../locales/en/validation.json';
import deCatalogue from '../../../locales/de/validation.json';
/**
 * The validation rules of SPEC §5, written once for site, CMS and tests.
 *
 * Rules come as pipe strings with comma parameters (`'required|email'`, `'between:0,15'`,
 * `'email:multiple'`) or as objects (`{ required: true, between: [0, 15] }`). A rule name the engine
 * does not know is a programming error and throws.
 */

/** Locales the message tables cover (the site's two locales, SPEC §4). */
export type ValidationLocale = 'en' | 'de';

export const RULE_NAMES = [
  'required',
  'email',
  'min',
  'max',
  'min_value',
  'max_value',
  'between',
  'regex',
  'pattern',
  'numeric',
  'url',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

type NumberParam = number | string;

/** The object form of a rule set. `false` (or leaving a key out) switches a rule off. */
export type RuleObject = {
  /** `allowFalse: false` makes the boolean `false` count as missing (e.g. a consent checkbox). */
  required?: boolean | { allowFalse?: boolean };
  /** `multiple` accepts a comma-separated list of addresses. */
  email?: boolean | 'multiple' | { multiple?: boolean };
  /** Minimum string length in characters. */
  min?: NumberParam;
  /** Maximum string length in characters. */
  max?: NumberParam;
  min_value?: NumberParam;
  max_value?: NumberParam;
  /** Number in `[min, max]`, both bounds included. */
  between?: readonly [NumberParam, NumberParam] | { min: NumberParam; max: NumberParam };
  /** A JavaScript regular expression; a string is compiled as is (not anchored). */
  regex?: RegExp | string;
  /** HTML `pattern` semantics: the whole value must match. */
  pattern?: RegExp | string;
  numeric?: boolean;
  url?: boolean;
};

export type Rules = string | RuleObject;

type Params = Readonly<Record<string, unknown>>;
type Test = (value: unknown) => boolean;

/** A parsed rule: its name, its named parameters (used in messages) and its compiled test. */
export type NormalizedRule = { readonly name: RuleName; readonly params: Params; readonly test: Test };

type RuleDefinition = {
  /** Parameter names in the order a pipe string lists them. */
  readonly params: readonly string[];
  /** The whole text after `:` is one parameter (a pattern may contain commas). */
  readonly rawParam?: boolean;
  /** Only `required` looks at empty values; every other rule lets them pass. */
  readonly runsOnEmpty?: boolean;
  /** Checks the parameters once (throwing on bad configuration) and returns the value test. */
  readonly compile: (params: Params, rule: RuleName) => Test;
};

// Dot-atom local part, then at least two domain labels; the last one starts with a letter.
const EMAIL =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}(?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])$/u;

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** What `required` rejects: null/undefined, an empty array, a string that is empty after trimming. */
function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
}

/** Values the other rules do not judge (left to `required`). */
function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A finite number from a number or a numeric string, else undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !NUMBER.test(value.trim())) return undefined;
  return Number(value.trim());
}

function flag(raw: unknown, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  if (typeof raw === 'boolean') return raw;
  // In pipe strings every parameter is text: 'email:multiple' is on, 'required:false' is off.
  return raw !== 'false' && raw !== '0' && raw !== 0;
}

function numberParam(rule: RuleName, params: Params, name: string): number {
  const raw = params[name];
  const parsed = typeof raw === 'number' || typeof raw === 'string' ? toNumber(raw) : undefined;
  if (parsed === undefined) {
    throw new Error(`Validation rule "${rule}" needs a number for "${name}", got ${JSON.stringify(raw)}`);
  }
  return parsed;
}

function regExpParam(rule: RuleName, raw: unknown, anchored: boolean): RegExp {
  if (!(raw instanceof RegExp) && (typeof raw !== 'string' || raw === '')) {
    throw new Error(`Validation rule "${rule}" needs a regular expression`);
  }
  // Drop g/y: a stateful lastIndex would make the same value pass and fail alternately.
  const source = raw instanceof RegExp ? raw.source : raw;
  const flags = raw instanceof RegExp ? raw.flags.replace(/[gy]/g, '') : anchored ? 'u' : '';
  try {
    return new RegExp(anchored ? `^(?:${source})$` : source, flags);
  } catch (cause) {
    throw new Error(`Validation rule "${rule}" has an invalid pattern ${JSON.stringify(source)}`, { cause });
  }
}

function matches(re: RegExp): Test {
  return (v) => (typeof v === 'string' || typeof v === 'number') && re.test(String(v));
}

function length(value: unknown): number {
  // Characters as a person counts them (an emoji is one), not UTF-16 code units.
  if (typeof value === 'string') return Array.from(value).length;
  return typeof value === 'number' ? String(value).length : Number.NaN;
}

function isWebAddress(value: unknown): boolean {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const webScheme = url.protocol === 'http:' || url.protocol === 'https:';
  return webScheme && (url.hostname === 'localhost' || url.hostname.includes('.'));
}

function inRange(value: unknown, min: number, max: number): boolean {
  const n = toNumber(value);
  return n !== undefined && n >= min && n <= max;
}

const RULES: Readonly<Record<RuleName, RuleDefinition>> = {
  required: {
    params: ['allowFalse'],
    runsOnEmpty: true,
    compile: (p) => {
      const allowFalse = flag(p.allowFalse, true);
      return (v) => !isMissing(v) && (allowFalse || v !== false);
    },
  },
  email: {
    params: ['multiple'],
    compile: (p) => {
      if (!flag(p.multiple, false)) return (v) => typeof v === 'string' && EMAIL.test(v);
      return (v) => typeof v === 'string' && v.split(',').every((part) => EMAIL.test(part.trim()));
    },
  },
  min: {
    params: ['min'],
    compile: (p, r) => {
      const min = numberParam(r, p, 'min');
      return (v) => length(v) >= min;
    },
  },
  max: {
    params: ['max'],
    compile: (p, r) => {
      const max = numberParam(r, p, 'max');
      return (v) => length(v) <= max;
    },
  },
  min_value: {
    params: ['min'],
    compile: (p, r) => {
      const min = numberParam(r, p, 'min');
      return (v) => inRange(v, min, Infinity);
    },
  },
  max_value: {
    params: ['max'],
    compile: (p, r) => {
      const max = numberParam(r, p, 'max');
      return (v) => inRange(v, -Infinity, max);
    },
  },
  between: {
    params: ['min', 'max'],
    compile: (p, r) => {
      const min = numberParam(r, p, 'min');
      const max = numberParam(r, p, 'max');
      return (v) => inRange(v, min, max);
    },
  },
  regex: {
    params: ['pattern'],
    rawParam: true,
    compile: (p, r) => matches(regExpParam(r, p.pattern, false)),
  },
  pattern: {
    params: ['pattern'],
    rawParam: true,
    compile: (p, r) => matches(regExpParam(r, p.pattern, true)),
  },
  numeric: { params: [], compile: () => (v) => toNumber(v) !== undefined },
  url: { params: [], compile: () => isWebAddress },
};

function definitionOf(name: string): RuleDefinition {
  if (!Object.hasOwn(RULES, name)) throw new Error(`Unknown validation rule "${name}"`);
  return RULES[name as RuleName];
}

function namedParams(rule: RuleName, raw: readonly unknown[] | Params): Params {
  const names = RULES[rule].params;
  if (Array.isArray(raw)) {
    if (raw.length > names.length) {
      throw new Error(`Validation rule "${rule}" takes ${names.length} parameter(s), got ${raw.length}`);
    }
    return Object.fromEntries(raw.map((value: unknown, i) => [names[i], value]));
  }
  const unknown = Object.keys(raw).filter((key) => !names.includes(key));
  if (unknown.length > 0) throw new Error(`Validation rule "${rule}" has no parameter "${unknown.join('", "')}"`);
  return raw as Params;
}

function compileRule(name: string, raw: readonly unknown[] | Params): NormalizedRule {
  const definition = definitionOf(name);
  const rule = name as RuleName;
  const params = namedParams(rule, raw);
  return { name: rule, params, test: definition.compile(params, rule) };
}

function parseRuleString(source: string): NormalizedRule[] {
  const segments = source
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return segments.map((segment) => {
    const colon = segment.indexOf(':');
    if (colon === -1) return compileRule(segment, []);
    const name = segment.slice(0, colon).trim();
    const rest = segment.slice(colon + 1);
    const raw = definitionOf(name).rawParam ? [rest] : rest.split(',').map((p) => p.trim());
    return compileRule(name, raw);
  });
}

function settingToParams(setting: unknown): readonly unknown[] | Params {
  if (setting === true) return [];
  if (Array.isArray(setting)) return setting;
  if (typeof setting === 'object' && setting !== null && !(setting instanceof RegExp)) return setting as Params;
  return [setting];
}

/**
 * Parses a rule set into compiled rules. Throws on an unknown rule name (SPEC §5) and on bad
 * parameters, so a typo fails the first time the form renders rather than passing silently.
 */
export function parseRules(rules: Rules): NormalizedRule[] {
  if (typeof rules === 'string') return parseRuleString(rules);
  if (typeof rules !== 'object' || rules === null) {
    throw new TypeError('Validation rules must be a pipe-separated string or an object');
  }
  return Object.entries(rules)
    .filter(([name, setting]) => {
      definitionOf(name);
      return setting !== false && setting !== undefined && setting !== null;
    })
    .map(([name, setting]) => compileRule(name, settingToParams(setting)));
}

/** True when the value passes the rule; empty values pass everything but `required`. */
function passes(value: unknown, rule: NormalizedRule): boolean {
  if (RULES[rule.name].runsOnEmpty === true) return rule.test(value);
  if (isEmpty(value)) return true;
  // A list value (e.g. several selected options) passes when each entry does.
  const items: readonly unknown[] = Array.isArray(value) ? value : [value];
  return items.every((item) => isEmpty(item) || rule.test(item));
}

type MessageTable = { readonly [K in RuleName | '_default' | '_field']?: string } & {
  readonly _default: string;
  readonly _field: string;
};

// The wording lives in the UI catalogues (`locales/<locale>/validation.json`, where translators work); rules
// without their own wording (regex, pattern) use `_default`: a pattern cannot say what it wants.
const EN: MessageTable = enCatalogue.messages;
const DE: MessageTable = deCatalogue.messages;

/** Validation messages per locale; `{_field_}` and rule parameters (`{min}`, `{max}` …) are placeholders. */
export const VALIDATION_MESSAGES: Readonly<Record<ValidationLocale, MessageTable>> = { en: EN, de: DE };

function resolveLocale(locale: string | undefined): ValidationLocale {
  return locale === 'de' ? 'de' : 'en';
}

/** Replaces `{name}` placeholders; unknown placeholders stay as written. */
export function interpolate(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) && values[key] !== undefined ? String(values[key]) : whole,
  );
}

export type ValidateOptions = {
  /** The field's label as the visitor sees it; defaults to "This field" / "Dieses Feld". */
  field?: string;
  locale?: ValidationLocale;
};

export type ValidationResult = { valid: boolean; errors: string[] };

/** Validates one value; `errors` holds one message per failed rule, in rule order. */
export function validate(value: unknown, rules: Rules, options: ValidateOptions = {}): ValidationResult {
  const table = VALIDATION_MESSAGES[resolveLocale(options.locale)];
  const field = options.field ?? table._field;
  const errors = parseRules(rules)
    .filter((rule) => !passes(value, rule))
    .map((rule) => interpolate(table[rule.name] ?? table._default, { ...rule.params, _field_: field }));
  return { valid: errors.length === 0, errors };
}

export type Schema = Readonly<Record<string, Rules>>;
export type FormValidationResult = { valid: boolean; errors: Record<string, string[]> };

/**
 * Validates a whole form. `errors` lists only the fields that failed. `labels` name the fields in
 * messages; without one the field's key is used.
 */
export function validateAll(
  values: Readonly<Record<string, unknown>>,
  schema: Schema,
  locale: ValidationLocale = 'en',
  labels: Readonly<Record<string, string>> = {},
): FormValidationResult {
  const errors: Record<string, string[]> = {};
  for (const [name, rules] of Object.entries(schema)) {
    const result = validate(values[name], rules, { field: labels[name] ?? name, locale });
    if (!result.valid) errors[name] = result.errors;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}
