import React from 'react';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from './types';

/**
 * Page numbers to offer: all of them up to seven pages, else the first, the last and the current one
 * with its neighbours, `null` marking a gap.
 */
export function pageWindow(current: number, count: number): Array<number | null> {
  const pages = Array.from({ length: count }, (_, i) => i + 1);
  if (count <= 7) return pages;
  const kept = pages.filter((page) => page === 1 || page === count || Math.abs(page - current) <= 1);
  return kept.flatMap((page, i) => {
    const previous = kept[i - 1];
    return previous !== undefined && page - previous > 1 ? [null, page] : [page];
  });
}

type Props = { meta: PageMeta; onPage: (page: number) => void };

/**
 * Previous, page numbers, next. Unavailable steps stay focusable (`aria-disabled`) so the keyboard focus
 * is not lost when the last page is reached.
 */
export function Pagination({ meta, onPage }: Props) {
  const { t } = useTranslation('common');
  const { page, pageCount } = meta;
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onPage(target);
  };
  const step = (target: number, label: string) => (
    <li>
      <button
        type="button"
        className="button secondary"
        aria-disabled={target < 1 || target > pageCount}
        onClick={() => go(target)}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav aria-label={t('blog.pagination')} className="pagination">
      <p className="pagination__status" aria-live="polite">
        {t('blog.pageOf', { page, total: pageCount })}
      </p>
      <ul>
        {step(page - 1, t('blog.previous'))}
        {pageWindow(page, pageCount).map((number, i) =>
          number === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={number}>
              <button
                type="button"
                className={number === page ? 'button' : 'button secondary'}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('blog.page', { page: number })}
                onClick={() => go(number)}
              >
                {number}
              </button>
            </li>
          ),
        )}
        {step(page + 1, t('blog.next'))}
      </ul>
    </nav>
  );
}
