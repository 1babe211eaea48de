import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFetchClient } from '@strapi/admin/strapi-admin';
import { Badge, Flex } from '@strapi/design-system';
import type { TranslationStatusReply } from '../lib/translation-status-route';
import { useCmsLocales } from './cms-locales';
import { languageBadges, missingLanguages, type TranslationProps } from './translation-languages';

/** Message ids of the panel (German texts in `app.tsx`). */
export const PANEL_MESSAGES = {
  title: { id: 'kastell.translation.title', defaultMessage: 'Languages' },
  missing: {
    id: 'kastell.translation.missing',
    defaultMessage:
      'Not yet in {languages}. You can publish anyway: visitors of that language will not see this entry until its translation is published.',
  },
  translated: { id: 'kastell.translation.badge.translated', defaultMessage: '{language}: translated' },
  untranslated: {
    id: 'kastell.translation.badge.untranslated',
    defaultMessage: '{language}: {count} of {texts} texts untranslated',
  },
  absent: { id: 'kastell.translation.badge.missing', defaultMessage: '{language}: missing' },
} as const;

type Props = TranslationProps & { model?: string; documentId?: string; document?: { updatedAt?: string | null } };

/** The entry's languages as the CMS counts them (after every save), or null while unknown or not localized. */
function useLanguageStatus(model: string, documentId: string | undefined, saved: string | null) {
  const { get } = useFetchClient();
  const [languages, setLanguages] = useState<TranslationStatusReply['languages'] | null>(null);
  useEffect(() => {
    if (!model.startsWith('api::') || !documentId || saved === null) return setLanguages(null);
    let current = true;
    get<TranslationStatusReply>(`/admin/translation-status?${new URLSearchParams({ uid: model, documentId })}`)
      .then(({ data }) => current && setLanguages(data.languages))
      .catch(() => current && setLanguages(null));
    return () => {
      current = false;
    };
  }, [get, model, documentId, saved]);
  return languages;
}

/**
 * Side panel of the edit view, next to "Publish": a badge per language saying how far this entry is translated
 * there ("Italiano: 37 of 52 texts untranslated" — a placeholder counts as untranslated, as in the "Missing in …"
 * filter), and a notice when a language has no version yet. A notice, never a block.
 */
export function TranslationPanel(props: Props) {
  const { formatMessage, locale: adminLanguage } = useIntl();
  const locales = useCmsLocales();
  const languages = useLanguageStatus(props.model ?? '', props.documentId, props.document?.updatedAt ?? null);
  const missing = missingLanguages(props, locales?.map(({ code }) => code) ?? [], adminLanguage);
  const badges = languageBadges(languages ?? []);
  if (missing.length === 0 && badges.length === 0) return null;
  const messages = { ...PANEL_MESSAGES, missing: PANEL_MESSAGES.absent };
  return {
    title: formatMessage(PANEL_MESSAGES.title),
    content: (
      <Flex direction="column" alignItems="flex-start" gap={2} role="status" data-testid="translation-status">
        {badges.map((badge) => (
          <Badge key={badge.values.language} variant={badge.tone}>
            {formatMessage(messages[badge.message], badge.values)}
          </Badge>
        ))}
        {missing.length > 0 && (
          <p>
            {formatMessage(PANEL_MESSAGES.missing, {
              languages: new Intl.ListFormat(adminLanguage, { type: 'conjunction' }).format(missing),
            })}
          </p>
        )}
      </Flex>
    ),
  };
}
