import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { BuildCache } from './build-cache';
import { siteLocales } from './site-locales';

/**
 * The build's last look at every page it wrote, as a visitor would click it: a same-page link (`href="#…"`) whose
 * target is not on the page goes nowhere, a control labelled like the booking ("Book a discovery call") that does
 * not open the booking breaks the label's promise, and two controls of one section with the same label leave the
 * visitor guessing. Each fails the build, naming page and link. Reads the
 * HTML React rendered (well-formed, attributes double-quoted), so a few patterns read it exactly.
 */

const LOCALES_DIR = path.resolve(__dirname, '..', '..', '..', 'locales');
/** Catalogue entries (namespace, key path) that name the booking; every language's text of each is a booking label. */
const BOOKING_KEYS: ReadonlyArray<[string, string[]]> = [
  ['common', ['bookCall']],
  ['forms', ['booking', 'book']],
  ['quiz', ['book']],
];

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
};
/** Text as the visitor reads it: entities decoded, soft hyphens dropped, white space collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? all;
    })
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The booking labels of every language the site offers, lower-cased (read from `locales/<lang>/*.json`). */
export function bookingLabels(localesDir = LOCALES_DIR): Set<string> {
  const labels = new Set<string>();
  for (const locale of siteLocales()) {
    for (const [namespace, keys] of BOOKING_KEYS) {
      const file = path.join(localesDir, locale, `${namespace}.json`);
      let value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
      if (typeof value === 'string') labels.add(value.toLowerCase());
    }
  }
  return labels;
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1] ?? null;

/**
 * Controls of a section that repeat another's label but do something else (go elsewhere), or repeat the booking:
 * a visitor cannot tell them apart. The same link twice (a map's country and its full-size twin below the map)
 * is one choice offered twice, not two.
 */
function repeatedLabels(html: string): string[] {
  const problems: string[] = [];
  for (const [section] of html.matchAll(/<section\b[^>]*>[\s\S]*?<\/section>/g)) {
    const seen = new Map<string, string>();
    for (const match of section.matchAll(/<(a|button)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
      const text = visibleText(match[3]!);
      if (text === '') continue;
      const attributes = `${match[2]!}>`;
      const does = /\sdata-booking(="[^"]*")?[\s>]/.test(attributes)
        ? 'booking'
        : (attribute(attributes, 'href') ?? 'button');
      const before = seen.get(text.toLowerCase());
      if (before !== undefined && (before !== does || does === 'booking' || does === 'button')) {
        problems.push(`"${text}" appears twice in one section`);
      }
      seen.set(text.toLowerCase(), does);
    }
  }
  return problems;
}

/** What is wrong with one page's links: one line each, naming the link. */
export function linkProblems(html: string, labels: ReadonlySet<string>): string[] {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
  const problems: string[] = [];
  for (const match of html.matchAll(/<(a|button)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    const [, tag, attributes, inner] = match as unknown as [string, string, string, string];
    const text = visibleText(inner);
    const href = attribute(attributes, 'href');
    if (tag === 'a' && href?.startsWith('#') && !ids.has(decodeURIComponent(href.slice(1)))) {
      problems.push(`"${text}" links to ${href}, which is not on the page`);
    }
    if (labels.has(text.toLowerCase()) && !/\sdata-booking(="[^"]*")?[\s>]/.test(`${attributes}>`)) {
      problems.push(`"${text}" ${href ? `links to ${href}` : 'is a button'} instead of opening the booking`);
    }
  }
  return [...problems, ...repeatedLabels(html)];
}

function* pagesOf(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* pagesOf(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** The pages a check found without a problem: each page's modification time and size when it was read. */
type CleanPages = Record<string, [mtimeMs: number, size: number]>;

/** Where a build cache keeps the clean pages, for this build code and these booking labels. */
function cleanPagesFile(cache: BuildCache, labels: ReadonlySet<string>): string {
  const key = crypto
    .createHash('sha256')
    .update(cache.codeId)
    .update('\0')
    .update([...labels].sort().join('\0'));
  return path.join(cache.dir, `link-check-${key.digest('hex').slice(0, 24)}.json`);
}

function readCleanPages(file: string | undefined): CleanPages {
  try {
    return file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as CleanPages) : {};
  } catch {
    return {};
  }
}

/**
 * Every page of the build output with what is wrong with its links (only pages with a problem). A page's problems are
 * its own HTML's, so with a build `cache` a page the last check read and found clean is not read again while its
 * modification time and size are the same: a warm build (or a publish) reads the pages it wrote, not thousands.
 */
export function checkBuiltLinks(
  publicDir: string,
  labels = bookingLabels(),
  cache?: BuildCache,
): Array<{ page: string; problems: string[] }> {
  const file = cache && cleanPagesFile(cache, labels);
  const known = readCleanPages(file);
  const clean: CleanPages = {};
  const found: Array<{ page: string; problems: string[] }> = [];
  for (const full of pagesOf(publicDir)) {
    const page = `/${path.relative(publicDir, full).split(path.sep).join('/')}`;
    const { mtimeMs, size } = fs.statSync(full);
    const before = known[page];
    const problems =
      before && before[0] === mtimeMs && before[1] === size ? [] : linkProblems(fs.readFileSync(full, 'utf8'), labels);
    if (problems.length > 0) found.push({ page, problems });
    else clean[page] = [mtimeMs, size];
  }
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.part`, JSON.stringify(clean));
    fs.renameSync(`${file}.part`, file);
  }
  return found;
}
