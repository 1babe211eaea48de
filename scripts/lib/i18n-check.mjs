// The translator's check: what is untranslated in each language, by the one definition in @app/routing
// (`translationStatus`: missing, empty, placeholder, same as the source language). UI catalogues per file, content
// per fixture (a page, an article …) or per CMS entry.
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_TECHNICAL, DEFAULT_LOCALE, flattenTexts, translationStatus } from '@app/routing';

/**
 * Flattens a JSON value to `path → leaf` pairs (`a.b[2].c`, after `prefix`). Empty objects and arrays are leaves.
 * @param {unknown} value
 * @param {string} [prefix]
 */
export const flatten = (value, prefix = '') => flattenTexts(value, prefix);

/**
 * @typedef {{ where: string, locale: string, problem: string, reason: string, path: string, text?: string }} Problem
 * One untranslated text (`path` '' and reason `missing`: the whole version is missing).
 */

const REASON_TEXT = {
  missing: (p) => `"${p}" is missing`,
  empty: (p) => `"${p}" is empty`,
  placeholder: (p) => `"${p}" is a placeholder`,
  'same-as-source': (p) => `"${p}" is the same as ${DEFAULT_LOCALE}`,
};
export const MISSING_VERSION = 'missing in this language';

const shortened = (text) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/**
 * Compares the versions of one thing across locales. `versions` maps locale → object (or undefined when the
 * locale has no version). Returns the untranslated texts as problems; `texts`, when given, adds up per locale how
 * many texts the source language has here (what the percentages are of).
 * @param {string} where
 * @param {Record<string, unknown>} versions
 * @param {{ ignore?: readonly RegExp[], source?: string, texts?: Record<string, number> }} [options]
 * @returns {Problem[]}
 */
export function compareVersions(where, versions, { ignore = [], source = DEFAULT_LOCALE, texts } = {}) {
  const status = translationStatus(versions, { source, ignore });
  return Object.entries(status).flatMap(([locale, version]) => {
    if (texts) texts[locale] = (texts[locale] ?? 0) + version.texts;
    if (version.absent) return [{ where, locale, problem: MISSING_VERSION, reason: 'missing', path: '' }];
    return version.untranslated.map((u) => ({
      where,
      locale,
      problem: REASON_TEXT[u.reason](u.path),
      reason: u.reason,
      path: u.path,
      ...(u.text === undefined ? {} : { text: shortened(u.text) }),
    }));
  });
}

/**
 * UI catalogues: `locales/<locale>/<namespace>.json`, each file named by the locale's own path.
 * @param {string} localesDir
 * @param {string[]} locales
 * @param {{ texts?: Record<string, number> }} [options]
 */
export function checkCatalogues(localesDir, locales, { texts } = {}) {
  const namespaces = new Set(
    locales.flatMap((l) => (fs.existsSync(path.join(localesDir, l)) ? fs.readdirSync(path.join(localesDir, l)) : [])),
  );
  return [...namespaces].sort().flatMap((file) => {
    const versions = Object.fromEntries(
      locales.map((l) => {
        const f = path.join(localesDir, l, file);
        return [l, fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : undefined];
      }),
    );
    return compareVersions(`locales/*/${file}`, versions, { texts }).map((p) => ({
      ...p,
      where: `locales/${p.locale}/${file}`,
    }));
  });
}

/** Fields that hold no text to translate (the definition's list, shared with the CMS and the site build). */
export const CMS_TECHNICAL = CONTENT_TECHNICAL;

/** The content fixtures' JSON files (media and their alternative texts are not per language). */
export function fixtureFiles(fixturesDir) {
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'media') walk(path.join(dir, e.name));
      else if (e.name.endsWith('.json')) files.push(path.join(dir, e.name));
    }
  };
  walk(fixturesDir);
  return files.sort();
}

/**
 * CMS content fixtures: each file's version per locale, named by the file (`fixture pages/about.json`: one page).
 * @param {string} fixturesDir
 * @param {string[]} locales
 * @param {{ texts?: Record<string, number> }} [options]
 */
