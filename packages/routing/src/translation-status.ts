/**
 * What counts as untranslated, defined once for every place that asks: `npm run i18n:check` (catalogues and content
 * fixtures), the site build's translation summary and the language it offers, the CMS's publish check, its seed and
 * the admin's "Missing in …" filter and language badges (docs/translators.md, "What counts as untranslated").
 *
 * A text of a language version is untranslated when, compared with the source language's version (the default
 * locale) at the same place, it is
 * - `missing` or `empty` where the source (or another language) has a text;
 * - a `placeholder`: a copy marked for translation (`[IT] Careers`, what `npm run locale:add` writes);
 * - `same-as-source`: identical to the source language's text while another language has translated it into
 *   something else (Italian "Careers" where English says "Careers" and German "Karriere").
 *
 * The first three are certain: nothing with such a text is published, seeded as published or offered to visitors.
 * The last is a strong hint only (a name or a term can rightly read the same), so it is counted and listed for
 * translators but blocks nothing.
 */
import { LOCALE_CODES } from './locales';

export type UntranslatedReason = 'missing' | 'empty' | 'placeholder' | 'same-as-source';

/** One untranslated text: where (`sections[2].heading`, `nav.career`), why, and the text it holds now. */
export type UntranslatedText = { path: string; reason: UntranslatedReason; text?: string };

/** How far one language version is translated: its texts (as many as the source has) and the untranslated ones. */
export type VersionStatus = { texts: number; untranslated: UntranslatedText[] };

/** Reasons that keep a version from being published and a language from being offered. */
export const BLOCKING_REASONS: ReadonlySet<UntranslatedReason> = new Set(['missing', 'empty', 'placeholder']);

/** The mark `npm run locale:add` puts before each copied text of language `code` (`[IT] `). */
export const placeholderMark = (code: string): string => `[${code.toUpperCase()}] `;

/** A Markdown line start the mark follows (`## `, `- `, `1. `, `> `): the mark sits after it. */
const MARKDOWN_LINE_START = String.raw`[ \t]*(?:#{1,6}[ \t]+|[-*+][ \t]+|\d+\.[ \t]+|>[ \t]*)?`;
const MARK = new RegExp(`^(${MARKDOWN_LINE_START})\\[([A-Z]{2,3})\\] ?`, 'gm');

const known = new Map<string, boolean>();
/**
 * Whether `[XX]` is the mark of a language: one of LOCALES, or any language with a two-letter code (a mark of a
 * language added since this was compiled). `[PDF]`, `[FAQ]` and the like are not.
 */
function isMarkOf(code: string): boolean {
  const lower = code.toLowerCase();
  if ((LOCALE_CODES as readonly string[]).includes(lower)) return true;
  if (lower.length !== 2) return false;
  if (!known.has(lower)) {
    const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(lower);
    known.set(lower, name !== undefined);
  }
  return known.get(lower)!;
}

/**
 * True when `text` is (or, in Markdown, has a line that is) a copy marked for translation: it starts with the mark of
 * a language (`[IT] …`, `## [IT] …`).
 */
export function isPlaceholder(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  return [...text.matchAll(MARK)].some((match) => isMarkOf(match[2]!));
}

/** `text` without its marks (a placeholder back to the source text it copies). */
export function withoutPlaceholderMarks(text: string): string {
  return text.replace(MARK, (whole, start: string, code: string) => (isMarkOf(code) ? start : whole));
}

type Leaf = string | number | boolean | null | undefined | Record<string, never> | never[];

/** A JSON value as `path → leaf` (`a.b[2].c`); empty objects and lists are leaves. */
export function flattenTexts(value: unknown, prefix = '', out = new Map<string, Leaf>()): Map<string, Leaf> {
  if (Array.isArray(value) && value.length > 0) {
    value.forEach((item, i) => flattenTexts(item, `${prefix}[${i}]`, out));
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) flattenTexts(item, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value as Leaf);
  }
  return out;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Words a reader reads (a letter in it): a text that can be translated, unlike `2017` or `/about/`. */
const hasWords = (value: unknown): value is string => typeof value === 'string' && /\p{L}/u.test(value);

/**
 * Places in CMS content that hold no text to translate: ids, timestamps, relations' bookkeeping, media details, the
 * fields the CMS keeps itself (`languages`, `formerSlugs`) and a dynamic zone's component names.
 */
