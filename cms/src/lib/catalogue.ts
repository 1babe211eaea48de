import type { Core } from '@strapi/strapi';
import fs from 'fs';
import path from 'path';
import { DEFAULT_LOCALE, catalogueText, isLocale, type Locale } from '@app/routing';

/**
 * Folder of the UI catalogues (`locales/<locale>/<namespace>.json`), shared with the site: LOCALES_DIR, else the
 * repository's, found upwards from this file (it runs compiled from `cms/dist/src/lib` and, in tests, from source).
 */
function localesDir(): string {
  if (process.env.LOCALES_DIR) return process.env.LOCALES_DIR;
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'locales');
    if (fs.existsSync(path.join(candidate, DEFAULT_LOCALE))) return candidate;
  }
  throw new Error(`No UI catalogues (locales/${DEFAULT_LOCALE}) above ${__dirname}; set LOCALES_DIR`);
}

const cache = new Map<string, Record<string, unknown>>();

function load(locale: Locale, namespace: string): Record<string, unknown> {
  const key = `${locale}/${namespace}`;
  let data = cache.get(key);
  if (!data) {
    data = JSON.parse(fs.readFileSync(path.join(localesDir(), locale, `${namespace}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    cache.set(key, data);
  }
  return data;
}

/** A string from the UI catalogues, `{{name}}` placeholders filled in. */
export function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const [namespace, dotted] = key.split(':') as [string, string];
  const value = catalogueText(load(locale, namespace), dotted, values);
  if (value === undefined) throw new Error(`Missing catalogue text ${locale}/${key}`);
  return value;
}

/** The request's locale: an explicit `locale` in the body if supported, else the default. */
export function requestLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The signed-in admin's interface language, as a catalogue locale (the default for any other, and for API tokens). */
export function adminLocale(strapi: Core.Strapi): Locale {
  const ctx = strapi.requestContext.get() as { state?: { user?: { preferedLanguage?: unknown } } } | undefined;
  const language = ctx?.state?.user?.preferedLanguage;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
