import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@app/routing';
import { formatWhole } from './amounts';
import type { TokenDraft } from './token-draft';

/** The token as entered: what the review step and the deploy panel show. */
export function TokenSummary({ draft, locale }: { draft: TokenDraft; locale: Locale }) {
  const { t } = useTranslation('token');
  const rows: Array<[string, string]> = [
    [t('fields.name.label'), draft.name],
    [t('fields.symbol.label'), draft.symbol],
    [t('fields.tokenType.label'), draft.tokenType ? t(`types.${draft.tokenType}.title`) : ''],
    [t('fields.supply.label'), formatWhole(draft.supply, locale)],
    [t('fields.decimals.label'), draft.decimals],
    ...(draft.tokenType === 'capped'
      ? [[t('fields.cap.label'), formatWhole(draft.cap, locale)] as [string, string]]
      : []),
    [t('fields.email.label'), draft.email || t('review.noEmail')],
  ];
  return <SummaryList rows={rows} label={t('review.summary')} />;
}

/** Term–value rows as a description list (the review summary, the success details). */
export function SummaryList({ rows, label }: { rows: Array<[string, React.ReactNode]>; label?: string }) {
  return (
    <dl className="token-summary" aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
