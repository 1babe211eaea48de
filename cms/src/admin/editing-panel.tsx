import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useFetchClient, useQueryParams } from '@strapi/strapi/admin';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { DEFAULT_LOCALE } from '@app/routing';
import { reloadDocuments } from './admin-store';
import { DiffView, type FieldDiff } from './diff-view';
import { forgetRefusedSave, onRefusedSaves, refusedSave, type RefusedSave } from './save-version';

type Props = { model?: string; document?: { documentId?: string; locale?: string | null } | null };
type OpenBy = { name: string; since: string };

/** Message ids (texts in `translations/en.json` and `de.json`). */
export const EDITING_MESSAGES = {
  title: { id: 'kastell.editing.title' },
  conflictTitle: { id: 'kastell.editing.conflictTitle' },
  alsoOpen: { id: 'kastell.editing.alsoOpen' },
  refused: { id: 'kastell.editing.refused' },
  someone: { id: 'kastell.editing.someone' },
  theyChanged: { id: 'kastell.editing.theyChanged' },
  youChanged: { id: 'kastell.editing.youChanged' },
  bothChanged: { id: 'kastell.editing.bothChanged' },
  formShowsTheirs: { id: 'kastell.editing.formShowsTheirs' },
  showTheirs: { id: 'kastell.editing.showTheirs' },
  hideTheirs: { id: 'kastell.editing.hideTheirs' },
  yourChanges: { id: 'kastell.editing.yourChanges' },
  theirChanges: { id: 'kastell.editing.theirChanges' },
  merge: { id: 'kastell.editing.merge' },
  merged: { id: 'kastell.editing.merged' },
  reload: { id: 'kastell.editing.reload' },
} as const;

/** How often the edit view says it is still open (the CMS's `presence.ts` uses the same figure). */
const HEARTBEAT_MS = 15_000;

