// `npm run locale:add`: the mechanical part of adding a language (docs/adding-a-locale.md). It adds the locale to
// LOCALES, gives it a copy of every UI catalogue and a version of every content fixture, each text marked "[FR] "
// (for `fr`) until a translator replaces it, and renders nginx's rules for its path prefix. What is left is the
// translation itself.
import fs from 'node:fs';
import path from 'node:path';

/** Lowercase ISO 639 language codes: the path prefix of the locale's pages (`/fr/`). */
const CODE = /^[a-z]{2,3}$/;

/** True when `tag` is a canonical language tag (BCP 47) of the language `code`: fr-FR, fr-CA of fr. */
function isTagOf(tag, code) {
  try {
    return Intl.getCanonicalLocales(tag)[0] === tag && new Intl.Locale(tag).language === code;
  } catch {
    return false; // not a language tag at all (fr_FR)
  }
}

/**
 * The locale's entry: its code, its language tag (`iso`, default: the language's most likely region, fr → fr-FR)
 * and its name in itself (Français), as LOCALES lists them. Throws on a code or tag that is not one.
 */
export function localeEntry(code, iso) {
  if (!CODE.test(code)) throw new Error(`"${code}" is not a language code (two or three lowercase letters, e.g. fr)`);
  const own = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
  if (own === undefined || own === code) throw new Error(`"${code}" is not a language this Node.js knows`);
  const region = new Intl.Locale(code).maximize().region;
  const tag = iso ?? (region ? `${code}-${region}` : code);
  if (!isTagOf(tag, code)) {
    throw new Error(`"${tag}" is not a language tag of "${code}" (e.g. ${code}-${region ?? 'XX'})`);
  }
  return { code, iso: tag, name: own.charAt(0).toLocaleUpperCase(code) + own.slice(1) };
}

/** `packages/routing/src/locales.ts` with the entry added at the end of LOCALES (refused when the code is there). */
export function withLocaleEntry(source, { code, iso, name }) {
  const list = /(export const LOCALES = \[\n[\s\S]*?)(\] as const;)/.exec(source);
  if (!list) throw new Error('LOCALES not found in packages/routing/src/locales.ts');
  if (new RegExp(`code: '${code}'`).test(list[1])) throw new Error(`"${code}" is in LOCALES already`);
  const line = `  { code: '${code}', iso: '${iso}', name: '${name.replace(/'/g, "\\'")}' },\n`;
  return source.replace(list[0], `${list[1]}${line}${list[2]}`);
}

/** Puts the marker after the Markdown a text starts with (`## [FR] Title`, `- [FR] item`), else in front. */
const markText = (text, marker) => text.replace(/^(\s*(?:#{1,6}\s+|[-*+]\s+|\d+\.\s+|>\s*)?)/, `$1${marker}`);

/** Every string of a catalogue, marked (all catalogue values are words a visitor reads). */
export function markCatalogue(value, marker) {
  if (typeof value === 'string') return value === '' || marker === '' ? value : markText(value, marker);
  if (Array.isArray(value)) return value.map((item) => markCatalogue(item, marker));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, markCatalogue(item, marker)]));
  }
  return value;
}

/**
 * A text of a content fixture that a translator translates: words with a space between them. Slugs, paths,
 * addresses, keys, icon and media names have none, and stay as they are (a page's path is the same in every
 * language, product rules §2).
 */
const isProse = (text) => /\S\s+\S/.test(text) && !/^(https?:|mailto:|\/)/.test(text);

/** A fixture's version in the new language: the default language's, its prose marked. */
export function markContent(value, marker) {
  if (typeof value === 'string') return marker !== '' && isProse(value) ? markText(value, marker) : value;
  if (Array.isArray(value)) return value.map((item) => markContent(item, marker));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, markContent(item, marker)]));
  }
  return value;
}

/** A fixture with a version in `code` after its other languages (unchanged when it has one or is no fixture). */
export function withFixtureVersion(fixture, { code, from, locales, marker }) {
  if (fixture === null || typeof fixture !== 'object' || !(from in fixture) || code in fixture) return fixture;
  const entries = Object.entries(fixture);
  const last = Math.max(...entries.map(([key], index) => (locales.includes(key) ? index : -1)));
  const version = [code, markContent(fixture[from], marker)];
  return Object.fromEntries([...entries.slice(0, last + 1), version, ...entries.slice(last + 1)]);
}

/** JSON in the repository's indentation (`npm run locale:add` then formats what it wrote with Prettier). */
function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The JSON files of the fixtures (media and their alternative texts excluded: those are not per language). */
function fixtureFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'media' ? [] : fixtureFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

/**
 * Adds the locale to the repository at `root`: LOCALES, `locales/<code>/` (copies of the default language's
 * catalogues, files that exist are kept) and every fixture's version. `locales` are the codes LOCALES has now,
 * `from` the default locale. Returns the files it wrote (the caller formats them), relative to `root`.
 */
export async function addLocale({ root, entry, locales, from, marker }) {
  const localesTs = path.join(root, 'packages', 'routing', 'src', 'locales.ts');
  fs.writeFileSync(localesTs, withLocaleEntry(fs.readFileSync(localesTs, 'utf8'), entry));
  const catalogues = [];
  for (const name of fs.readdirSync(path.join(root, 'locales', from)).filter((n) => n.endsWith('.json'))) {
    const target = path.join(root, 'locales', entry.code, name);
    if (fs.existsSync(target)) continue;
    writeJson(
      target,
      markCatalogue(JSON.parse(fs.readFileSync(path.join(root, 'locales', from, name), 'utf8')), marker),
    );
    catalogues.push(path.relative(root, target));
  }
  const fixtures = [];
  for (const file of fixtureFiles(path.join(root, 'cms', 'fixtures'))) {
    const fixture = JSON.parse(fs.readFileSync(file, 'utf8'));
    const next = withFixtureVersion(fixture, { code: entry.code, from, locales, marker });
    if (next === fixture) continue;
    writeJson(file, next);
    fixtures.push(path.relative(root, file));
  }
  return { catalogues, fixtures };
}
