import { useQueryParams } from '@strapi/admin/strapi-admin';
import { Button } from '@strapi/design-system';
import { Filter } from '@strapi/icons';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { hasLanguageFilter, missingLocaleQuery, type ListQuery } from './missing-translation-query';

/** Message ids of the button (German text in `app.tsx`). */
export const FILTER_MESSAGES = {
  missingGerman: { id: 'kastell.list.missing-de', defaultMessage: 'Missing in German' },
} as const;

/**
 * "Missing in German" above the list views of content editors translate (the Content Manager's `listView.actions`
 * zone, issue #16): one click lists the entries that have no German version yet.
 */
export function MissingGermanButton() {
  const { formatMessage } = useIntl();
  const { slug = '' } = useParams();
  const [{ query }, setQuery] = useQueryParams<ListQuery>();
  if (!hasLanguageFilter(slug)) return null;
  return (
    <Button variant="tertiary" startIcon={<Filter />} onClick={() => setQuery(missingLocaleQuery(query, 'de'))}>
      {formatMessage(FILTER_MESSAGES.missingGerman)}
    </Button>
  );
}
