import fs from 'node:fs';
import path from 'node:path';
import { catalogueText, escapeRegExp, type Catalogue, type Locale } from '@app/routing';

export { escapeRegExp };

/**
 * The site's UI texts as a visitor reads them, from the catalogues the build and the CMS read
 * (`locales/<locale>/<ns>.json`): end-to-end specs, integration and unit tests look for and compare with these
 * instead of copies, so that a copy edit does not break them. The rules of the site's i18next setup, as in the unit
 * tests' double (site/test/i18n-mock.ts, which takes `pluralKeys` from here): `ns:key` with a dotted key, `{{name}}`
 * placeholders, `count` choosing the plural form by the language's rules. A text or a value that is missing throws,
 * so a typo fails the test instead of looking for less.
 */
const LOCALES_DIR = path.resolve(__dirname, '..', '..', 'locales');
const loaded = new Map<string, Catalogue>();

function catalogue(locale: Locale, namespace: string): Catalogue {
  const file = path.join(LOCALES_DIR, locale, `${namespace}.json`);
  if (!loaded.has(file)) {
    if (!fs.existsSync(file)) throw new Error(`No catalogue ${locale}/${namespace} (${file})`);
    loaded.set(file, JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue);
  }
  return loaded.get(file)!;
}

/**
 * The keys to look up for a text with a `count`, in order: the plural form the language's rules choose
 * (`Intl.PluralRules`, the suffixes i18next reads: `key_one`, `key_other`, `key_few` …), then `key` itself.
 */
export function pluralKeys(locale: string, key: string, count: number): [string, string] {
  return [`${key}_${new Intl.PluralRules(locale).select(count)}`, key];
}

type Values = Readonly<Record<string, string | number>>;
/** Values that leave every `{{name}}` as it is: `catalogueText` then answers with the catalogue's own wording. */
const AS_WRITTEN = new Proxy({}, { get: (_, name) => `{{${String(name)}}}` }) as Values;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Where `ns:key` (in the plural form `count` chooses, when the catalogue has one) is, and its text as written. */
function entry(locale: Locale, key: string, count?: number) {
  const [namespace, dottedKey, ...rest] = key.split(':');
  if (!namespace || !dottedKey || rest.length > 0) throw new Error(`A catalogue key reads "ns:key", not "${key}"`);
  const texts = catalogue(locale, namespace);
  for (const candidate of count === undefined ? [dottedKey] : pluralKeys(locale, dottedKey, count)) {
    const template = catalogueText(texts, candidate, AS_WRITTEN);
    if (template !== undefined) return { texts, key: candidate, template };
  }
  throw new Error(`Missing catalogue text ${locale}/${namespace}:${dottedKey}`);
}

/** The text of `ns:key` in `locale` with its `{{name}}` placeholders filled in from `values`. */
export function siteText(locale: Locale, key: string, values: Values = {}): string {
  const found = entry(locale, key, typeof values.count === 'number' ? values.count : undefined);
  for (const [, name] of found.template.matchAll(PLACEHOLDER)) {
    if (values[name!] === undefined) throw new Error(`${locale}/${key} needs a value for {{${name}}}`);
  }
  return catalogueText(found.texts, found.key, values)!;
}

/**
 * The text of `ns:key` as a RegExp source: its words exactly, each `{{name}}` placeholder as the RegExp source
 * `patterns` gives for it (a count, a time of day the browser formats).
 */
export function siteTextSource(locale: Locale, key: string, patterns: Readonly<Record<string, string>>): string {
  const { template } = entry(locale, key);
  return template
    .split(/(\{\{\w+\}\})/)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      const name = part.slice(2, -2);
      if (patterns[name] === undefined) throw new Error(`${locale}/${key} needs a pattern for {{${name}}}`);
      return patterns[name];
    })
    .join('');
}
