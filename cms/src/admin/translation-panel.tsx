import { useIntl } from 'react-intl';
import { LOCALES } from '@app/routing';

type Props = {
  document?: { locale?: string | null };
  meta?: { availableLocales?: Array<{ locale?: string | null }> };
};

/** Message ids of the panel (German texts in `app.tsx`). */
export const PANEL_MESSAGES = {
  title: { id: 'kastell.translation.title', defaultMessage: 'Languages' },
  missing: {
    id: 'kastell.translation.missing',
    defaultMessage:
      'Not yet in {languages}. You can publish anyway: visitors of that language will not see this entry until its translation is published.',
  },
} as const;

/** The site's languages this entry has no version in yet (the entry's own language counts as present). */
export function missingLanguages(props: Props): string[] {
  const own = props.document?.locale;
  if (!own || !props.meta?.availableLocales) return [];
  const present = new Set([own, ...props.meta.availableLocales.map((l) => l.locale)]);
  return LOCALES.filter(({ code }) => !present.has(code)).map(({ name }) => name);
}

/**
 * Side panel of the edit view, next to "Publish" (issue #16): tells the editor when the entry exists in one
 * language only. A notice, never a block.
 */
export function TranslationPanel(props: Props) {
  const { formatMessage } = useIntl();
  const missing = missingLanguages(props);
  if (missing.length === 0) return null;
  return {
    title: formatMessage(PANEL_MESSAGES.title),
    content: <p role="status">{formatMessage(PANEL_MESSAGES.missing, { languages: missing.join(', ') })}</p>,
  };
}
