import { useIntl } from 'react-intl';
import { useCmsLocales } from './cms-locales';
import { missingLanguages, type TranslationProps } from './translation-languages';

/** Message ids of the panel (German texts in `app.tsx`). */
export const PANEL_MESSAGES = {
  title: { id: 'kastell.translation.title', defaultMessage: 'Languages' },
  missing: {
    id: 'kastell.translation.missing',
    defaultMessage:
      'Not yet in {languages}. You can publish anyway: visitors of that language will not see this entry until its translation is published.',
  },
} as const;

/**
 * Side panel of the edit view, next to "Publish": tells the editor when the entry exists in one
 * language only. A notice, never a block.
 */
export function TranslationPanel(props: TranslationProps) {
  const { formatMessage, locale: adminLanguage } = useIntl();
  const locales = useCmsLocales();
  const missing = missingLanguages(props, locales?.map(({ code }) => code) ?? [], adminLanguage);
  if (missing.length === 0) return null;
  return {
    title: formatMessage(PANEL_MESSAGES.title),
    content: (
      <p role="status">
        {formatMessage(PANEL_MESSAGES.missing, {
          languages: new Intl.ListFormat(adminLanguage, { type: 'conjunction' }).format(missing),
        })}
      </p>
    ),
  };
}
