import React from 'react';
import { useTranslation } from 'react-i18next';
import './Breadcrumbs.css';

/** Visible breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ items }: { items: Array<{ label: string; to?: string }> }) {
  const { t } = useTranslation('nav');
  return (
    <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {item.to ? <a href={item.to}>{item.label}</a> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
