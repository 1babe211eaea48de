import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { Flex, Radio, Typography } from '@strapi/design-system';
import { reloadDocuments } from './admin-store';
import { useCmsLocales } from './cms-locales';

type Row = { documentId: string; locale?: string | null; localizations?: Array<{ locale?: string | null }> };
type Props = { documents: Row[]; model: string };

/** Message ids (texts in `translations/en.json` and `de.json`). */
export const DELETE_MESSAGES = {
  label: { id: 'kastell.delete.label' },
  title: { id: 'kastell.delete.title' },
  question: { id: 'kastell.delete.question' },
  shown: { id: 'kastell.delete.shown' },
  every: { id: 'kastell.delete.every' },
  done: { id: 'kastell.delete.done' },
  refused: { id: 'kastell.delete.refused' },
} as const;

/** The languages the selected entries may exist in: the one shown first, then every language of the CMS. */
function languagesOf(documents: Row[], cms: string[]): string[] {
  const codes = documents.flatMap((row) => [row.locale, ...(row.localizations ?? []).map((l) => l.locale)]);
  return [...new Set([...codes, ...cms].filter((code): code is string => typeof code === 'string'))];
}

/**
 * The list view's bulk "Delete", asking which languages: only the language the list shows, or every language of
 * the selected entries, each named. Strapi's own deletes the shown language only and says so in small print, so the
 * other language stayed live.
 */
export function DeleteLanguagesAction({ documents, model }: Props) {
  const { formatMessage, formatList } = useIntl();
  const { del } = useFetchClient();
  const { toggleNotification } = useNotification();
  const locales = useCmsLocales() ?? [];
  const [choice, setChoice] = useState<'shown' | 'every'>('shown');
  const shown = documents[0]?.locale ?? '';
  const nameOf = (code: string) => locales.find((l) => l.code === code)?.name ?? code;
  const every = languagesOf(
    documents,
    locales.map((l) => l.code),
  );
  const targets = choice === 'shown' ? [shown] : every;
  const confirm = async () => {
    const refused = new Set<string>();
    for (const row of documents)
      for (const locale of targets) {
        // A language the entry does not exist in answers 404: nothing to delete there.
        await del(`/content-manager/collection-types/${model}/${row.documentId}?locale=${locale}`).catch(
          (error: { status?: number }) => error.status !== 404 && refused.add(locale),
        );
      }
    reloadDocuments(model);
    const done = targets.filter((code) => !refused.has(code));
    if (done.length > 0)
      toggleNotification({
        type: 'success',
        message: formatMessage(DELETE_MESSAGES.done, { languages: formatList(done.map(nameOf)) }),
      });
    if (refused.size > 0)
      toggleNotification({
        type: 'danger',
        message: formatMessage(DELETE_MESSAGES.refused, { languages: formatList([...refused].map(nameOf)) }),
      });
  };
  return {
    variant: 'danger-light',
    label: formatMessage(DELETE_MESSAGES.label),
    dialog: {
      type: 'dialog',
      title: formatMessage(DELETE_MESSAGES.title),
      content: (
        <Flex direction="column" alignItems="stretch" gap={3}>
          <Typography id="delete-languages-question">
            {formatMessage(DELETE_MESSAGES.question, { count: documents.length })}
          </Typography>
          <Radio.Group
            aria-labelledby="delete-languages-question"
            value={choice}
            onValueChange={(value: string) => setChoice(value === 'every' ? 'every' : 'shown')}
          >
            <Radio.Item value="shown">{formatMessage(DELETE_MESSAGES.shown, { language: nameOf(shown) })}</Radio.Item>
            <Radio.Item value="every">
              {formatMessage(DELETE_MESSAGES.every, { languages: formatList(every.map(nameOf)) })}
            </Radio.Item>
          </Radio.Group>
        </Flex>
      ),
      onConfirm: confirm,
    },
  };
}
DeleteLanguagesAction.type = 'delete';
