// The terminology check: the variants docs/glossary.md bans ("Not in English", "Not in German") must not
// appear in that language's UI catalogues or content fixtures (the STO guide included); English copy also keeps
// one spelling of the -ize words (docs/translators.md, "English style").
import fs from 'node:fs';
import path from 'node:path';
import { flatten } from './i18n-check.mjs';

/** The glossary columns that list banned variants, by language. */
const BANNED_COLUMNS = { en: 'Not in English', de: 'Not in German' };
/** The column that names the term to use instead, by language. */
const TERM_COLUMNS = { en: 'English', de: 'German' };

const cells = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * The banned variants of a glossary (Markdown): `[{ locale, variant, use }]`, read from every table whose header
 * has the "Not in …" columns. A variant is a backticked phrase in such a column.
 */
export function readGlossary(markdown) {
  const rules = [];
  let header = null;
  for (const line of markdown.split('\n')) {
    if (!line.trim().startsWith('|')) {
      header = null;
      continue;
    }
    const row = cells(line);
    if (header === null) {
      header = row;
      continue;
    }
    if (row.every((cell) => /^:?-+:?$/.test(cell))) continue;
    for (const [locale, column] of Object.entries(BANNED_COLUMNS)) {
      const at = header.indexOf(column);
      if (at === -1) continue;
      const use = row[header.indexOf(TERM_COLUMNS[locale])] ?? '';
      for (const [, variant] of (row[at] ?? '').matchAll(/`([^`]+)`/g)) rules.push({ locale, variant, use });
    }
  }
  return rules;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LETTER = /[\p{L}\p{N}]/u;

/** One word of a variant: `*` at the end allows any ending; `firstLetterEitherCase` for words inside sentences. */
function wordPattern(word, firstLetterEitherCase) {
  const stem = word.endsWith('*') ? word.slice(0, -1) : word;
  const ending = word.endsWith('*') ? '[\\p{L}\\p{N}]*' : '';
  const first = stem.charAt(0);
  const head =
    firstLetterEitherCase && first.toLowerCase() !== first.toUpperCase()
      ? `[${escape(first.toLowerCase())}${escape(first.toUpperCase())}]`
      : escape(first);
  return `${head}${escape(stem.slice(1))}${ending}`;
}

/**
 * The pattern of a phrase: whole words, exact case (but for the first letter when `firstLetterEitherCase`); `*`
 * ends a word with any ending; spaces match any whitespace (also a no-break space). A phrase that begins or ends
 * with a sign rather than a letter (`—`) is matched wherever the sign stands.
 */
function phrasePattern(phrase, firstLetterEitherCase = false) {
  const words = phrase.trim().split(/\s+/);
  const body = words.map((word) => wordPattern(word, firstLetterEitherCase)).join('\\s+');
  const before = LETTER.test(phrase.trim().charAt(0)) ? '(?<![\\p{L}\\p{N}])' : '';
  const last = phrase.trim().replace(/\*$/, '');
  const after = LETTER.test(last.charAt(last.length - 1)) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${body}${after}`, 'u');
}

/** Clauses of a text: split at sentence ends, line breaks, commas, semicolons, colons, dashes and brackets. */
const clauses = (text) => text.split(/(?<=[.!?])\s+|\n+|[,;:–—()]/u);

/**
 * The matcher of a variant (`{ test(text) }`). A plain variant is a phrase (`phrasePattern`). Parts joined by
 * ` … ` must all occur in one clause, in any order and with any words between them, each part also with a
 * capital or small first letter — so inflected and separated forms are caught: `Token* … veröffentlich*` finds
 * „den auf Sepolia veröffentlichten Token“ and „Veröffentlichen Sie den Token“.
 */
export function variantPattern(variant) {
  const parts = variant.split(/\s+…\s+/u);
  if (parts.length === 1) return phrasePattern(variant);
  const patterns = parts.map((part) => phrasePattern(part, true));
  return { test: (text) => clauses(text).some((s) => patterns.every((pattern) => pattern.test(s))) };
}

/**
 * Words that end in -ise in every spelling (`advertise`, `expertise`, `promise` …). English copy writes the other
 * -ise/-ize words with -ize (`tokenize`, `organization`); a word is accepted when its -ise form ends with one of
 * these (`fundraising` → `fundraise` ends with `raise`).
 */
export const ALWAYS_ISE = [
  'advertise',
  'advise',
  'apprise',
  'arise',
  'chastise',
  'comprise',
  'compromise',
  'concise',
  'cruise',
  'demise',
  'despise',
  'devise',
  'disguise',
  'enterprise',
  'excise',
  'exercise',
  'expertise',
  'franchise',
  'guise',
  'improvise',
  'incise',
  'merchandise',
  'noise',
  'paradise',
  'poise',
  'praise',
  'precise',
  'premise',
  'promise',
  'raise',
  'reprise',
  'revise',
  'rise',
  'supervise',
  'surmise',
  'surprise',
  'televise',
  'treatise',
  'wise',
];
const ISE_WORD = /(?<![\p{L}\p{N}])\p{L}+is(?:e|es|ed|ing|ation|ations|er|ers|able)(?![\p{L}\p{N}])/giu;

const ISE_ENDING = /is(?=(?:e|es|ed|ing|ation|ations|er|ers|able)$)/i;

/** English words spelt with -ise where the copy writes -ize: `[{ word, use }]` (`use`: the -ize spelling). */
export function iseSpellings(text) {
  return [...text.matchAll(ISE_WORD)]
    .map(([word]) => word)
    .filter((word) => {
      const root = word.toLowerCase().replace(/is(?:e|es|ed|ing|ation|ations|er|ers|able)$/, 'ise');
      return !ALWAYS_ISE.some((allowed) => root.endsWith(allowed));
    })
    .map((word) => ({ word, use: word.replace(ISE_ENDING, 'iz') }));
}

/** -ise spellings in English texts, as problems of the terminology check (`variant`: the word found). */
export function findIseSpellings(texts) {
  return texts.flatMap(({ file, key, text }) =>
    iseSpellings(withoutCode(text)).map(({ word, use }) => ({ file, key, variant: word, use })),
  );
}

/** Markdown code (fenced blocks and inline spans) and placeholders (`{{email}}`, `{_field_}`) are not copy. */
const withoutCode = (text) =>
  text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\{\{[^}]*\}\}|\{[\w]+\}/g, ' ');

