import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFetchClient, useQueryParams } from '@strapi/admin/strapi-admin';
import { Flex, Typography } from '@strapi/design-system';
import type { ContentCheckReply } from '../lib/content-checks-route';

type Props = {
  model?: string;
  documentId?: string;
  document?: { locale?: string | null; updatedAt?: string | null } | null;
};

export const CHECKS_MESSAGES = {
  title: { id: 'kastell.checks.title', defaultMessage: 'Before publishing' },
  errors: { id: 'kastell.checks.errors', defaultMessage: 'Publishing is refused until these are changed:' },
  warnings: { id: 'kastell.checks.warnings', defaultMessage: 'Worth a look (publishing is allowed):' },
} as const;

type Problem = ContentCheckReply['problems'][number];

function ProblemList({ problems, tone }: { problems: Problem[]; tone: 'danger600' | 'warning600' }) {
  return (
    <ul style={{ margin: 0, paddingLeft: '1rem', listStyle: 'disc' }}>
      {problems.map((problem) => (
        <li key={`${problem.field}:${problem.message}`}>
          <Typography variant="omega" textColor={tone}>
            <strong>{problem.where}</strong>: {problem.message}
          </Typography>
        </li>
      ))}
    </ul>
  );
}

/**
 * Side panel of the edit view: what the publish check says about the saved draft of this language —
 * the errors that will stop *Publish* and the warnings (Markdown the page removes) — refreshed after every save.
 * Nothing is shown while the draft has no problem.
 */
export function ContentChecksPanel(props: Props) {
  const { formatMessage } = useIntl();
  const { get } = useFetchClient();
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const model = props.model ?? '';
  const locale = query.plugins?.i18n?.locale ?? props.document?.locale ?? undefined;
  const saved = props.document?.updatedAt ?? null;

  useEffect(() => {
    if (!model.startsWith('api::') || !locale || saved === null) return setProblems([]);
    let current = true;
    const search = new URLSearchParams({
      uid: model,
      locale,
      ...(props.documentId ? { documentId: props.documentId } : {}),
    });
    get<ContentCheckReply>(`/admin/content-checks?${search}`)
      .then(({ data }) => current && setProblems(data.problems))
      .catch(() => current && setProblems([]));
    return () => {
      current = false;
    };
  }, [get, model, locale, props.documentId, saved]);

  if (problems.length === 0) return null;
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  return {
    title: formatMessage(CHECKS_MESSAGES.title),
    content: (
      <Flex direction="column" alignItems="flex-start" gap={2} role="status" data-testid="content-checks">
        {errors.length > 0 && <Typography variant="pi">{formatMessage(CHECKS_MESSAGES.errors)}</Typography>}
        {errors.length > 0 && <ProblemList problems={errors} tone="danger600" />}
        {warnings.length > 0 && <Typography variant="pi">{formatMessage(CHECKS_MESSAGES.warnings)}</Typography>}
        {warnings.length > 0 && <ProblemList problems={warnings} tone="warning600" />}
      </Flex>
    ),
  };
}
