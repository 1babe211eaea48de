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

/** One language version as `GET /admin/translation-status` describes it. */
export type LanguageStatus = {
  code: string;
  state: 'translated' | 'untranslated' | 'missing';
  texts: number;
  untranslated: number;
};

/** The message and its values for a language's badge, and the badge's colour. */
export type Badge = {
  message: 'translated' | 'untranslated' | 'missing';
  values: { language: string; count: number; texts: number };
  tone: 'success' | 'warning' | 'danger';
};

const TONES = { translated: 'success', untranslated: 'warning', missing: 'danger' } as const;

/**
 * The badges of the edit view's Languages panel: one per language, in the CMS's order, named by the language's own
 * name ("Italiano: 37 of 52 texts untranslated"); none when every language is translated.
 */
export function languageBadges(languages: readonly LanguageStatus[]): Badge[] {
  if (languages.every((language) => language.state === 'translated')) return [];
  return languages.map((language) => ({
    message: language.state,
    values: { language: autonym(language.code), count: language.untranslated, texts: language.texts },
    tone: TONES[language.state],
  }));
}

/** A language by its own name, capitalised as a list item: Deutsch, Italiano. */
const autonym = (code: string) => {
  const name = languageName(code, code);
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
};
