import { createCmsClient, type CmsClient, type CmsClientOptions, type Pagination, type RequestContext } from './client';
import { CONTENT_QUERIES } from './content-queries';
import { CmsError } from './errors';
import type { QueryValue } from './query';

export type PostImage = { url: string; alternativeText: string; width: number | null; height: number | null };
export type TopicRef = { name: string; slug: string };

/** What an insight list card shows. The site's names, not Strapi's: the mapping below is the boundary. */
export type PostSummary = {
  id: number;
  documentId: string;
  title: string;
  slug: string;
  date: string;
  metaDescription: string;
  views: number;
  image: PostImage | null;
  topics: TopicRef[];
};

export type TopicSummary = { id: number; documentId: string; name: string; slug: string };

/** One page of results with Strapi's paging metadata (fits `CollectionStore.list`). */
export type PageResult<T> = { data: T[]; meta: { pagination: Pagination } };

export type PostSearch = {
  locale: string;
  /** Free text matched case-insensitively against title and content; blank means no text filter. */
  search?: string;
  topicSlug?: string;
  page: number;
  pageSize: number;
};

export type PostsApi = {
  searchPosts(params: PostSearch): Promise<PageResult<PostSummary>>;
  /** Every topic of a locale, by name (all pages). */
  listTopics(locale: string): Promise<TopicSummary[]>;
};

export type PostsApiOptions = Pick<CmsClientOptions, 'baseUrl' | 'fetch'>;

/**
 * The longest search the insight list sends (longer input is cut here and by the search box): the CMS refuses
 * longer values from the public, so a search stays a cheap query.
 */
export const SEARCH_MAX_LENGTH = 100;

/** The search words as sent: trimmed and cut to SEARCH_MAX_LENGTH (never through the middle of a character). */
export function searchTerm(search: string | undefined): string {
  const term = (search ?? '').trim();
  if (term.length <= SEARCH_MAX_LENGTH) return term;
  const cut = term.slice(0, SEARCH_MAX_LENGTH);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Only what a list card needs; `imageAlt` is the post's localized alt text (media alt text is not localized). */
const POST_CARD_FIELDS = ['title', 'slug', 'date', 'metaDescription', 'views', 'imageAlt'];
const TOPIC_PAGE_SIZE = 100;

type StrapiImage = { url: string; alternativeText?: string | null; width?: number | null; height?: number | null };
type StrapiPostCard = {
  id: number;
  documentId: string;
  title: string;
  slug: string;
  date: string;
  metaDescription?: string | null;
  views?: number | null;
  imageAlt?: string | null;
  image?: StrapiImage | null;
  topics?: TopicRef[] | null;
};
type StrapiTopic = TopicSummary;

/** The Strapi REST query for one page of the insight list (filters in Strapi 5's bracket notation). */
export function postSearchQuery({ locale, search, topicSlug, page, pageSize }: PostSearch): Record<string, QueryValue> {
  const term = searchTerm(search);
  const filters: Record<string, QueryValue> = {};
  if (term !== '') filters.$or = [{ title: { $containsi: term } }, { content: { $containsi: term } }];
  if (topicSlug !== undefined && topicSlug !== '') filters.topics = { slug: { $eq: topicSlug } };
  return {
    locale,
    fields: POST_CARD_FIELDS,
    filters,
    // A card needs the cover and the topics' names and slugs (the build also asks for their locale).
    populate: { image: true, topics: { fields: ['name', 'slug'] } },
    sort: CONTENT_QUERIES.posts.sort,
    pagination: { page, pageSize },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isPageBody(body: unknown): body is PageResult<unknown> {
  return (
    isObject(body) &&
    Array.isArray(body.data) &&
    body.data.every(isObject) &&
    isObject(body.meta) &&
    isObject(body.meta.pagination) &&
    typeof body.meta.pagination.pageCount === 'number'
  );
}

/** Strapi's upload provider answers `/uploads/…`, relative to the CMS; the browser needs it absolute. */
const absoluteUrl = (url: string, baseUrl: string): string =>
  /^([a-z][a-z\d+.-]*:)?\/\//i.test(url) ? url : `${baseUrl.replace(/\/+$/, '')}${url}`;

function toPostSummary(raw: StrapiPostCard, baseUrl: string): PostSummary {
  const image = raw.image ?? null;
  return {
    id: raw.id,
    documentId: raw.documentId,
    title: raw.title,
    slug: raw.slug,
    date: raw.date,
    metaDescription: raw.metaDescription ?? '',
    views: raw.views ?? 0,
    image:
      image === null
        ? null
        : {
            url: absoluteUrl(image.url, baseUrl),
            alternativeText: raw.imageAlt ?? image.alternativeText ?? '',
            width: image.width ?? null,
            height: image.height ?? null,
          },
    topics: (raw.topics ?? []).map(({ name, slug }) => ({ name, slug })),
  };
}

async function getPage<T>(
  client: CmsClient,
  path: string,
  query: Record<string, QueryValue>,
  context: RequestContext,
): Promise<PageResult<T>> {
  const body = await client.get<unknown>(path, query, context);
  if (!isPageBody(body)) throw new CmsError(`GET /api/${path} answered without a data list and pagination`, context);
  return body as PageResult<T>;
}

/** Runtime queries of the insight list against the public Strapi REST API. Failures reject with `CmsError`. */
export function createPostsApi(options: PostsApiOptions): PostsApi {
  const client = createCmsClient(options);

  async function searchPosts(params: PostSearch): Promise<PageResult<PostSummary>> {
    const context = { contentType: 'posts', locale: params.locale };
    const answer = await getPage<StrapiPostCard>(client, 'posts', postSearchQuery(params), context);
    return { data: answer.data.map((raw) => toPostSummary(raw, options.baseUrl)), meta: answer.meta };
  }

  async function listTopics(locale: string): Promise<TopicSummary[]> {
    const topics: TopicSummary[] = [];
    for (let page = 1; ; page += 1) {
      const query = {
        locale,
        fields: ['name', 'slug'],
        sort: CONTENT_QUERIES.topics.sort,
        pagination: { page, pageSize: TOPIC_PAGE_SIZE },
      };
      const answer = await getPage<StrapiTopic>(client, 'topics', query, { contentType: 'topics', locale });
      topics.push(...answer.data.map(({ id, documentId, name, slug }) => ({ id, documentId, name, slug })));
      if (page >= answer.meta.pagination.pageCount) return topics;
    }
  }

  return { searchPosts, listTopics };
}
