import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFetchClient, useNotification, useQueryParams } from '@strapi/strapi/admin';
import { Button, Flex, Modal, TextButton, Typography } from '@strapi/design-system';
import { DEFAULT_LOCALE } from '@app/routing';
import { reloadDocuments } from './admin-store';
import { DiffView, type FieldDiff } from './diff-view';

type Props = {
  model?: string;
  document?: { documentId?: string; locale?: string | null; updatedAt?: string | null } | null;
};
type Version = {
  id: number;
  action: 'save' | 'publish' | 'unpublish' | 'discard' | 'restore';
  savedBy: string | null;
  savedAt: string;
};

/** Message ids (texts in `translations/en.json` and `de.json`). */
export const HISTORY_MESSAGES = {
  title: { id: 'kastell.history.title' },
  empty: { id: 'kastell.history.empty' },
  save: { id: 'kastell.history.action.save' },
  publish: { id: 'kastell.history.action.publish' },
  unpublish: { id: 'kastell.history.action.unpublish' },
  discard: { id: 'kastell.history.action.discard' },
  restore: { id: 'kastell.history.action.restore' },
  byCms: { id: 'kastell.history.byCms' },
  current: { id: 'kastell.history.current' },
  showAll: { id: 'kastell.history.showAll' },
  changes: { id: 'kastell.history.changes' },
  dialogTitle: { id: 'kastell.history.dialogTitle' },
  restoreButton: { id: 'kastell.history.restoreButton' },
  restoreHint: { id: 'kastell.history.restoreHint' },
  restored: { id: 'kastell.history.restored' },
  close: { id: 'kastell.history.close' },
} as const;

/** Versions shown before "Show all". */
const SHOWN = 5;

function VersionDialog(props: { url: string; version: Version; isCurrent: boolean; onRestored(): void; when: string }) {
  const { formatMessage } = useIntl();
  const { get, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [changes, setChanges] = useState<FieldDiff[] | null>(null);
  const [open, setOpen] = useState(false);
  const [base, query] = props.url.split('?') as [string, string];
  useEffect(() => {
    if (!open) return;
    void get<{ changes: FieldDiff[] }>(`${base}/${props.version.id}?${query}`).then(({ data }) =>
      setChanges(data.changes),
    );
  }, [open]);
  const restore = async () => {
    await post(`${base}/${props.version.id}/restore?${query}`, {});
    toggleNotification({
      type: 'success',
      message: formatMessage(HISTORY_MESSAGES.restored, { when: props.when }),
    });
    setOpen(false);
    props.onRestored();
  };
  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger>
        <TextButton>{formatMessage(HISTORY_MESSAGES.changes)}</TextButton>
      </Modal.Trigger>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{formatMessage(HISTORY_MESSAGES.dialogTitle, { when: props.when })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{changes && <DiffView changes={changes} />}</Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">{formatMessage(HISTORY_MESSAGES.close)}</Button>
          </Modal.Close>
          {!props.isCurrent && (
            <Flex gap={2}>
              <Typography variant="pi">{formatMessage(HISTORY_MESSAGES.restoreHint)}</Typography>
              <Button onClick={restore}>{formatMessage(HISTORY_MESSAGES.restoreButton)}</Button>
            </Flex>
          )}
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * Side panel of the edit view: the last versions of this language version — each save, publication and restore
 * with who did it and when (`editorial/entry-history.ts`); "Changes" shows what a version changed, word by word,
 * and "Restore this version" saves its content as a new save (the draft; publishing stays a separate step).
 */
export function HistoryPanel(props: Props) {
  const { formatMessage, formatDate } = useIntl();
  const { get } = useFetchClient();
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const locale = query.plugins?.i18n?.locale ?? props.document?.locale ?? DEFAULT_LOCALE;
  const documentId = props.document?.locale === locale ? props.document?.documentId : undefined;
  const url =
    props.model?.startsWith('api::') && documentId
      ? `/admin/entry-history/${props.model}/${documentId}?locale=${locale}`
      : null;
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [all, setAll] = useState(false);
  const load = useCallback(async () => {
    if (!url) return;
    try {
      setVersions((await get<{ versions: Version[] }>(url)).data.versions);
    } catch {
      setVersions(null);
    }
  }, [url]);
  useEffect(() => void load(), [load, props.document?.updatedAt]);
  if (!url || !versions) return null;
  const whenOf = (version: Version) =>
    formatDate(new Date(version.savedAt), { dateStyle: 'short', timeStyle: 'medium' });
  const labelOf = (version: Version) =>
    `${whenOf(version)} · ${formatMessage(HISTORY_MESSAGES[version.action])} · ${
      version.savedBy ?? formatMessage(HISTORY_MESSAGES.byCms)
    }`;
  const shown = all ? versions : versions.slice(0, SHOWN);
  const restored = () => {
    reloadDocuments(props.model!);
    void load();
  };
  const content =
    versions.length === 0 ? (
      <Typography variant="pi">{formatMessage(HISTORY_MESSAGES.empty)}</Typography>
    ) : (
      <Flex tag="ol" direction="column" alignItems="stretch" gap={2}>
        {shown.map((version, index) => (
          <Flex tag="li" key={version.id} direction="column" alignItems="flex-start" gap={1}>
            <Typography variant="pi">
              {labelOf(version)}
              {index === 0 && ` (${formatMessage(HISTORY_MESSAGES.current)})`}
            </Typography>
            <VersionDialog
              url={url}
              version={version}
              isCurrent={index === 0}
              onRestored={restored}
              when={whenOf(version)}
            />
          </Flex>
        ))}
        {!all && versions.length > SHOWN && (
          <TextButton onClick={() => setAll(true)}>
            {formatMessage(HISTORY_MESSAGES.showAll, { count: versions.length })}
          </TextButton>
        )}
      </Flex>
    );
  return { title: formatMessage(HISTORY_MESSAGES.title), content };
}