export function checkFixtures(fixturesDir, locales, { texts } = {}) {
  return fixtureFiles(fixturesDir).flatMap((file) => {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    const versions = Object.fromEntries(locales.map((l) => [l, data[l]]));
    return compareVersions(`fixture ${path.relative(fixturesDir, file)}`, versions, { ignore: CMS_TECHNICAL, texts });
  });
}

/**
 * Published content of a running CMS: every document of every public type, grouped by documentId
 * across locales. `fetchAll(type, locale)` returns the entries (with their documentId).
 * @param {string[]} types
 * @param {string[]} locales
 * @param {(type: any, locale: string) => Promise<any[]>} fetchAll
 * @param {{ texts?: Record<string, number> }} [options]
 * @returns {Promise<Problem[]>}
 */
export async function checkCms(types, locales, fetchAll, { texts } = {}) {
  const problems = [];
  for (const type of types) {
    const byDocument = new Map();
    for (const locale of locales) {
      for (const entry of await fetchAll(type, locale)) {
        const versions = byDocument.get(entry.documentId) ?? Object.fromEntries(locales.map((l) => [l, undefined]));
        versions[locale] = entry;
        byDocument.set(entry.documentId, versions);
      }
    }
    for (const [documentId, versions] of byDocument) {
      // Named by the default language's version, else by whichever language has one.
      const named = versions[DEFAULT_LOCALE] ?? Object.values(versions).find((v) => v !== undefined);
      const label = named?.key ?? named?.slug ?? named?.title ?? documentId;
      problems.push(...compareVersions(`${type} "${label}"`, versions, { ignore: CMS_TECHNICAL, texts }));
    }
  }
  return problems;
}

export function formatProblems(problems) {
  return problems.map((p) => `  ${p.where} [${p.locale}]: ${p.problem}${p.text ? ` (${p.text})` : ''}`).join('\n');
}

const plural = (n, one, many) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** Counts by a key, largest first. */
function countsBy(items, key) {
  const counts = new Map();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/**
 * The status of each language as the check prints it: how many texts are untranslated of how many and why, per
 * part (catalogues, content) the files or entries with the most, and the first places in file order.
 * @param {Array<{ name: string, problems: Problem[], texts: Record<string, number> }>} parts
 * @param {string[]} locales
 * @param {{ first?: number, files?: number }} [options]
 */
export function formatStatus(parts, locales, { first = 8, files = 5 } = {}) {
  const lines = [];
  for (const locale of locales) {
    const own = parts.map((part) => ({ ...part, problems: part.problems.filter((p) => p.locale === locale) }));
    const all = own.flatMap((part) => part.problems);
    const texts = own.reduce((sum, part) => sum + (part.texts[locale] ?? 0), 0);
    if (all.length === 0) {
      lines.push(`✔ ${locale}: every text translated (${plural(texts, 'text', 'texts')})`);
      continue;
    }
    const reasons = countsBy(all, (p) => p.reason).map(([reason, n]) => `${n.toLocaleString('en')} ${reason}`);
    lines.push(
      `✖ ${locale}: ${plural(all.length, 'text', 'texts')} untranslated of ${texts.toLocaleString('en')} (${reasons.join(', ')})`,
    );
    for (const part of own.filter((p) => p.problems.length > 0)) {
      const where = countsBy(part.problems, (p) => p.where);
      const top = where.slice(0, files).map(([w, n]) => `${w.replace(/^fixture /, '')} ${n}`);
      const more = where.length > files ? `, ${where.length - files} more` : '';
      lines.push(
        `    ${part.name}: ${part.problems.length.toLocaleString('en')} in ${plural(where.length, 'file', 'files')} — ${top.join(', ')}${more}`,
      );
    }
    lines.push(`    first:`);
    for (const p of all.slice(0, first)) {
      lines.push(
        `      ${p.where.replace(/^fixture /, 'cms/fixtures/')} ${p.path || '(all of it)'}: ${p.reason}${p.text ? ` "${p.text}"` : ''}`,
      );
    }
  }
  return lines.join('\n');
}