/** Every string leaf of a JSON value with its path (`sections[1].steps[0].text`). */
function strings(value, prefix) {
  return [...flatten(value, prefix)].filter(([, leaf]) => typeof leaf === 'string');
}

function jsonFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? jsonFiles(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : [],
    )
    .sort();
}

/**
 * The texts of one language: `[{ file, key, text }]` from `locales/<locale>/*.json` and the `<locale>` side of
 * every fixture (`cms/fixtures/**`; the media manifest keeps its texts per file name).
 */
export function textsOf(root, locale) {
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
  const catalogues = jsonFiles(path.join(root, 'locales', locale)).flatMap((file) =>
    strings(read(file), '').map(([key, text]) => ({ file: rel(file), key, text })),
  );
  const fixtures = jsonFiles(path.join(root, 'cms', 'fixtures')).flatMap((file) => {
    const data = read(file);
    const localized =
      path.basename(file) === 'alt.json'
        ? Object.fromEntries(Object.entries(data).map(([name, alt]) => [name, alt?.[locale]]))
        : data[locale];
    if (localized === undefined) return [];
    const prefix = path.basename(file) === 'alt.json' ? '' : locale;
    return strings(localized, prefix).map(([key, text]) => ({ file: rel(file), key, text }));
  });
  return [...catalogues, ...fixtures];
}

/** Banned variants found in `texts`: `[{ file, key, variant, use }]`, one per variant and text. */
export function findBanned(texts, rules) {
  const compiled = rules.map((rule) => ({ ...rule, pattern: variantPattern(rule.variant) }));
  return texts.flatMap(({ file, key, text }) => {
    const copy = withoutCode(text);
    return compiled.filter((rule) => rule.pattern.test(copy)).map(({ variant, use }) => ({ file, key, variant, use }));
  });
}

/** The check over the repository: every banned variant of the glossary in the copy of its language. */
export function checkTerminology(root) {
  const rules = readGlossary(fs.readFileSync(path.join(root, 'docs', 'glossary.md'), 'utf8'));
  return Object.keys(BANNED_COLUMNS).flatMap((locale) => {
    const texts = textsOf(root, locale);
    const spelling = locale === 'en' ? findIseSpellings(texts) : [];
    return [
      ...findBanned(
        texts,
        rules.filter((rule) => rule.locale === locale),
      ),
      ...spelling,
    ].map((problem) => ({
      locale,
      ...problem,
    }));
  });
}

/** One line per problem: `cms/fixtures/pages/dx.json de.sections[3].text: "Investor*" (use: Anleger …)`. */
export const formatTerminology = (problems) =>
  problems.map((p) => `  ${p.file} ${p.key}: "${p.variant}" (use: ${p.use})`).join('\n');
