import { DEFAULT_LOCALE } from '@app/routing';
import { CONTENT_TYPE_LAYOUTS } from '../editorial/layouts';
import { LANGUAGES_FIELD, MISSING_LOCALE_OPERATOR } from '../editorial/language-field';

export type ListQuery = Record<string, unknown> & { plugins?: Record<string, unknown> };

/**
 * The list view's query for the entries without a version in `locale`: the Content Manager filter on the
 * `languages` field, shown in the site's default language (where those entries exist), from the first page.
 * Other filters are replaced; search, sorting and page size stay.
 */
export function missingLocaleQuery(query: ListQuery, locale: string): ListQuery {
  return {
    ...query,
    page: 1,
    filters: { $and: [{ [LANGUAGES_FIELD]: { [MISSING_LOCALE_OPERATOR]: locale } }] },
    plugins: { ...(query.plugins ?? {}), i18n: { locale: DEFAULT_LOCALE } },
  };
}

/** The list views with the filter: the localized collection types editors work in (they have `languages`). */
export const hasLanguageFilter = (uid: string): boolean => Object.hasOwn(CONTENT_TYPE_LAYOUTS, uid);
