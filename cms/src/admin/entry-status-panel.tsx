import { useIntl } from 'react-intl';
import { useQueryParams } from '@strapi/admin/strapi-admin';
import { Link } from '@strapi/design-system';
import { previewPathOf } from '@app/routing';
import { describeEntry } from './widgets/site-build-view';
import { StatusLines, useSiteBuildStatus, useTimeOfDay } from './widgets/status-lines';

type Version = { publishedAt?: string | null };
type Props = {
  model?: string;
  meta?: { availableStatus?: Version[] };
  document?: {
    documentId?: string | null;
    key?: unknown;
    locale?: string | null;
    publishedAt?: string | null;
    updatedAt?: string | null;
    path?: unknown;
    slug?: unknown;
  } | null;
};

const POLL_MS = 3_000;

/**
 * Side panel of the edit view: where the editor's change stands — after *Publish* "Going live…", then
 * "Live since 14:32" with a link to the page, or "Not published" with the reason; after *Save* the same for the
 * preview. The same sentences as the dashboard's "Website" widget.
 */
export function EntryStatusPanel(props: Props) {
  const { formatMessage } = useIntl();
  const reply = useSiteBuildStatus(POLL_MS);
  const time = useTimeOfDay();
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const document = props.document;
  if (!reply || !document || !props.model?.startsWith('api::')) return null;
  // The edit view holds the draft; when the entry is published, its published version is among `availableStatus`.
  const publishedAt =
    document.publishedAt ?? props.meta?.availableStatus?.find((version) => version.publishedAt)?.publishedAt ?? null;
  const locale = query.plugins?.i18n?.locale ?? document.locale ?? '';
  const lines = describeEntry(
    reply,
    {
      publishedAt,
      updatedAt: document.updatedAt ?? null,
      uid: props.model,
      documentId: document.documentId ?? null,
      locale,
      key: document.key,
    },
    time,
  );
  if (lines.length === 0) return null;
  const path = previewPathOf({ uid: props.model, locale, path: document.path, slug: document.slug });
  const siteUrl = reply.configured && reply.reachable ? reply.siteUrl : null;
  const live = lines.some((line) => line.id.endsWith('entryLive'));
  return {
    title: formatMessage({ id: 'site-build.panel.title', defaultMessage: 'Website' }),
    content: (
      <StatusLines lines={lines}>
        {live && siteUrl && path && (
          <Link href={`${siteUrl}${path}`} isExternal>
            {formatMessage({ id: 'site-build.panel.openPage', defaultMessage: 'Open the page' })}
          </Link>
        )}
      </StatusLines>
    ),
  };
}
