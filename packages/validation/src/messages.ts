import { DEFAULT_LOCALE, LOCALE_CODES, isLocale, type Locale } from '@app/routing';
import type { RuleName, ValidationLocale } from './rules';

/**
 * Message keys: one per rule that has its own wording, the type error, the control characters a one-line
 * (`singleLine`) or multi-line (`controlCharacters`) field refuses, and the fallbacks.
 */
export type MessageKey = RuleName | 'string' | 'singleLine' | 'controlCharacters' | '_default' | '_field';

type MessageTable = { readonly [K in MessageKey]?: string } & { readonly _default: string; readonly _field: string };

/** A locale's `validation.json`: the rules' messages and the generic toast of a failed request. */
type Catalogue = { readonly messages: MessageTable; readonly server: { readonly invalidData: string } };

/**
 * The catalogue of `locale` (`locales/<locale>/validation.json`, where translators work). The relative path is the
 * same from the sources and from the compiled package, whose `dist/locales` holds a copy of every locale's file
 * (tsconfig.json), so a locale added to LOCALES needs no line here; one without its file stops here, named.
 */
function catalogue(locale: Locale): Catalogue {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(`../../../locales/${locale}/validation.json`) as Catalogue;
  } catch (error) {
    throw new Error(`No validation messages for locale "${locale}": locales/${locale}/validation.json is missing`, {
      cause: error,
    });
  }
}

const CATALOGUES = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, catalogue(locale)])) as Readonly<
  Record<Locale, Catalogue>
>;

/**
 * Validation messages per locale; `{_field_}` and rule parameters (`{min}`, `{max}` …) are placeholders. Rules
 * without their own wording (regex, pattern) use `_default`: a pattern cannot say what it wants.
 */
export const VALIDATION_MESSAGES: Readonly<Record<ValidationLocale, MessageTable>> = Object.fromEntries(
  LOCALE_CODES.map((locale) => [locale, CATALOGUES[locale].messages]),
) as Record<ValidationLocale, MessageTable>;

/** The supported locale a page or request names; the default locale for anything else. */
export function validationLocale(locale: string | undefined): ValidationLocale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The toast shown when a failed request produced no other message (product rules §5, §8), in `locale`. */
export function invalidDataMessage(locale: string | undefined): string {
  return CATALOGUES[validationLocale(locale)].server.invalidData;
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
