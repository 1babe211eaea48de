/**
 * The validation rules of product rules §5, written once for site, CMS and tests.
 *
 * Rules come as pipe strings with comma parameters (`'required|email'`, `'between:0,15'`,
 * `'email:multiple'`) or as objects (`{ required: true, between: [0, 15] }`). This module only reads
 * them: it checks every rule name and parameter and returns them in one normalised form, which
 * `compileSchema` (./schema.ts) turns into yup. A rule name nobody knows is a programming error and throws.
 */

/** Locales the message tables cover (the site's two locales, product rules §4). */
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
  'country',
  'phone',
  'multiline',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

type NumberParam = number | string;

/** The object form of a rule set. `false` (or leaving a key out) switches a rule off. */
export type RuleObject = {
  required?: boolean;
  /** `multiple` accepts a comma-separated list of addresses. */
  email?: boolean | 'multiple' | { multiple?: boolean };
  /** Minimum length in characters. */
  min?: NumberParam;
  /** Maximum length in characters. */
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
  /** A two-letter code of a country with phone numbering (the contact form's country picker). */
  country?: boolean;
  /** A phone number valid for the country code in the named sibling field (`phone:country`). */
  phone?: string | { country: string };
  /** The text may span lines (line breaks and tabs); without it a text field is one line. */
  multiline?: boolean;
};

export type Rules = string | RuleObject;

/** A form's fields and their rules. */
export type Schema = Readonly<Record<string, Rules>>;

/** Parameters after reading: numbers are numbers, patterns are compiled, flags are booleans. */
export type RuleParams = {
  readonly min?: number;
  readonly max?: number;
  readonly multiple?: boolean;
  readonly pattern?: RegExp;
  /** `pattern`: the pattern as written, unanchored — what an HTML `pattern` attribute takes. */
  readonly source?: string;
  /** `phone`: the field that holds the country code. */
  readonly country?: string;
};

/** A rule as the compiler receives it. `params` also fill the message placeholders (`{min}`, `{max}`). */
export type NormalizedRule = { readonly name: RuleName; readonly params: RuleParams };

type RawParams = Readonly<Record<string, unknown>>;

type RuleDefinition = {
  /** Parameter names in the order a pipe string lists them. */
  readonly params: readonly string[];
  /** The whole text after `:` is one parameter (a pattern may contain commas). */
  readonly rawParam?: boolean;
  /** Checks the parameters (throwing on bad configuration) and returns them normalised. */
  readonly read: (params: RawParams, rule: RuleName) => RuleParams;
};

/** Rules that judge a number: a field with any of them holds a number (or numeric text), not text. */
export const NUMBER_RULES: ReadonlySet<RuleName> = new Set(['numeric', 'min_value', 'max_value', 'between']);

// Dot-atom local part, then at least two domain labels; the last one starts with a letter.
const EMAIL_SOURCE =
  "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\\.[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?\\.)+\\p{L}(?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])";

/** One address. */
export const EMAIL = new RegExp(`^${EMAIL_SOURCE}$`, 'u');
/** Comma-separated addresses (`email:multiple`); an empty entry fails. */
export const EMAIL_LIST = new RegExp(`^\\s*${EMAIL_SOURCE}(?:\\s*,\\s*${EMAIL_SOURCE})*\\s*$`, 'u');

/**
 * What a one-line text field refuses: control characters (C0 with tab, line feed and carriage return, DEL, C1)
 * and Unicode's line and paragraph separators. One line stays one line wherever it is written — a header-like
 * line in a notification e-mail (`Bcc: …`), a log line, a CSV row.
 */
export const CONTROL_CHARACTER = /[\p{Cc}\p{Zl}\p{Zp}]/u;
/** What a multi-line field (`multiline`) refuses: the same, except tab, line feed and carriage return. */
export const CONTROL_CHARACTER_IN_TEXT = /[^\P{Cc}\t\n\r]|[\p{Zl}\p{Zp}]/u;

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** A finite number from a number or a numeric string, else undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !NUMBER.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** An http(s) address with a dotted host name (or localhost) and no whitespace. */
export function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const webScheme = url.protocol === 'http:' || url.protocol === 'https:';
  return webScheme && (url.hostname === 'localhost' || url.hostname.includes('.'));
}

function flag(raw: unknown, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  if (typeof raw === 'boolean') return raw;
  // In pipe strings every parameter is text: 'email:multiple' is on, 'email:false' is off.
  return raw !== 'false' && raw !== '0' && raw !== 0;
}

