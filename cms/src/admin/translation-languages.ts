import { DEFAULT_LOCALE, languageName } from '@app/routing';

/** What the edit view's side panels receive about the entry's language versions. */
export type TranslationProps = {
  document?: { locale?: string | null };
  meta?: { availableLocales?: Array<{ locale?: string | null }> };
};

/** The languages entries are translated into: every language of the CMS but the site's default, in its order. */
export const translatedLocales = (codes: readonly string[]): string[] =>
  codes.filter((code) => code !== DEFAULT_LOCALE);

/**
 * The languages of the CMS (`codes`) this entry has no version in yet, named in the admin's language (the entry's
 * own language counts as present).
 */
export function missingLanguages(props: TranslationProps, codes: readonly string[], adminLanguage: string): string[] {
  const own = props.document?.locale;
  if (!own || !props.meta?.availableLocales) return [];
  const present = new Set([own, ...props.meta.availableLocales.map((l) => l.locale)]);
  return codes.filter((code) => !present.has(code)).map((code) => languageName(code, adminLanguage));
}
