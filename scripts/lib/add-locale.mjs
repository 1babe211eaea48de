// `npm run locale:add`: the mechanical part of adding a language (docs/adding-a-locale.md). It adds the locale to
// LOCALES, gives it a copy of every UI catalogue and a version of every content fixture, each text a visitor reads
// marked "[IT] " (for `it`) until a translator replaces it, and renders nginx's rules for its path prefix. What is
// left is the translation itself. The files of the languages already there are not rewritten: the new version is
// inserted into each fixture's text as it is.
import fs from 'node:fs';
import path from 'node:path';

/** Lowercase ISO 639 language codes: the path prefix of the locale's pages (`/it/`). */
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

/** CMS attribute types whose strings a visitor reads. Everything else (uid, email, enumeration …) is left alone. */
const TEXT_TYPES = new Set(['string', 'text', 'richtext']);

/** A value that is an address: `https://…`, `/about/`, `mailto:…`, `tel:…`. */
const ADDRESS = /^(?:https?:|mailto:|tel:|\/)\S*$/;
/** Without a schema: also a key or a name (`shield-check`, `sections.hero`). */
const IDENTIFIER = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;
/** Digits only (`2017`, `0`): written the same in every language. */
const DIGITS = /^\d+$/;

/**
 * How a field's strings are marked: `never` (icon names, page keys: the same in every language), `if-different`
 * (addresses: marked where the languages there already differ, a booking page per language) or `always`.
 */
function fieldKind(contentRules, uid, field) {
  const rules = contentRules?.[uid] ?? {};
  if ([rules.icons, rules.pageKeys, rules.pageKeyLists].some((fields) => fields?.includes(field))) return 'never';
  if ([rules.links, rules.publicAddresses].some((fields) => fields?.includes(field))) return 'if-different';
  return 'always';
}

/**
 * A fixture text a translator must look at: every string of a text attribute — single words and figures included
 * ("Careers", "€410,000") — except digits, and an address or (in a field of unknown schema) a key that every
 * language has the same.
 */
function translatable(text, kind, siblings, known) {
  const value = text.trim();
  if (value === '' || kind === 'never' || DIGITS.test(value)) return false;
  const technical = kind === 'if-different' || ADDRESS.test(value) || (!known && IDENTIFIER.test(value));
  return !technical || siblings.some((other) => typeof other === 'string' && other !== text);
}

/**
 * The CMS schemas the fixtures are written in: content types by file (`global.json` by singular name, `pages/` by
 * plural name) and components by uid (`sections.hero`), each `{ uid, attributes }`, from `cms/src`; with the content
 * rules of `@app/content-rules` (`CONTENT_RULES`: which fields hold icon names, page keys, link targets).
 */
export function readSchemas(root, rules = {}) {
  const types = new Map();
  const apiDir = path.join(root, 'cms', 'src', 'api');
  for (const api of fs.readdirSync(apiDir)) {
    const typesDir = path.join(apiDir, api, 'content-types');
    if (!fs.existsSync(typesDir)) continue;
    for (const type of fs.readdirSync(typesDir)) {
      const file = path.join(typesDir, type, 'schema.json');
      if (!fs.existsSync(file)) continue;
      const { info, attributes } = JSON.parse(fs.readFileSync(file, 'utf8'));
      const schema = { uid: `api::${api}.${info.singularName}`, attributes };
      types.set(`${info.singularName}.json`, schema);
      types.set(info.pluralName, schema);
    }
  }
  const components = new Map();
  const componentsDir = path.join(root, 'cms', 'src', 'components');
  for (const category of fs.readdirSync(componentsDir)) {
    for (const name of fs.readdirSync(path.join(componentsDir, category)).filter((n) => n.endsWith('.json'))) {
      const uid = `${category}.${name.replace(/\.json$/, '')}`;
      const { attributes } = JSON.parse(fs.readFileSync(path.join(componentsDir, category, name), 'utf8'));
      components.set(uid, { uid, attributes });
    }
  }
  return { types, components, rules };
}

/** The schema of the content type a fixture file holds (`pages/home.json` → the page's), if known. */
export function schemaOfFixture(schemas, relativeFile) {
  return schemas.types.get(relativeFile.split(/[\\/]/)[0]);
}

const at = (value, key) => (value !== null && typeof value === 'object' ? value[key] : undefined);

/**
 * A fixture's version in the new language: the default language's (`value`), each translatable text marked.
 * `schema` (`{ uid, attributes }`) is what it is written in (undefined: not known); `siblings` are the other
 * languages' values at the same place.
 */
export function markContent(value, marker, schema, schemas, siblings = [], kind = 'always') {
  if (marker === '') return value;
  if (typeof value === 'string') {
    return translatable(value, kind, siblings, schema !== undefined) ? markText(value, marker) : value;
  }
  if (Array.isArray(value)) {
    return value.map((item, i) =>
      markContent(
        item,
        marker,
        schema,
        schemas,
        siblings.map((s) => at(s, i)),
        kind,
      ),
    );
  }
  if (value === null || typeof value !== 'object') return value;
  const own = typeof value.__component === 'string' ? schemas?.components.get(value.__component) : schema;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const attribute = own?.attributes[key];
      const inner = siblings.map((s) => at(s, key));
      if (key === '__component') return [key, item];
      if (own === undefined || attribute === undefined)
        return [key, markContent(item, marker, undefined, schemas, inner)];
      if (attribute.type === 'component') {
        return [key, markContent(item, marker, schemas.components.get(attribute.component), schemas, inner)];
      }
      if (attribute.type === 'dynamiczone') return [key, markContent(item, marker, own, schemas, inner)];
      if (!TEXT_TYPES.has(attribute.type)) return [key, item];
      return [key, markContent(item, marker, own, schemas, inner, fieldKind(schemas.rules, own.uid, key))];
    }),
  );
}