function numberParam(rule: RuleName, params: RawParams, name: string): number {
  const raw = params[name];
  const parsed = typeof raw === 'number' || typeof raw === 'string' ? toNumber(raw) : undefined;
  if (parsed === undefined) {
    throw new Error(`Validation rule "${rule}" needs a number for "${name}", got ${JSON.stringify(raw)}`);
  }
  return parsed;
}

function lengthParam(rule: RuleName, params: RawParams, name: string): number {
  const n = numberParam(rule, params, name);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Validation rule "${rule}" needs a whole number >= 0`);
  return n;
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

function fieldNameParam(rule: RuleName, raw: unknown): string {
  if (typeof raw !== 'string' || !/^\w+$/.test(raw)) throw new Error(`Validation rule "${rule}" needs a field name`);
  return raw;
}

const RULES: Readonly<Record<RuleName, RuleDefinition>> = {
  required: { params: [], read: () => ({}) },
  email: { params: ['multiple'], read: (p) => ({ multiple: flag(p.multiple, false) }) },
  min: { params: ['min'], read: (p, r) => ({ min: lengthParam(r, p, 'min') }) },
  max: { params: ['max'], read: (p, r) => ({ max: lengthParam(r, p, 'max') }) },
  min_value: { params: ['min'], read: (p, r) => ({ min: numberParam(r, p, 'min') }) },
  max_value: { params: ['max'], read: (p, r) => ({ max: numberParam(r, p, 'max') }) },
  between: {
    params: ['min', 'max'],
    read: (p, r) => ({ min: numberParam(r, p, 'min'), max: numberParam(r, p, 'max') }),
  },
  regex: { params: ['pattern'], rawParam: true, read: (p, r) => ({ pattern: regExpParam(r, p.pattern, false) }) },
  pattern: {
    params: ['pattern'],
    rawParam: true,
    read: (p, r) => {
      const pattern = regExpParam(r, p.pattern, true);
      return { pattern, source: p.pattern instanceof RegExp ? p.pattern.source : String(p.pattern) };
    },
  },
  numeric: { params: [], read: () => ({}) },
  url: { params: [], read: () => ({}) },
  country: { params: [], read: () => ({}) },
  phone: { params: ['country'], read: (p, r) => ({ country: fieldNameParam(r, p.country) }) },
  multiline: { params: [], read: () => ({}) },
};

function definitionOf(name: string): RuleDefinition {
  if (!Object.hasOwn(RULES, name)) throw new Error(`Unknown validation rule "${name}"`);
  return RULES[name as RuleName];
}

function namedParams(rule: RuleName, raw: readonly unknown[] | RawParams): RawParams {
  const names = RULES[rule].params;
  if (Array.isArray(raw)) {
    if (raw.length > names.length) {
      throw new Error(`Validation rule "${rule}" takes ${names.length} parameter(s), got ${raw.length}`);
    }
    return Object.fromEntries(raw.map((value: unknown, i) => [names[i], value]));
  }
  const unknown = Object.keys(raw).filter((key) => !names.includes(key));
  if (unknown.length > 0) throw new Error(`Validation rule "${rule}" has no parameter "${unknown.join('", "')}"`);
  return raw as RawParams;
}

function readRule(name: string, raw: readonly unknown[] | RawParams): NormalizedRule {
  const definition = definitionOf(name);
  const rule = name as RuleName;
  return { name: rule, params: definition.read(namedParams(rule, raw), rule) };
}

function parseRuleString(source: string): NormalizedRule[] {
  const segments = source
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return segments.map((segment) => {
    const colon = segment.indexOf(':');
    if (colon === -1) return readRule(segment, []);
    const name = segment.slice(0, colon).trim();
    const rest = segment.slice(colon + 1);
    const raw = definitionOf(name).rawParam ? [rest] : rest.split(',').map((p) => p.trim());
    return readRule(name, raw);
  });
}

function settingToParams(setting: unknown): readonly unknown[] | RawParams {
  if (setting === true) return [];
  if (Array.isArray(setting)) return setting;
  if (typeof setting === 'object' && setting !== null && !(setting instanceof RegExp)) return setting as RawParams;
  return [setting];
}

/**
 * Reads a rule set. Throws on an unknown rule name (product rules §5) and on bad parameters, so a typo fails the
 * first time the form renders rather than passing silently.
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
    .map(([name, setting]) => readRule(name, settingToParams(setting)));
}
