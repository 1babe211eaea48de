import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/routing';

/** Content-hashed catalogue files (`/locales/<lang>/<namespace>.<hash>.json`), written by the build. */
declare const __LOCALE_FILES__: Record<string, Record<string, string>>;

const fetched = new Map<string, Promise<Record<string, unknown>>>();

function fetchCatalogue(url: string): Promise<Record<string, unknown>> {
  let request = fetched.get(url);
  if (!request) {
    request = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`Catalogue ${url}: ${response.status}`);
      return response.json() as Promise<Record<string, unknown>>;
    });
    request.catch(() => fetched.delete(url));
    fetched.set(url, request);
  }
  return request;
}

/** The page's language (the `lang` of its `<html>`). */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

const instances = new Map<string, Promise<I18n>>();

/**
 * An i18next instance for the page's language with the given namespaces, loaded on demand from the site's
 * own catalogue files (product rules §4 "language files load on demand", §7). Same options as the build's.
 */
export function islandI18n(namespaces: readonly string[]): Promise<I18n> {
  const locale = pageLocale();
  const key = `${locale}:${[...namespaces].sort().join(',')}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = (async () => {
      const files = __LOCALE_FILES__[locale] ?? {};
      const bundles = await Promise.all(
        namespaces.map(async (ns) => [ns, files[ns] ? await fetchCatalogue(files[ns]!) : {}] as const),
      );
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: locale,
        fallbackLng: DEFAULT_LOCALE,
        resources: { [locale]: Object.fromEntries(bundles) },
        ns: [...namespaces],
        defaultNS: namespaces[0],
        interpolation: { escapeValue: false },
        keySeparator: '.',
        nsSeparator: ':',
        returnNull: false,
        react: { useSuspense: false },
      });
      return i18n;
    })();
    instance.catch(() => instances.delete(key));
    instances.set(key, instance);
  }
  return instance;
}
