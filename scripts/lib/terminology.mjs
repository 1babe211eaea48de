// The terminology check: the variants docs/glossary.md bans ("Not in English", "Not in German") must not
// appear in that language's UI catalogues or content fixtures (the STO guide included).
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

/**
 * The pattern of a variant: whole words, exact case; `*` ends a word with any ending; spaces match any
 * whitespace (also a no-break space).
 */
export function variantPattern(variant) {
  const words = variant
    .trim()
    .split(/\s+/)
    .map((word) => (word.endsWith('*') ? `${escape(word.slice(0, -1))}[\\p{L}\\p{N}]*` : escape(word)));
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'u');
}

/** Markdown code (fenced blocks and inline spans) is not copy: it is left out of the check. */
const withoutCode = (text) => text.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');

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
  return Object.keys(BANNED_COLUMNS).flatMap((locale) =>
    findBanned(
      textsOf(root, locale),
      rules.filter((rule) => rule.locale === locale),
    ).map((problem) => ({ locale, ...problem })),
  );
}

/** One line per problem: `cms/fixtures/pages/dx.json de.sections[3].text: "Investor*" (use: Anleger …)`. */
export const formatTerminology = (problems) =>
  problems.map((p) => `  ${p.file} ${p.key}: "${p.variant}" (use: ${p.use})`).join('\n');
