import { type RuleObject } from './rules';

/** Attribute values as markup or props carry them: text, a boolean, a number, or absent. */
export type ConstraintAttributeValue = string | number | boolean | null | undefined;
export type ConstraintAttributes = Readonly<Record<string, ConstraintAttributeValue>>;

/** The part of a DOM element this module reads, so a real `<input>` can be passed as is. */
export type AttributeSource = {
  getAttributeNames(): string[];
  getAttribute(name: string): string | null;
};

// Input types whose value is free text, where pattern/minlength/maxlength apply (HTML §4.10.5).
const TEXT_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password']);

function isAttributeSource(value: unknown): value is AttributeSource {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<AttributeSource>).getAttributeNames === 'function' &&
    typeof (value as Partial<AttributeSource>).getAttribute === 'function'
  );
}

/** Lower-cases names (`minLength` → `minlength`) and drops absent attributes. */
function readAttributes(source: ConstraintAttributes | AttributeSource): Map<string, string | number | true> {
  const read = new Map<string, string | number | true>();
  if (isAttributeSource(source)) {
    for (const name of source.getAttributeNames()) read.set(name.toLowerCase(), source.getAttribute(name) ?? '');
    return read;
  }
  for (const [name, value] of Object.entries(source)) {
    if (value === false || value === null || value === undefined) continue;
    read.set(name.toLowerCase(), value);
  }
  return read;
}

/** A boolean attribute is on whenever present, whatever its text (`required="false"` is required). */
function isPresent(attrs: Map<string, unknown>, name: string): boolean {
  return attrs.has(name);
}

function finiteNumber(raw: string | number | true | undefined): number | undefined {
  if (raw === undefined || raw === true || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

function lengthLimit(raw: string | number | true | undefined): number | undefined {
  const n = finiteNumber(raw);
  // HTML ignores a minlength/maxlength that is not a non-negative integer.
  return n !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined;
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(`^(?:${pattern})$`, 'u');
    return true;
  } catch {
    return false;
  }
}

function textRules(attrs: Map<string, string | number | true>): RuleObject {
  const rules: RuleObject = {};
  const pattern = attrs.get('pattern');
  // Like a browser, an invalid pattern imposes no constraint.
  if (typeof pattern === 'string' && pattern !== '' && compiles(pattern)) rules.pattern = pattern;
  const minLength = lengthLimit(attrs.get('minlength'));
  if (minLength !== undefined) rules.min = minLength;
  const maxLength = lengthLimit(attrs.get('maxlength'));
  if (maxLength !== undefined) rules.max = maxLength;
  return rules;
}

function numberRules(attrs: Map<string, string | number | true>): RuleObject {
  const rules: RuleObject = {};
  const min = finiteNumber(attrs.get('min'));
  if (min !== undefined) rules.min_value = min;
  const max = finiteNumber(attrs.get('max'));
  if (max !== undefined) rules.max_value = max;
  return rules;
}

/**
 * Reads HTML constraint attributes (SPEC §5: required, email, pattern, minlength, maxlength, number
 * min and max) from an attribute record or a DOM element and returns the equivalent rule object.
 */
export function rulesFromConstraints(source: ConstraintAttributes | AttributeSource): RuleObject {
  const attrs = readAttributes(source);
  const rawType = attrs.get('type');
  const type = typeof rawType === 'string' && rawType.trim() !== '' ? rawType.trim().toLowerCase() : 'text';
  const rules: RuleObject = {};
  if (isPresent(attrs, 'required')) rules.required = true;
  if (type === 'email') rules.email = isPresent(attrs, 'multiple') ? { multiple: true } : true;
  if (TEXT_TYPES.has(type)) Object.assign(rules, textRules(attrs));
  if (type === 'number') Object.assign(rules, numberRules(attrs));
  return rules;
}
