/**
 * Test double for `gatsby-plugin-react-i18next` that answers from the real catalogues in `locales/`, so
 * tests read the words a visitor reads. Supports `ns:key`, `{{name}}` interpolation, `count` plurals
 * (`_one` / `_other`) and `defaultValue` — what the insight list uses.
 */
import type { Locale } from '@app/routing';
import deCommon from '../../../../locales/de/common.json';
import deNav from '../../../../locales/de/nav.json';
import enCommon from '../../../../locales/en/common.json';
import enNav from '../../../../locales/en/nav.json';

const CATALOGUES: Record<Locale, Record<string, unknown>> = {
  en: { common: enCommon, nav: enNav },
  de: { common: deCommon, nav: deNav },
};

type Options = { count?: number; defaultValue?: string } & Record<string, unknown>;

function lookup(tree: unknown, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return typeof value === 'string' ? value : undefined;
}

export function translate(locale: Locale, key: string, options: Options = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  const tree = CATALOGUES[locale][ns];
  const plural = options.count === undefined ? undefined : `${path}_${options.count === 1 ? 'one' : 'other'}`;
  const text = (plural && lookup(tree, plural)) ?? lookup(tree, path) ?? options.defaultValue;
  if (text === undefined) throw new Error(`Missing catalogue text ${locale}:${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
}

/** The module mock; `currentLocale` is read on every call so a test can switch the language. */
export function i18nextMock(currentLocale: () => Locale) {
  return {
    useI18next: () => ({ language: currentLocale() }),
    useTranslation: () => ({ t: (key: string, options?: Options) => translate(currentLocale(), key, options) }),
  };
}