export const CONTENT_TECHNICAL: readonly RegExp[] = [
  /(^|\.)(id|documentId|createdAt|updatedAt|publishedAt|locale|localizations|languages|formerSlugs)(\.|\[|$)/,
  /(^|\.)(createdBy|updatedBy)(\.|\[|$)/,
  /(^|\.)(hash|ext|mime|size|url|width|height|formats|provider|provider_metadata|previewUrl|folderPath)(\.|$)/,
  /(^|\.)__component$/,
];

export type StatusOptions = {
  /** The language the others are translated from (the default locale). */
  source: string;
  /** Places that hold no text to translate (ids, slugs, keys, dates …), by path. */
  ignore?: readonly RegExp[];
};

/**
 * The translation status of every language version of one thing (a catalogue, an entry): `versions` maps each
 * locale to its version, `undefined` where the language has none (then it counts as missing as a whole).
 */
export function translationStatus(
  versions: Readonly<Record<string, unknown>>,
  { source, ignore = [] }: StatusOptions,
): Record<string, VersionStatus & { absent: boolean }> {
  const locales = Object.keys(versions);
  const flat = new Map(
    locales.map((l) => [l, versions[l] === undefined || versions[l] === null ? undefined : flattenTexts(versions[l])]),
  );
  const ignored = (path: string) => ignore.some((pattern) => pattern.test(path));
  const all = [...new Set(locales.flatMap((l) => [...(flat.get(l)?.keys() ?? [])]))];
  const paths = all.filter((p) => !ignored(p));
  const sourceTexts = flat.get(source);
  const texts = paths.filter((p) => typeof sourceTexts?.get(p) === 'string' && !isEmpty(sourceTexts.get(p))).length;
  const status: Record<string, VersionStatus & { absent: boolean }> = {};
  for (const locale of locales) {
    const own = flat.get(locale);
    if (!own) {
      status[locale] = { texts, absent: true, untranslated: [{ path: '', reason: 'missing' }] };
      continue;
    }
    // A placeholder is untranslated wherever it is (a marked link target too); the rest only where text belongs.
    const untranslated = all.flatMap((path) =>
      ignored(path) ? placeholderAt(path, own) : textStatus(path, locale, flat, source),
    );
    status[locale] = { texts, absent: false, untranslated };
  }
  return status;
}

const placeholderAt = (path: string, texts: ReadonlyMap<string, Leaf>): UntranslatedText[] => {
  const value = texts.get(path);
  return typeof value === 'string' && isPlaceholder(value) ? [{ path, reason: 'placeholder', text: value }] : [];
};

/** The untranslated text at `path` of `locale`'s version, if it is one. */
function textStatus(
  path: string,
  locale: string,
  flat: ReadonlyMap<string, Map<string, Leaf> | undefined>,
  source: string,
): UntranslatedText[] {
  const own = flat.get(locale)!;
  const value = own.get(path);
  const placeholder = placeholderAt(path, own);
  if (placeholder.length > 0) return placeholder;
  const elsewhere = [...flat].filter(([l, texts]) => l !== locale && texts?.has(path) && !isEmpty(texts.get(path)));
  if (elsewhere.length === 0) return [];
  if (!own.has(path)) return [{ path, reason: 'missing' }];
  if (isEmpty(value)) return [{ path, reason: 'empty' }];
  if (locale === source) return [];
  const original = flat.get(source)?.get(path);
  if (!hasWords(value) || value !== original) return [];
  // Another language has its own words here (a placeholder is no translation): this one kept the source's.
  const translatedElsewhere = elsewhere.some(([l, texts]) => {
    const other = texts!.get(path);
    return l !== source && typeof other === 'string' && !isPlaceholder(other) && other !== original;
  });
  return translatedElsewhere ? [{ path, reason: 'same-as-source', text: value }] : [];
}

/** Only the untranslated texts that keep a version from being published (missing, empty, placeholder). */
export const blocking = (status: VersionStatus): UntranslatedText[] =>
  status.untranslated.filter((text) => BLOCKING_REASONS.has(text.reason));

/** Every text of a version marked for translation (placeholders), by path: what a publish must not carry. */
export function placeholderTexts(value: unknown): UntranslatedText[] {
  return [...flattenTexts(value)]
    .filter(([, text]) => isPlaceholder(text))
    .map(([path, text]) => ({ path, reason: 'placeholder' as const, text: String(text) }));
}

/**
 * The share of the source language's pages a language must have translated before the site offers it
 * (`SITE_LOCALE_THRESHOLD`, a percentage, default 100). Throws on anything but a number from 0 to 100.
 */
export function localeThreshold(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 100;
  const number = Number(value.trim().replace(/\s*%$/, ''));
  if (!Number.isFinite(number) || number < 0 || number > 100)
    throw new Error(`SITE_LOCALE_THRESHOLD must be a percentage from 0 to 100, got "${value.slice(0, 40)}"`);
  return number;
}

/** What the site build knows about one language before it decides whether to offer it. */
export type LanguageCoverage = {
  locale: string;
  /** Pages (routes) of the source language, and how many of them this language has published and translated. */
  pages: number;
  translatedPages: number;
  /** What must be there for any page to render (the home page, the global settings …) but is not. */
  lacking: string[];
  /** UI strings (catalogues) that keep the language back: missing, empty or placeholders. */
  untranslatedStrings: number;
};

/** The percentage of pages translated, rounded down to a tenth (so 99.96 % is not shown as 100 %). */
export const pagesTranslated = (coverage: Pick<LanguageCoverage, 'pages' | 'translatedPages'>): number =>
  coverage.pages === 0 ? 100 : Math.floor((coverage.translatedPages / coverage.pages) * 1000) / 10;

/**
 * Whether visitors are offered the language: every UI string translated, everything every page needs there, and at
 * least `threshold` % of the pages translated.
 */
export const isOffered = (coverage: LanguageCoverage, threshold: number): boolean =>
  coverage.untranslatedStrings === 0 && coverage.lacking.length === 0 && pagesTranslated(coverage) >= threshold;
