import enCatalogue from '../../../locales/en/validation.json';
import deCatalogue from '../../../locales/de/validation.json';
import type { RuleName, ValidationLocale } from './rules';

/**
 * Message keys: one per rule that has its own wording, the type error, the control characters a one-line
 * (`singleLine`) or multi-line (`controlCharacters`) field refuses, and the fallbacks.
 */
export type MessageKey = RuleName | 'string' | 'singleLine' | 'controlCharacters' | '_default' | '_field';

type MessageTable = { readonly [K in MessageKey]?: string } & { readonly _default: string; readonly _field: string };

// The wording lives in the UI catalogues (`locales/<locale>/validation.json`, where translators work); rules
// without their own wording (regex, pattern) use `_default`: a pattern cannot say what it wants.
const EN: MessageTable = enCatalogue.messages;
const DE: MessageTable = deCatalogue.messages;

/** Validation messages per locale; `{_field_}` and rule parameters (`{min}`, `{max}` …) are placeholders. */
export const VALIDATION_MESSAGES: Readonly<Record<ValidationLocale, MessageTable>> = { en: EN, de: DE };

/** The supported locale a page or request names; English for anything else. */
export function validationLocale(locale: string | undefined): ValidationLocale {
  return locale === 'de' ? 'de' : 'en';
}

/** Replaces `{name}` placeholders; unknown placeholders stay as written. */
export function interpolate(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) && values[key] !== undefined ? String(values[key]) : whole,
  );
}

/**
 * The message for a failed rule in a locale, the field named by its label ("This field" / "Dieses Feld"
 * without one) and the rule's parameters filled in.
 */
export function ruleMessage(
  locale: ValidationLocale,
  key: MessageKey,
  params: Readonly<Record<string, unknown>> = {},
  label?: string,
): string {
  const table = VALIDATION_MESSAGES[locale];
  return interpolate(table[key] ?? table._default, { ...params, _field_: label ?? table._field });
}
