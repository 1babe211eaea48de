import { createCollectionStore } from './collection-store';
import { CmsError } from './errors';
import { SEARCH_MAX_LENGTH, createPostsApi, postSearchQuery, searchTerm, type PostSummary } from './posts-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const pagination = { page: 2, pageSize: 6, pageCount: 3, total: 14 };

/** One post as Strapi 5 answers it for the list query (flat document, populated image and topics). */
const strapiPost = {
  id: 12,
  documentId: 'a1b2c3',
  title: 'Smart contracts & audits',
  slug: 'smart-contracts-audits',
  date: '2024-05-02',
  metaDescription: 'Why audits matter.',
  views: 41,
  imageAlt: 'Prüfbericht auf einem Bildschirm',
  image: {
    id: 3,
    url: '/uploads/audit_1234.png',
    alternativeText: 'Audit report',
    width: 1200,
    height: 630,
    hash: 'audit_1234',
  },
  topics: [{ id: 4, documentId: 't4', name: 'Blockchain', slug: 'blockchain' }],
};

/** A fake fetch that records the URLs asked for and answers each with the next response. */
function fakeFetch(...answers: Array<() => Response>) {
  const urls: string[] = [];
  const fetch = jest.fn(async (url: string) => {
    urls.push(url);
    const answer = answers[urls.length - 1] ?? answers[answers.length - 1];
    if (answer === undefined) throw new Error('no answer prepared');
    return answer();
  });
  return { urls, fetch: fetch as unknown as typeof globalThis.fetch };
}

/** The first page of six articles in `locale`, read through `fetch`. */
const firstPage = (fetch: typeof globalThis.fetch, locale: string) =>
  createPostsApi({ baseUrl: 'https://cms.example.com', fetch }).searchPosts({ locale, page: 1, pageSize: 6 });

describe('searchPosts', () => {
  it('sends search, topic and page as a URL-encoded Strapi query in bracket notation', async () => {
    const { urls, fetch } = fakeFetch(() => json(200, { data: [], meta: { pagination } }));
    const api = createPostsApi({ baseUrl: 'https://cms.example.com/', fetch });
    await api.searchPosts({ locale: 'de', search: ' audit & trust ', topicSlug: 'blockchain', page: 2, pageSize: 6 });

    expect(urls).toEqual([
      'https://cms.example.com/api/posts?locale=de' +
        '&fields[0]=title&fields[1]=slug&fields[2]=date&fields[3]=metaDescription&fields[4]=views&fields[5]=imageAlt' +
        '&filters[%24or][0][title][%24containsi]=audit%20%26%20trust' +
        '&filters[%24or][1][content][%24containsi]=audit%20%26%20trust' +
        '&filters[topics][slug][%24eq]=blockchain' +
        '&populate[image]=true&populate[topics][fields][0]=name&populate[topics][fields][1]=slug' +
        '&sort[0]=date%3Adesc&pagination[page]=2&pagination[pageSize]=6',
    ]);
  });

  it('leaves out the filters when the search is blank and no topic is chosen', async () => {
    const { urls, fetch } = fakeFetch(() => json(200, { data: [], meta: { pagination } }));
    const api = createPostsApi({ baseUrl: 'https://cms.example.com', fetch });
    await api.searchPosts({ locale: 'en', search: '   ', page: 1, pageSize: 6 });

    expect(urls[0]).not.toContain('filters');
    expect(urls[0]).toContain('?locale=en&fields[0]=title');
    expect(urls[0]).toMatch(/&pagination\[page\]=1&pagination\[pageSize\]=6$/);
  });

  it('answers list cards in the site’s shape with the pagination meta', async () => {
    const bare = { ...strapiPost, id: 13, documentId: 'd4', imageAlt: null, views: null, image: null, topics: [] };
    const withMediaAlt = { ...strapiPost, id: 14, imageAlt: null };
    const { fetch } = fakeFetch(() => json(200, { data: [strapiPost, bare, withMediaAlt], meta: { pagination } }));
    const api = createPostsApi({ baseUrl: 'https://cms.example.com/', fetch });
    const result = await api.searchPosts({ locale: 'de', page: 2, pageSize: 6 });

    expect(result.meta).toEqual({ pagination });
    expect(result.data[0]).toEqual<PostSummary>({
      id: 12,
      documentId: 'a1b2c3',
      title: 'Smart contracts & audits',
      slug: 'smart-contracts-audits',
      date: '2024-05-02',
      metaDescription: 'Why audits matter.',
      views: 41,
      image: {
        url: 'https://cms.example.com/uploads/audit_1234.png',
        alternativeText: 'Prüfbericht auf einem Bildschirm',
        width: 1200,
        height: 630,
      },
      topics: [{ name: 'Blockchain', slug: 'blockchain' }],
    });
    expect(result.data[1]).toMatchObject({ id: 13, views: 0, image: null, topics: [] });
    expect(result.data[2]?.image?.alternativeText).toBe('Audit report');
  });

  it('keeps image URLs that are already absolute (cloud upload providers)', async () => {
    const hosted = { ...strapiPost, image: { ...strapiPost.image, url: 'https://cdn.example.com/audit.png' } };
    const { fetch } = fakeFetch(() => json(200, { data: [hosted], meta: { pagination } }));
    const result = await firstPage(fetch, 'en');
    expect(result.data[0]?.image?.url).toBe('https://cdn.example.com/audit.png');
  });

  it('rejects with a CmsError naming posts and the locale when the CMS answers an error', async () => {
    const { fetch } = fakeFetch(() =>
      json(500, { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }),
    );
    const failure = firstPage(fetch, 'de');
    await expect(failure).rejects.toBeInstanceOf(CmsError);
    await expect(failure).rejects.toThrow(/500: Internal Server Error \(posts, locale "de"\)$/);
  });

  it('rejects with a CmsError when the CMS is unreachable', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const failure = firstPage(fetch, 'en');
    await expect(failure).rejects.toBeInstanceOf(CmsError);
    await expect(failure).rejects.toThrow('The CMS at https://cms.example.com is unreachable: Failed to fetch');
  });

  it('rejects with a CmsError when a successful answer is not a paged list', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>maintenance</html>', { status: 200 }));
    const failure = firstPage(fetch, 'en');
    await expect(failure).rejects.toBeInstanceOf(CmsError);
    await expect(failure).rejects.toThrow('GET /api/posts answered without a data list and pagination (posts');
  });

  it('feeds a collection store list directly', async () => {
    const { fetch } = fakeFetch(() => json(200, { data: [strapiPost], meta: { pagination } }));
    const api = createPostsApi({ baseUrl: 'https://cms.example.com', fetch });
    const store = createCollectionStore<PostSummary>('posts');
    await store.list(api.searchPosts, { listName: 'search', query: { locale: 'en', page: 2, pageSize: 6 } });

    expect(store.items('search').map((post) => post.slug)).toEqual(['smart-contracts-audits']);
    expect(store.meta('search')).toEqual({ pagination });
  });
});

