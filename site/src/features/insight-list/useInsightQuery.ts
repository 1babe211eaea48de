import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createCollectionStore, createPostsApi, type PostSummary } from '@app/cms-client';
import type { Locale } from '@app/routing';
import { FIRST_PAGE, isFirstPage, listNameOf, toPostCard, urlWithQuery } from './insight-query';
import type { InsightQuery, PageMeta } from './types';

/** A CMS that accepts the connection but never answers must not leave the list loading forever. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * `idle`: the static first page, nothing asked yet (the server render). `loading`: a request for the
 * newest query is in flight. `done`: the list shows the answer. `failed`: the API could not answer, the
 * static first page is shown instead.
 */
export type InsightStatus = 'idle' | 'loading' | 'done' | 'failed';

export type InsightQueryOptions = {
  locale: Locale;
  initialMeta: PageMeta;
  cmsUrl: string;
  /** The browser's `fetch` unless given (tests pass a fake). */
  fetch?: typeof fetch;
};

type Shown = { kind: 'static' } | { kind: 'list'; listName: string };

function fetchWithTimeout(base: typeof fetch | undefined): typeof fetch {
  return (input, init) => {
    const doFetch = base ?? globalThis.fetch;
    const signal =
      init?.signal ?? (typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : null);
    return doFetch(input, { ...init, signal });
  };
}

function replaceAddress(query: InsightQuery): void {
  if (typeof window === 'undefined') return;
  window.history.replaceState(window.history.state, '', urlWithQuery(window.location, query));
}

/**
 * The insight list's data: the static first page until the visitor asks for something else, then pages
 * of the public REST API kept in a collection store (product rules §3) under one list name per query, so going
 * back to a page already seen needs no request. Only the newest query may change what is shown.
 */
export function useInsightQuery({ locale, initialMeta, cmsUrl, fetch }: InsightQueryOptions) {
  const [store] = useState(() => createCollectionStore<PostSummary>('posts'));
  const api = useMemo(() => createPostsApi({ baseUrl: cmsUrl, fetch: fetchWithTimeout(fetch) }), [cmsUrl, fetch]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const [query, setQuery] = useState<InsightQuery>(FIRST_PAGE);
  const [shown, setShown] = useState<Shown>({ kind: 'static' });
  const [status, setStatus] = useState<InsightStatus>('idle');
  const newest = useRef(0);
  const pageSize = initialMeta.pageSize;

  const load = useCallback(
    async function load(next: InsightQuery): Promise<void> {
      const request = ++newest.current;
      const listName = listNameOf(locale, next);
      const show = (view: Shown, outcome: InsightStatus) => {
        setShown(view);
        setStatus(outcome);
      };
      if (isFirstPage(next)) return show({ kind: 'static' }, 'done');
      if (store.meta(listName) !== undefined) return show({ kind: 'list', listName }, 'done');
      setStatus('loading');
      const search = { locale, search: next.search, topicSlug: next.topic, page: next.page, pageSize };
      try {
        await store.list((params: typeof search) => api.searchPosts(params), { listName, query: search });
      } catch {
        if (request === newest.current) show({ kind: 'static' }, 'failed');
        return;
      }
      if (request !== newest.current) return;
      const pageCount = store.meta(listName)?.pagination?.pageCount ?? 0;
      if (next.page > pageCount && pageCount > 0) {
        // An address with a page beyond the end (hand-edited, or posts were removed): show the last page.
        const last = { ...next, page: pageCount };
        setQuery(last);
        replaceAddress(last);
        return load(last);
      }
      show({ kind: 'list', listName }, 'done');
    },
    [api, locale, pageSize, store],
  );

  /** Shows the results of `next`; `replaceUrl: false` when the address already says it (restoring on mount). */
  const change = useCallback(
    (next: InsightQuery, { replaceUrl = true }: { replaceUrl?: boolean } = {}) => {
      setQuery(next);
      if (replaceUrl) replaceAddress(next);
      void load(next);
    },
    [load],
  );

  const { posts, meta } = useMemo(() => {
    if (shown.kind === 'static') return { posts: [], meta: initialMeta };
    const listMeta = snapshot.meta[shown.listName]?.pagination;
    const items = store.items(shown.listName).map((post) => toPostCard(post, locale));
    return { posts: items, meta: listMeta ?? { ...initialMeta, pageCount: 1, total: items.length } };
  }, [shown, snapshot, store, locale, initialMeta]);

  /** The build's static first page is on screen (its server HTML, not `posts`). */
  const showsStatic = shown.kind === 'static';
  return { query, status, posts, meta, showsStatic, change };
}