/** Who else has this language version open, asked every HEARTBEAT_MS while the edit view is shown. */
function usePresence(url: string | null): OpenBy[] {
  const { post, del } = useFetchClient();
  const [others, setOthers] = useState<OpenBy[]>([]);
  useEffect(() => {
    if (!url) return undefined;
    let stopped = false;
    const beat = async () => {
      try {
        const { data } = await post<{ others: OpenBy[] }>(url, {});
        if (!stopped) setOthers(data.others);
      } catch {
        if (!stopped) setOthers([]);
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      void del(url).catch(() => undefined);
    };
  }, [url]);
  return others;
}

function useRefusedSave(model?: string, documentId?: string, locale?: string): RefusedSave | null {
  return useSyncExternalStore(onRefusedSaves, () =>
    model && documentId && locale ? refusedSave(model, documentId, locale) : null,
  );
}

const names = (fields: Array<{ label: string }>) => fields.map((f) => f.label).join(', ');

/** The refused save: who saved meanwhile and when, what each side changed, and the ways on. */
function RefusedSaveBox({ refused }: { refused: RefusedSave }) {
  const { formatMessage, formatTime, formatDate } = useIntl();
  const { post } = useFetchClient();
  const [diffs, setDiffs] = useState<{ theirs: FieldDiff[]; yours: FieldDiff[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { conflict, model, documentId, locale } = refused;
  const base = `/admin/save-conflicts/${model}/${documentId}`;
  const body = { loadedVersion: conflict.loadedVersion, data: refused.data };
  const at = new Date(conflict.savedAt);
  const done = () => {
    forgetRefusedSave(model, documentId, locale);
    reloadDocuments(model);
  };
  const toggle = async () => {
    if (diffs) return setDiffs(null);
    try {
      setDiffs(
        (await post<{ theirs: FieldDiff[]; yours: FieldDiff[] }>(`${base}/compare?locale=${locale}`, body)).data,
      );
    } catch (e) {
      setError(
        String((e as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ?? e),
      );
    }
  };
  const merge = async () => {
    try {
      await post(`${base}/merge?locale=${locale}`, body);
      done();
    } catch (e) {
      setError(
        String((e as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ?? e),
      );
    }
  };
  const canMerge = conflict.overlapping.length === 0 && conflict.yourFields.length > 0;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} role="alert">
      <Typography fontWeight="bold" textColor="danger600">
        {formatMessage(EDITING_MESSAGES.refused, {
          name: conflict.savedBy ?? formatMessage(EDITING_MESSAGES.someone),
          date: formatDate(at, { dateStyle: 'medium' }),
          time: formatTime(at, { timeStyle: 'medium' }),
        })}
      </Typography>
      {conflict.theirFields.length > 0 && (
        <Typography>{formatMessage(EDITING_MESSAGES.theyChanged, { fields: names(conflict.theirFields) })}</Typography>
      )}
      {conflict.yourFields.length > 0 && (
        <Typography>{formatMessage(EDITING_MESSAGES.youChanged, { fields: names(conflict.yourFields) })}</Typography>
      )}
      {conflict.overlapping.length > 0 && (
        <Typography textColor="danger600">
          {formatMessage(EDITING_MESSAGES.bothChanged, { fields: names(conflict.overlapping) })}
        </Typography>
      )}
      <Typography variant="pi">{formatMessage(EDITING_MESSAGES.formShowsTheirs)}</Typography>
      {error && <Typography textColor="danger600">{error}</Typography>}
      <Button variant="secondary" onClick={toggle}>
        {formatMessage(diffs ? EDITING_MESSAGES.hideTheirs : EDITING_MESSAGES.showTheirs)}
      </Button>
      {canMerge && <Button onClick={merge}>{formatMessage(EDITING_MESSAGES.merge)}</Button>}
      <Button variant="tertiary" onClick={done}>
        {formatMessage(EDITING_MESSAGES.reload)}
      </Button>
      {diffs && (
        <Box>
          <Typography variant="delta" tag="h3">
            {formatMessage(EDITING_MESSAGES.theirChanges)}
          </Typography>
          <DiffView changes={diffs.theirs} />
          <Typography variant="delta" tag="h3">
            {formatMessage(EDITING_MESSAGES.yourChanges)}
          </Typography>
          <DiffView changes={diffs.yours} />
        </Box>
      )}
    </Flex>
  );
}

/**
 * Side panel of the edit view: who else has this language version open, and — after the CMS refused a save because
 * someone saved a newer version meanwhile — who, when, what changed on each side, with "Show their change",
 * "Apply my changes to their version" (when the two saves changed different fields) and "Reload".
 */
export function EditingPanel(props: Props) {
  const { formatMessage, formatTime } = useIntl();
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const locale = query.plugins?.i18n?.locale ?? props.document?.locale ?? DEFAULT_LOCALE;
  const documentId = props.document?.locale === locale ? props.document?.documentId : undefined;
  const url =
    props.model?.startsWith('api::') && documentId
      ? `/admin/presence/${props.model}/${documentId}?locale=${locale}`
      : null;
  const others = usePresence(url);
  const refused = useRefusedSave(props.model, documentId, locale);
  const since = useCallback((at: string) => formatTime(new Date(at), { timeStyle: 'short' }), [formatTime]);
  if (!url || (others.length === 0 && !refused)) return null;
  return {
    title: formatMessage(refused ? EDITING_MESSAGES.conflictTitle : EDITING_MESSAGES.title),
    content: (
      <Flex direction="column" alignItems="stretch" gap={3}>
        {others.length > 0 && (
          <Typography role="status">
            {formatMessage(EDITING_MESSAGES.alsoOpen, {
              names: others.map((other) => `${other.name} (${since(other.since)})`).join(', '),
            })}
          </Typography>
        )}
        {refused && <RefusedSaveBox refused={refused} />}
      </Flex>
    ),
  };
}
