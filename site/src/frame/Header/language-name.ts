/**
 * Language names derived from the locale codes with `Intl.DisplayNames`, never from a list kept per language:
 * a locale added to the site gets its names in every language for free.
 */

/** The name of language `code` as a reader of `inLocale` writes it in a sentence: ('en', 'de') → "Englisch". */
export function languageName(code: string, inLocale: string): string {
  return new Intl.DisplayNames([inLocale], { type: 'language', fallback: 'code' }).of(code) ?? code;
}

/**
 * The language's name in itself, as a menu entry shows it (capitalised, since it stands alone):
 * 'de' → "Deutsch", 'fr' → "Français".
 */
export function autonym(code: string): string {
  const name = languageName(code, code);
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}
