import type { HyphenationFunctionSync } from 'hyphen';
import type { Hyphenate } from '../i18n/hyphenation';

/**
 * Build-time hyphenation with the TeX patterns of the `hyphen` package (`hyphen/<language>`, e.g. `hyphen/de`).
 * Loaded with Node's own `require` when the page renderer runs, so webpack bundles none of the patterns (German
 * alone is 0.7 MB) into any script.
 */
declare const __non_webpack_require__: NodeJS.Require;

/** Words shorter than this never overflow a line (a ten-letter word in a 41 px figure is 270 px wide). */
export const MIN_WORD_LENGTH = 10;
export const SOFT_HYPHEN = '\u00ad';

/** A token that is an address, a path, a mail address, code or a number: never hyphenated. */
const LITERAL = /:\/\/|[@/_\\#=<>{}[\]\d]|\p{L}\.\p{L}|^[\p{Lu}-]+[.,;:!?)]*$/u;

const cache = new Map<string, Hyphenate>();

function patternsOf(locale: string): HyphenationFunctionSync | null {
  try {
    const language = __non_webpack_require__(`hyphen/${locale}`) as { hyphenateSync: HyphenationFunctionSync };
    return language.hyphenateSync;
  } catch {
    return null; // a language the package has no patterns for: text stays as it is
  }
}

/**
 * The hyphenation of `locale`: soft hyphens in each word of at least MIN_WORD_LENGTH letters, where the language's
 * patterns allow a break. Addresses, code, numbers and all-capital abbreviations stay whole; white space and every
 * other character stay exactly as they were.
 */
export function hyphenatorFor(locale: string): Hyphenate {
  const cached = cache.get(locale);
  if (cached) return cached;
  const hyphenateSync = patternsOf(locale);
  const hyphenate: Hyphenate = hyphenateSync
    ? (text) =>
        text.replace(/\S+/g, (token) =>
          LITERAL.test(token) || token.includes(SOFT_HYPHEN)
            ? token
            : token.replace(/[\p{L}\p{M}]+/gu, (word) =>
                word.length < MIN_WORD_LENGTH
                  ? word
                  : hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: MIN_WORD_LENGTH }),
              ),
        )
    : (text) => text;
  cache.set(locale, hyphenate);
  return hyphenate;
}
