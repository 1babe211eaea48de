import { languageName } from '@app/routing';

/**
 * Language names derived from the locale codes with `Intl.DisplayNames` (`languageName` of @app/routing), never
 * from a list kept per language: a locale added to the site gets its names in every language for free.
 */
export { languageName };

/**
 * The language's name in itself, as a menu entry shows it (capitalised, since it stands alone):
 * 'de' → "Deutsch", 'fr' → "Français".
 */
export function autonym(code: string): string {
  const name = languageName(code, code);
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}
