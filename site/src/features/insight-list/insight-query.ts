import type { PostSummary, TopicRef } from '@app/cms-client';
import { articlePath, localizePath, type Locale } from '@app/routing';
import type { CmsImageData } from '../../components/CmsImage/CmsImage';
import type { InsightQuery, PageMeta, PostCardData } from './types';

/** Cards per page. The page query of `templates/insight-list.tsx` must use the same `limit`. */
export const INSIGHT_PAGE_SIZE = 12;

/** Typing pause before the search runs by itself. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The unfiltered first page: the one the build rendered as static HTML. */
export const FIRST_PAGE: InsightQuery = { search: '', topic: '', page: 1 };

/** The query the static first page answers: no runtime request is needed for it. */
export function isFirstPage(query: InsightQuery): boolean {
  return query.search === '' && query.topic === '' && query.page === 1;
}

/**
 * The collection store's list name for a query (product rules §3: ids and meta are kept per list name), e.g.
 * `posts:de:defi:token:2`. Topic slugs contain no colon, so the name is unambiguous.
 */
export function listNameOf(locale: Locale, query: InsightQuery): string {
  return ['posts', locale, query.topic === '' ? 'all' : query.topic, query.search, String(query.page)].join(':');
}

/** Paging of the static first page, from the build's total count. */
export function firstPageMeta(total: number, pageSize = INSIGHT_PAGE_SIZE): PageMeta {
  return { page: 1, pageSize, pageCount: Math.ceil(total / pageSize), total };
}

/** The address's query parameters of a search (`?q=&topic=&page=`). */
export const PARAM = { search: 'q', topic: 'topic', page: 'page' } as const;

/**
 * Reads `?q=&topic=&page=` from an address. A topic the list does not offer and a page that is not a
 * positive whole number are ignored, so a hand-edited address still shows something sensible.
 */
export function readUrlQuery(search: string, topics: readonly TopicRef[]): InsightQuery {
  const params = new URLSearchParams(search);
  const topic = params.get(PARAM.topic) ?? '';
  const page = Number(params.get(PARAM.page) ?? '1');
  return {
    search: (params.get(PARAM.search) ?? '').trim(),
    topic: topics.some((t) => t.slug === topic) ? topic : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address with the query in `?q=&topic=&page=`; defaults are left out and other parameters kept. */
export function urlWithQuery(location: { pathname: string; search: string; hash: string }, query: InsightQuery) {
  const params = new URLSearchParams(location.search);
  const set = (name: string, value: string, fallback: string) =>
    value === fallback ? params.delete(name) : params.set(name, value);
  set(PARAM.search, query.search, '');
  set(PARAM.topic, query.topic, '');
  set(PARAM.page, String(query.page), '1');
  const search = params.toString();
  return `${location.pathname}${search === '' ? '' : `?${search}`}${location.hash}`;
}

/** A card from the runtime API's post summary (the API has no excerpt; the meta description stands in). */
/** A post as the build's page query selects it (templates/insight-list.tsx). */
export type BuiltPost = {
  title: string;
  path: string;
  date: string;
  excerpt: string;
  image: CmsImageData | null;
  imageAlt: string | null;
  topics: ReadonlyArray<TopicRef>;
};

/** The card of a post the build rendered (static first page): its image in the built, responsive versions. */
export function builtPostCard(post: BuiltPost): PostCardData {
  return {
    title: post.title,
    path: post.path,
    date: post.date,
    excerpt: post.excerpt,
    image: post.image ? { kind: 'built', image: post.image, alt: post.imageAlt } : null,
    topics: post.topics.map(({ name, slug }) => ({ name, slug })),
  };
}

/** The card of a post from the public API (search, topic, further pages): the CMS's own image file. */
export function toPostCard(post: PostSummary, locale: Locale): PostCardData {
  return {
    title: post.title,
    path: localizePath(articlePath(post.slug), locale),
    date: post.date,
    excerpt: post.metaDescription,
    image:
      post.image === null
        ? null
        : {
            kind: 'remote',
            url: post.image.url,
            alt: post.image.alternativeText,
            width: post.image.width,
            height: post.image.height,
          },
    topics: post.topics,
  };
}
