import { CmsError, isStrapiErrorBody } from './errors';
import { toQueryString, type QueryValue } from './query';

export type Pagination = { page: number; pageSize: number; pageCount: number; total: number };
export type ListResponse<T> = { data: T[]; meta: { pagination?: Pagination } };
export type SingleResponse<T> = { data: T | null; meta: Record<string, unknown> };

export type CmsClientOptions = {
  /** Origin of the CMS, e.g. `http://localhost:1337`; the REST API lives under `/api`. */
  baseUrl: string;
  /** Bearer token (the read-only site-build token at build time; none in the browser). */
  token?: string;
  fetch?: typeof fetch;
  /** Milliseconds before a request is abandoned. */
  timeoutMs?: number;
};

export type RequestContext = { contentType?: string; locale?: string };

export type CmsClient = {
  get<T>(path: string, query?: Record<string, QueryValue>, context?: RequestContext): Promise<T>;
  /** Every entry of a collection, following `meta.pagination` page by page. */
  findAll<T>(collection: string, query?: Record<string, QueryValue>, context?: RequestContext): Promise<T[]>;
};

const PAGE_SIZE = 100;

/** A small typed client for Strapi's REST API (`{baseUrl}/api/...`), JSON in and out. */
export function createCmsClient(options: CmsClientOptions): CmsClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const apiBase = `${options.baseUrl.replace(/\/+$/, '')}/api`;

  async function get<T>(
    path: string,
    query: Record<string, QueryValue> = {},
    context: RequestContext = {},
  ): Promise<T> {
    const qs = toQueryString(query);
    const url = `${apiBase}/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        headers,
        signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
      });
    } catch (cause) {
      throw new CmsError(`The CMS at ${options.baseUrl} is unreachable: ${(cause as Error).message}`, {
        url,
        cause,
        ...context,
      });
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // plain-text answer (product rules §7: the API may answer JSON or plain text)
    }
    if (!response.ok) {
      const message = isStrapiErrorBody(body) ? body.error.message : response.statusText || String(body);
      throw new CmsError(`GET ${url} failed with ${response.status}: ${message}`, {
        status: response.status,
        url,
        ...context,
      });
    }
    return body as T;
  }

  async function findAll<T>(collection: string, query: Record<string, QueryValue> = {}, context: RequestContext = {}) {
    const all: T[] = [];
    for (let page = 1; ; page += 1) {
      const result = await get<ListResponse<T>>(
        collection,
        { ...query, pagination: { page, pageSize: PAGE_SIZE } },
        { contentType: collection, ...context },
      );
      all.push(...result.data);
      const pageCount = result.meta.pagination?.pageCount ?? 1;
      if (page >= pageCount) return all;
    }
  }

  return { get, findAll };
}
