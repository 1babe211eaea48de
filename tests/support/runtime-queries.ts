/**
 * The insight list's runtime requests exactly as the site's island sends them (packages/cms-client's
 * `postSearchQuery` + `toQueryString`, the list's page size): the deploy tests and `npm run
 * bench:runtime-api` use these, so the proxy is tested and measured against the real query shapes.
 */
import { postSearchQuery, toQueryString } from '@app/cms-client';
import { INSIGHT_PAGE_SIZE } from '../../site/src/features/insight-list/insight-query';

type Options = { locale?: string; page?: number };

const postsPath = (query: Record<string, unknown>): string =>
  `/api/posts?${toQueryString(query as Parameters<typeof toQueryString>[0])}`;

/** A page of the insight list, no filter (the runtime request behind pages 2…n). */
export const listRequest = ({ locale = 'en', page = 2 }: Options = {}): string =>
  postsPath(postSearchQuery({ locale, search: '', topicSlug: '', page, pageSize: INSIGHT_PAGE_SIZE }));

/** A topic's page of the insight list. */
export const topicRequest = (topicSlug: string, { locale = 'en', page = 1 }: Options = {}): string =>
  postsPath(postSearchQuery({ locale, search: '', topicSlug, page, pageSize: INSIGHT_PAGE_SIZE }));

/** A text search in the insight list. */
export const searchRequest = (search: string, { locale = 'en', page = 1 }: Options = {}): string =>
  postsPath(postSearchQuery({ locale, search, topicSlug: '', page, pageSize: INSIGHT_PAGE_SIZE }));
