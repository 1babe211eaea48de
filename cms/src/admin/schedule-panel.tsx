import { useCallback, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFetchClient, useQueryParams } from '@strapi/strapi/admin';
import { Button, Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { DEFAULT_LOCALE } from '@app/routing';

type Schedule = {
  publishAt: string;
  state: 'pending' | 'publishing' | 'failed';
  scheduledBy: string | null;
  failure: string | null;
};
type Props = { model?: string; document?: { documentId?: string; locale?: string | null } | null };

/** Message ids of the panel (texts in `translations/en.json` and `de.json`). */
export const SCHEDULE_MESSAGES = {
  title: { id: 'kastell.schedule.title' },
  saveFirst: { id: 'kastell.schedule.saveFirst' },
  field: { id: 'kastell.schedule.field' },
  hint: { id: 'kastell.schedule.hint' },
  schedule: { id: 'kastell.schedule.schedule' },
  cancel: { id: 'kastell.schedule.cancel' },
  pending: { id: 'kastell.schedule.pending' },
  by: { id: 'kastell.schedule.by' },
  publishing: { id: 'kastell.schedule.publishing' },
  failed: { id: 'kastell.schedule.failed' },
  done: { id: 'kastell.schedule.done' },
} as const;

/** Refresh while a schedule is pending, so the panel says when it went out. */
const POLL_MS = 10_000;

/** `datetime-local` value (local time, minutes) → ISO instant. */
const toInstant = (local: string) => new Date(local).toISOString();

/**
 * Side panel of the edit view: *Publish at* for the language version on screen — schedule, see the
 * schedule and who set it, cancel it; a failed scheduled publication says why. The CMS publishes it then
 * (`editorial/scheduled-publishing.ts`).
 */
export function SchedulePanel(props: Props) {
  const { formatMessage, formatDate, formatTime } = useIntl();
  const { get, put, del } = useFetchClient();
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const locale = query.plugins?.i18n?.locale ?? props.document?.locale ?? DEFAULT_LOCALE;
  const documentId = props.document?.locale === locale ? props.document?.documentId : undefined;
  const url =
    props.model && documentId ? `/admin/scheduled-publishing/${props.model}/${documentId}?locale=${locale}` : null;
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [allowed, setAllowed] = useState(true);
  const [published, setPublished] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const load = useCallback(async () => {
    if (!url) return;
    try {
      const { data } = await get<{ schedule: Schedule | null }>(url);
      setSchedule((before) => {
        if (before?.state !== 'failed' && before !== null && data.schedule === null) setPublished(true);
        return data.schedule;
      });
    } catch {
      setAllowed(false);
    }
  }, [url]);

  useEffect(() => {
    setPublished(false);
    setSchedule(null);
    void load();
  }, [load]);
  useEffect(() => {
    if (schedule?.state !== 'pending' && schedule?.state !== 'publishing') return undefined;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [schedule?.state, load]);

  const failureOf = (e: unknown) =>
    (e as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ?? String(e);
  const submit = async () => {
    if (!url || value === '') return;
    try {
      const { data } = await put<{ schedule: Schedule }>(url, { publishAt: toInstant(value) });
      setError(null);
      setPublished(false);
      setSchedule(data.schedule);
    } catch (e) {
      setError(failureOf(e));
    }
  };
  const cancel = async () => {
    if (!url) return;
    try {
      await del(url);
      setError(null);
      setSchedule(null);
    } catch (e) {
      setError(failureOf(e));
    }
  };

  if (!props.model || !allowed) return null;
  const at = schedule ? new Date(schedule.publishAt) : null;
  const content = !url ? (
    <Typography variant="pi">{formatMessage(SCHEDULE_MESSAGES.saveFirst)}</Typography>
  ) : (
    <Flex direction="column" alignItems="stretch" gap={2}>
      {published && <Typography role="status">{formatMessage(SCHEDULE_MESSAGES.done)}</Typography>}
      {at && schedule?.state === 'pending' && (
        <Typography role="status">
          {formatMessage(SCHEDULE_MESSAGES.pending, {
            date: formatDate(at, { dateStyle: 'medium' }),
            time: formatTime(at, { timeStyle: 'short' }),
          })}
          {schedule.scheduledBy && ` ${formatMessage(SCHEDULE_MESSAGES.by, { name: schedule.scheduledBy })}`}
        </Typography>
      )}
      {schedule?.state === 'publishing' && (
        <Typography role="status">{formatMessage(SCHEDULE_MESSAGES.publishing)}</Typography>
      )}
      {schedule?.state === 'failed' && (
        <Typography role="alert" textColor="danger600">
          {formatMessage(SCHEDULE_MESSAGES.failed, { reason: schedule.failure ?? '' })}
        </Typography>
      )}
      {schedule?.state !== 'pending' && schedule?.state !== 'publishing' && (
        <Field.Root id={inputId} hint={formatMessage(SCHEDULE_MESSAGES.hint)}>
          <Field.Label>{formatMessage(SCHEDULE_MESSAGES.field)}</Field.Label>
          <TextInput
            type="datetime-local"
            value={value}
            onChange={(e: { target: { value: string } }) => setValue(e.target.value)}
          />
          <Field.Hint />
        </Field.Root>
      )}
      {error && (
        <Typography role="alert" textColor="danger600">
          {error}
        </Typography>
      )}
      {schedule?.state !== 'pending' && schedule?.state !== 'publishing' && (
        <Button variant="secondary" onClick={submit} disabled={value === ''}>
          {formatMessage(SCHEDULE_MESSAGES.schedule)}
        </Button>
      )}
      {(schedule?.state === 'pending' || schedule?.state === 'failed') && (
        <Button variant="danger-light" onClick={cancel}>
          {formatMessage(SCHEDULE_MESSAGES.cancel)}
        </Button>
      )}
    </Flex>
  );
  return { title: formatMessage(SCHEDULE_MESSAGES.title), content };
}
