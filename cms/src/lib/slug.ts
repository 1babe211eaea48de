/**
 * URL slugs from titles, one rule for the admin panel (the slug follows the title while an entry is new) and
 * the server (the slug field's "Regenerate" button). German is transliterated the way German readers expect
 * (ä → ae, ö → oe, ü → ue, ß → ss), other accents are dropped (é → e), "&" becomes the word of the language.
 */

/** Longest slug produced; longer titles are cut at a word boundary (URLs stay readable). */
export const MAX_SLUG_LENGTH = 80;

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ẞ: 'ss' };
const AND: Record<string, string> = { de: 'und' };

/** A valid slug: lowercase letters, digits and single dashes, neither leading nor trailing. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug of a title: `Größe & Maß: Äpfel` → `groesse-und-mass-aepfel` (locale `de`). Returns '' when the
 * title has no letter or digit left (the caller then keeps its fallback).
 */
export function slugify(title: string, locale = 'en'): string {
  const words = String(title)
    .toLowerCase()
    .replace(/[äöüßẞ]/g, (c) => GERMAN[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ` ${AND[locale] ?? 'and'} `)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  // A single word longer than the limit is cut rather than dropped.
  return slug === '' && words.length > 0 ? words[0]!.slice(0, MAX_SLUG_LENGTH) : slug;
}
