import { useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/admin/strapi-admin';

/** A language of the CMS as its i18n plugin lists it (`GET /i18n/locales`, open to every admin user). */
export type CmsLocale = { code: string; name?: string; isDefault?: boolean };

let loading: Promise<CmsLocale[]> | undefined;

/**
 * The CMS's languages, read when the admin runs (the CMS creates them from LOCALES at every boot,
 * `bootstrap/locales.ts`): the admin's language features follow the site's languages without a new admin build.
 * Null until they are loaded; asked once per page load.
 */
export function useCmsLocales(): CmsLocale[] | null {
  const { get } = useFetchClient();
  const [locales, setLocales] = useState<CmsLocale[] | null>(null);
  useEffect(() => {
    let current = true;
    loading ??= get<CmsLocale[]>('/i18n/locales').then((response) => response.data);
    loading.then(
      (list) => current && setLocales(list),
      () => (loading = undefined),
    );
    return () => {
      current = false;
    };
  }, [get]);
  return locales;
}
