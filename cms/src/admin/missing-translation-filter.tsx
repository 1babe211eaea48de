import { useQueryParams } from '@strapi/admin/strapi-admin';
import { Button } from '@strapi/design-system';
import { Filter } from '@strapi/icons';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { languageName } from '@app/routing';
import { useCmsLocales } from './cms-locales';
import { hasLanguageFilter, missingLocaleQuery, type ListQuery } from './missing-translation-query';
import { translatedLocales } from './translation-languages';

/** Message ids of the buttons (German text in `app.tsx`); `{language}` is named in the admin's language. */
export const FILTER_MESSAGES = {
  missing: { id: 'kastell.list.missing', defaultMessage: 'Missing in {language}' },
} as const;

/**
 * "Missing in German", "Missing in French" …, one button per language entries are translated into, above the list
 * views of content editors translate (the Content Manager's `listView.actions` zone): one click lists
 * the entries that have no version in that language yet.
 */
export function MissingTranslationButtons() {
  const { formatMessage, locale: adminLanguage } = useIntl();
  const { slug = '' } = useParams();
  const [{ query }, setQuery] = useQueryParams<ListQuery>();
  const locales = useCmsLocales();
  if (!hasLanguageFilter(slug) || locales === null) return null;
  return (
    <>
      {translatedLocales(locales.map(({ code }) => code)).map((code) => (
        <Button
          key={code}
          variant="tertiary"
          startIcon={<Filter />}
          onClick={() => setQuery(missingLocaleQuery(query, code))}
        >
          {formatMessage(FILTER_MESSAGES.missing, { language: languageName(code, adminLanguage) })}
        </Button>
      ))}
    </>
  );
}
