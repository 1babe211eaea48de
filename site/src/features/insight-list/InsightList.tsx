import React, { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopicRef } from '@app/cms-client';
import type { Locale } from '@app/routing';
import { isFirstPage, readUrlQuery } from './insight-query';
import { Pagination } from './Pagination';
import { PreservedHtml } from '../../islands/PreservedHtml';
import { PostCards } from './PostCard';
import { SearchForm } from './SearchForm';
import { TopicFilter } from './TopicFilter';
import './InsightList.css';
import type { PageMeta } from './types';
import { useInsightQuery } from './useInsightQuery';
import { useSearchDraft } from './useSearchDraft';

export type InsightListProps = {
  locale: Locale;
  /**
   * The first page as the build rendered it (`StaticPostList`), given only on the server: in the browser its HTML
   * is kept as it is (`PreservedHtml`), so the articles are not sent a second time as island data.
   */
  children?: React.ReactNode;
  initialMeta: PageMeta;
  topics: TopicRef[];
  /** Public origin of the CMS the browser queries. */
  cmsUrl: string;
  /** The browser's `fetch` unless given (tests pass a fake). */
  fetch?: typeof fetch;
};

/**
 * The insight blog list. The first page is static HTML from the build; search, topic filter and further
 * pages ask the public REST API at runtime. When the API cannot answer, the static first page stays.
 */
export function InsightList({ topics, children, ...options }: InsightListProps) {
  const { t } = useTranslation('common');
  const { query, status, posts, meta, showsStatic, change } = useInsightQuery(options);
  const commitSearch = useCallback(
    (text: string) => change({ search: text, topic: query.topic, page: 1 }),
    [change, query.topic],
  );
  const search = useSearchDraft(query.search, commitSearch);
  const { restore } = search;
  // Paging brings the list's top (the search field) to rest below the sticky header, not just the results.
  const listRef = useRef<HTMLDivElement>(null);
  const restored = useRef(false);

  // Client only, once: an address with `?q=&topic=&page=` (shared, reloaded, or the form sent before the
  // script ran) shows that search.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const fromAddress = readUrlQuery(window.location.search, topics);
    if (isFirstPage(fromAddress)) return;
    restore(fromAddress.search);
    change(fromAddress, { replaceUrl: false });
  }, [change, restore, topics]);

  const selectTopic = (topic: string) => change({ search: search.draft.trim(), topic, page: 1 });
  const goToPage = (page: number) => {
    change({ ...query, page });
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const loading = status === 'loading';
  // The polite live region: silent on arrival and after a failure (the notice speaks then).
  let liveText = '';
  if (loading) liveText = t('blog.loading');
  else if (status === 'done' && posts.length === 0) liveText = t('blog.noPosts');
  else if (status === 'done') liveText = t('blog.resultCount', { count: meta.total });

  return (
    <div ref={listRef} className="listing insight-list">
      <div className="insight-list__controls">
        <SearchForm value={search.draft} onChange={search.change} onSubmit={search.submit} />
        {topics.length > 0 && <TopicFilter topics={topics} selected={query.topic} onSelect={selectTopic} />}
        <noscript>
          <p className="notice">{t('blog.needsJavaScript')}</p>
        </noscript>
      </div>
      {status === 'failed' && (
        <p role="status" className="notice">
          {t('blog.unavailable')}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {liveText}
      </p>
      <div className="insight-list__results" aria-busy={loading}>
        <PreservedHtml hidden={!showsStatic}>{children}</PreservedHtml>
        {!showsStatic && <PostCards posts={posts} locale={options.locale} />}
      </div>
      <Pagination meta={meta} onPage={goToPage} />
    </div>
  );
}