describe('listTopics', () => {
  it('asks for name and slug sorted by name and follows every page', async () => {
    const topic = (id: number) => ({
      id,
      documentId: `t${id}`,
      name: `Topic ${id}`,
      slug: `topic-${id}`,
      locale: 'de',
    });
    const { urls, fetch } = fakeFetch(
      () => json(200, { data: [topic(1)], meta: { pagination: { page: 1, pageSize: 100, pageCount: 2, total: 2 } } }),
      () => json(200, { data: [topic(2)], meta: { pagination: { page: 2, pageSize: 100, pageCount: 2, total: 2 } } }),
    );
    const topics = await createPostsApi({ baseUrl: 'https://cms.example.com', fetch }).listTopics('de');

    expect(urls).toEqual([
      'https://cms.example.com/api/topics?locale=de&fields[0]=name&fields[1]=slug&sort[0]=name%3Aasc&pagination[page]=1&pagination[pageSize]=100',
      'https://cms.example.com/api/topics?locale=de&fields[0]=name&fields[1]=slug&sort[0]=name%3Aasc&pagination[page]=2&pagination[pageSize]=100',
    ]);
    expect(topics).toEqual([
      { id: 1, documentId: 't1', name: 'Topic 1', slug: 'topic-1' },
      { id: 2, documentId: 't2', name: 'Topic 2', slug: 'topic-2' },
    ]);
  });

  it('rejects with a CmsError naming topics and the locale', async () => {
    const { fetch } = fakeFetch(() =>
      json(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }),
    );
    const failure = createPostsApi({ baseUrl: 'https://cms.example.com', fetch }).listTopics('en');
    await expect(failure).rejects.toBeInstanceOf(CmsError);
    await expect(failure).rejects.toThrow(/404: Not Found \(topics, locale "en"\)$/);
  });
});

describe('searchTerm', () => {
  it('sends at most SEARCH_MAX_LENGTH characters, trimmed, never half a character', () => {
    expect(searchTerm('  token audit  ')).toBe('token audit');
    expect(searchTerm('a'.repeat(SEARCH_MAX_LENGTH + 50))).toBe('a'.repeat(SEARCH_MAX_LENGTH));
    const emoji = `${'a'.repeat(SEARCH_MAX_LENGTH - 1)}🚀`;
    expect(searchTerm(emoji)).toBe('a'.repeat(SEARCH_MAX_LENGTH - 1));
    const query = postSearchQuery({ locale: 'en', search: 'x'.repeat(500), page: 1, pageSize: 6 });
    expect(JSON.stringify(query)).not.toContain('x'.repeat(SEARCH_MAX_LENGTH + 1));
  });
});
