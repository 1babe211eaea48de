// The translator's check: every UI catalogue key and every content field that exists in one language
// must exist, non-empty, in every other language.
import fs from 'node:fs';
import path from 'node:path';

/** Flattens a JSON value to `path → leaf` pairs (`a.b[2].c`). Empty objects and arrays are leaves. */
export function flatten(value, prefix = '', out = new Map()) {
  if (Array.isArray(value) && value.length > 0) {
    value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  } else if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const isEmpty = (v) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * Compares the versions of one thing across locales. `versions` maps locale → object (or undefined
 * when the locale has no version). Returns problems as `{ where, locale, problem }`.
 * @param {string} where
 * @param {Record<string, unknown>} versions
 * @param {{ ignore?: RegExp[] }} [options]
 */
export function compareVersions(where, versions, { ignore = [] } = {}) {
  const problems = [];
  const locales = Object.keys(versions);
  const flat = Object.fromEntries(
    locales.map((l) => [l, versions[l] === undefined ? undefined : flatten(versions[l])]),
  );
  const keys = new Set(locales.flatMap((l) => (flat[l] ? [...flat[l].keys()] : [])));
  const ignored = (key) => ignore.some((pattern) => pattern.test(key));
  for (const locale of locales) {
    if (!flat[locale]) {
      problems.push({ where, locale, problem: 'missing in this language' });
      continue;
    }
    for (const key of keys) {
      if (ignored(key)) continue;
      const presentElsewhere = locales.some(
        (other) => other !== locale && flat[other] && flat[other].has(key) && !isEmpty(flat[other].get(key)),
      );
      if (!presentElsewhere) continue;
      if (!flat[locale].has(key)) problems.push({ where, locale, problem: `"${key}" is missing` });
      else if (isEmpty(flat[locale].get(key))) problems.push({ where, locale, problem: `"${key}" is empty` });
    }
  }
  return problems;
}

/** UI catalogues: locales/<locale>/<namespace>.json. */
export function checkCatalogues(localesDir, locales) {
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
    return compareVersions(`locales/*/${file}`, versions);
  });
}

// Fields that are technical, not translatable text (ids, timestamps, relations' bookkeeping).
const CMS_TECHNICAL = [
  /(^|\.)(id|documentId|createdAt|updatedAt|publishedAt|locale|localizations)(\.|\[|$)/,
  /(^|\.)(hash|ext|mime|size|url|width|height|formats|provider|provider_metadata|previewUrl|folderPath)(\.|$)/,
];

/** CMS content fixtures: each file's `en` / `de` objects. */
export function checkFixtures(fixturesDir, locales) {
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'media') walk(path.join(dir, e.name));
      else if (e.name.endsWith('.json')) files.push(path.join(dir, e.name));
    }
  };
  walk(fixturesDir);
  return files.sort().flatMap((file) => {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    const versions = Object.fromEntries(locales.map((l) => [l, data[l]]));
    return compareVersions(`fixture ${path.relative(fixturesDir, file)}`, versions, { ignore: CMS_TECHNICAL });
  });
}

/**
 * Published content of a running CMS: every document of every public type, grouped by documentId
 * across locales. `fetchAll(type, locale)` returns the entries (with their documentId).
 */
export async function checkCms(types, locales, fetchAll) {
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
      // Named by the English version, else by whichever language has one.
      const named = versions.en ?? Object.values(versions).find((v) => v !== undefined);
      const label = named?.key ?? named?.slug ?? named?.title ?? documentId;
      problems.push(...compareVersions(`${type} "${label}"`, versions, { ignore: CMS_TECHNICAL }));
    }
  }
  return problems;
}

export function formatProblems(problems) {
  return problems.map((p) => `  ${p.where} [${p.locale}]: ${p.problem}`).join('\n');
}

/**
 * The site build's summary: entries that exist in some languages but not in others, per missing
 * language. Visitors of that language do not see these entries; the other language's switch leads to an overview.
 */
export function formatMissingSummary(problems, locales) {
  const missing = problems.filter((p) => p.problem === 'missing in this language');
  if (missing.length === 0) return `✔ Translations: every published entry exists in ${locales.join(' and ')}.`;
  const lines = locales.flatMap((locale) => {
    const here = missing.filter((p) => p.locale === locale);
    return here.length === 0 ? [] : [`  missing in ${locale} (${here.length}):`, ...here.map((p) => `    ${p.where}`)];
  });
  return [
    `⚠ Translations: ${missing.length} published entr${missing.length === 1 ? 'y' : 'ies'} not in every language`,
    ...lines,
  ].join('\n');
}
