/**
 * URL slugs from titles, one rule for the admin panel (the slug follows the title while an entry is new) and
 * the server (the slug field's "Regenerate" button). German is transliterated the way German readers expect
 * (ä → ae, ö → oe, ü → ue, ß → ss), other accents are dropped (é → e), "&" becomes the word of the language
 * ("und", "et" …) as the language's own list format writes it, so a new language needs no entry here.
 */
import { DEFAULT_LOCALE } from '@app/routing';

/** Longest slug produced; longer titles are cut at a word boundary (URLs stay readable). */
export const MAX_SLUG_LENGTH = 80;

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ẞ: 'ss' };
const AND = new Map<string, string>();

/** The language's "and" (en "and", de "und", fr "et"): the word `Intl.ListFormat` puts between two items. */
function andWord(locale: string): string {
  let word = AND.get(locale);
  if (word === undefined) {
    try {
      const parts = new Intl.ListFormat(locale, { type: 'conjunction' }).formatToParts(['a', 'b']);
      word = parts.find((part) => part.type === 'literal')?.value.trim() || 'and';
    } catch {
      word = 'and'; // not a language tag
    }
    AND.set(locale, word);
  }
  return word;
}

/** A valid slug: lowercase letters, digits and single dashes, neither leading nor trailing. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug of a title: `Größe & Maß: Äpfel` → `groesse-und-mass-aepfel` (locale `de`). Returns '' when the
 * title has no letter or digit left (the caller then keeps its fallback).
 */
export function slugify(title: string, locale: string = DEFAULT_LOCALE): string {
  const words = String(title)
    .toLowerCase()
    .replace(/[äöüßẞ]/g, (c) => GERMAN[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ` ${andWord(locale)} `)
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

/**
 * A slug nobody chose: empty, Strapi's placeholder for an empty title (`post`, `post-1`), or exactly the slug of
 * the title it was made from (possibly made unique, `-2`). Such a slug keeps following the title.
 */
export function isAutomaticSlug(slug: unknown, fromTitle: unknown, singularName: string, locale: string): boolean {
  if (typeof slug !== 'string' || slug.trim() === '') return true;
  if (new RegExp(`^${singularName}(-\\d+)?$`).test(slug)) return true;
  const expected = typeof fromTitle === 'string' ? slugify(fromTitle, locale) : '';
  return expected !== '' && (slug === expected || new RegExp(`^${expected}-\\d+$`).test(slug));
}

/** The field each slug is made from, by content type (the `targetField` of their uid attribute). */
export const SLUG_SOURCES: Readonly<Record<string, string>> = {
  'api::post.post': 'title',
  'api::case-study.case-study': 'title',
  'api::topic.topic': 'name',
};

/**
 * The slug the admin form shows after the title changed from `before` to `title` (`model`: the content type), or
 * null to leave the slug alone: the rule of `isAutomaticSlug`, applied as the editor types.
 */
export function followingSlug(args: {
  model: string;
  slug: unknown;
  before: unknown;
  title: unknown;
  locale: string;
}): string | null {
  const { model, slug, before, title, locale } = args;
  if (typeof title !== 'string' || title === before) return null;
  if (!isAutomaticSlug(slug, before, model.split('.').pop() ?? '', locale)) return null;
  const next = slugify(title, locale);
  return next === '' || next === slug ? null : next;
}