const skipSpace = (text, i) => {
  let j = i;
  while (/\s/.test(text[j] ?? '')) j += 1;
  return j;
};

/** The offset after the JSON value that starts at `i`. */
function valueEnd(text, i) {
  if (text[i] === '"') return stringEnd(text, i);
  if (text[i] === '{' || text[i] === '[') {
    let depth = 0;
    for (let j = i; j < text.length; j += 1) {
      if (text[j] === '"') j = stringEnd(text, j) - 1;
      else if (text[j] === '{' || text[j] === '[') depth += 1;
      else if ((text[j] === '}' || text[j] === ']') && --depth === 0) return j + 1;
    }
    throw new Error('unbalanced JSON');
  }
  let j = i;
  while (j < text.length && !/[\s,}\]]/.test(text[j])) j += 1;
  return j;
}

/** Where each top-level key's value is in a JSON object's text: key → [start, end) offsets. */
export function topLevelValues(text) {
  const ranges = new Map();
  let i = skipSpace(text, skipSpace(text, 0) + 1);
  while (text[i] === '"') {
    const keyEnd = stringEnd(text, i);
    const key = JSON.parse(text.slice(i, keyEnd));
    const start = skipSpace(text, skipSpace(text, keyEnd) + 1);
    const end = valueEnd(text, start);
    ranges.set(key, [start, end]);
    i = skipSpace(text, end);
    if (text[i] === ',') i = skipSpace(text, i + 1);
  }
  return ranges;
}

/** The offset after the JSON string that starts at `i`. */
function stringEnd(text, i) {
  let j = i + 1;
  while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** The string values (not keys) of a JSON text in order: their offsets. */
function stringValues(text) {
  const values = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] !== '"') continue;
    const end = stringEnd(text, i);
    let next = end;
    while (/\s/.test(text[next] ?? '')) next += 1;
    if (text[next] !== ':') values.push([i, end]);
    i = end - 1;
  }
  return values;
}

/** The string leaves of a JSON value in the order its text has them. */
function stringLeaves(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => stringLeaves(item, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => stringLeaves(item, out));
  return out;
}

/**
 * `text` (the JSON text of `before`) with its strings replaced by those of `after`, a value of the same shape: the
 * layout of the original stays, only the words change.
 */
export function withStrings(text, before, after) {
  const offsets = stringValues(text);
  const next = stringLeaves(after);
  if (offsets.length !== next.length || stringLeaves(before).length !== next.length)
    throw new Error('the new version has another shape than the one it copies');
  let out = '';
  let last = 0;
  offsets.forEach(([start, end], i) => {
    out += text.slice(last, start);
    out += JSON.parse(text.slice(start, end)) === next[i] ? text.slice(start, end) : JSON.stringify(next[i]);
    last = end;
  });
  return out + text.slice(last);
}

/**
 * A fixture file's text with a version in `code` inserted after its other languages, laid out like the version it
 * copies; the rest of the text stays byte for byte. Unchanged when it has one or is no fixture.
 */
export function withFixtureVersion(text, { code, from, locales, marker, schema, schemas }) {
  const fixture = JSON.parse(text);
  if (fixture === null || typeof fixture !== 'object' || !(from in fixture) || code in fixture) return text;
  const ranges = topLevelValues(text);
  const source = ranges.get(from);
  const last = Math.max(...locales.filter((l) => ranges.has(l)).map((l) => ranges.get(l)[1]));
  const siblings = locales.filter((l) => l !== from && l in fixture).map((l) => fixture[l]);
  const version = markContent(fixture[from], marker, schema, schemas, siblings);
  const copied = withStrings(text.slice(source[0], source[1]), fixture[from], version);
  return `${text.slice(0, last)},\n  ${JSON.stringify(code)}: ${copied}${text.slice(last)}`;
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
 * `from` the default locale, `rules` the content rules (`CONTENT_RULES`). Returns the files it wrote (the caller
 * formats them), relative to `root`.
 */
export async function addLocale({ root, entry, locales, from, marker, rules }) {
  const localesTs = path.join(root, 'packages', 'routing', 'src', 'locales.ts');
  fs.writeFileSync(localesTs, withLocaleEntry(fs.readFileSync(localesTs, 'utf8'), entry));
  const catalogues = [];
  for (const name of fs.readdirSync(path.join(root, 'locales', from)).filter((n) => n.endsWith('.json'))) {
    const target = path.join(root, 'locales', entry.code, name);
    if (fs.existsSync(target)) continue;
    const text = fs.readFileSync(path.join(root, 'locales', from, name), 'utf8');
    const catalogue = JSON.parse(text);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, withStrings(text, catalogue, markCatalogue(catalogue, marker)));
    catalogues.push(path.relative(root, target));
  }
  const schemas = readSchemas(root, rules);
  const fixturesDir = path.join(root, 'cms', 'fixtures');
  const fixtures = [];
  for (const file of fixtureFiles(fixturesDir)) {
    const text = fs.readFileSync(file, 'utf8');
    const schema = schemaOfFixture(schemas, path.relative(fixturesDir, file));
    const next = withFixtureVersion(text, { code: entry.code, from, locales, marker, schema, schemas });
    if (next === text) continue;
    fs.writeFileSync(file, next);
    fixtures.push(path.relative(root, file));
  }
  return { catalogues, fixtures };
}
