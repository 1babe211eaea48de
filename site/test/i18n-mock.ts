/**
 * Test double for `react-i18next` answering from the real catalogues of every language, so
 * tests read (and find by label) the words a visitor reads. Supports `ns:key`, the namespace given to
 * `useTranslation()`, `{{name}}` interpolation, `count` plurals (the language's plural rules: `_one`, `_other` …) and `defaultValue`.
 */
import fs from 'fs';
import path from 'path';
import { LOCALE_CODES, type Locale } from '@app/routing';
import { pluralKeys } from '../../tests/support/catalogues';

export { escapeRegExp } from '@app/routing';

const LOCALES_DIR = path.resolve(__dirname, '..', '..', 'locales');
const NAMESPACES = ['common', 'nav', 'forms', 'quiz', 'token'];

/** Every language's catalogues of the namespaces the components use, read as the build reads them. */
const CATALOGUES = Object.fromEntries(
  LOCALE_CODES.map((locale) => [
    locale,
    Object.fromEntries(
      NAMESPACES.map((ns) => [ns, JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, `${ns}.json`), 'utf8'))]),
    ),
  ]),
) as Record<Locale, Record<string, unknown>>;

type Options = { count?: number; defaultValue?: string } & Record<string, unknown>;

function lookup(tree: unknown, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return typeof value === 'string' ? value : undefined;
}

/** `ns:key` or `key` in the default namespace; a missing text throws so a typo fails the test. */
export function translate(locale: Locale, key: string, defaultNs = 'common', options: Options = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : [defaultNs, key];
  const tree = CATALOGUES[locale][ns];
  const keys = options.count === undefined ? [path] : pluralKeys(locale, path, options.count);
  const text =
    keys.map((candidate) => lookup(tree, candidate)).find((found) => found !== undefined) ?? options.defaultValue;
  if (text === undefined) throw new Error(`Missing catalogue text ${locale}/${ns}:${path}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
}

type T = (key: string, options?: Options) => string;

/**
 * The module mock; `currentLocale` is read on every call so a test can switch the language. Like
 * react-i18next, `t` keeps its identity for one language and namespace (effects may depend on it).
 */
export function i18nextMock(currentLocale: () => Locale) {
  const cache = new Map<string, T>();
  const tFor = (locale: Locale, ns: string): T => {
    const id = `${locale}/${ns}`;
    if (!cache.has(id)) cache.set(id, (key, options) => translate(locale, key, ns, options));
    return cache.get(id)!;
  };
  return {
    // The double answers from the catalogues itself; a provider around it changes nothing.
    I18nextProvider: ({ children }: { children: unknown }) => children,
    useTranslation: (ns?: string | string[]) => ({
      t: tFor(currentLocale(), (Array.isArray(ns) ? ns[0] : ns) ?? 'common'),
      i18n: { language: currentLocale() },
    }),
  };
}
