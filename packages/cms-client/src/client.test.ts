import { createCmsClient } from './client';
import { CmsError } from './errors';
import { toQueryString } from './query';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('toQueryString', () => {
  it('writes nested objects and arrays in bracket notation', () => {
    expect(
      toQueryString({
        locale: 'de',
        populate: { image: true, topics: { fields: ['name', 'slug'] } },
        sort: ['date:desc'],
        skip: undefined,
      }),
    ).toBe(
      'locale=de&populate[image]=true&populate[topics][fields][0]=name&populate[topics][fields][1]=slug&sort[0]=date%3Adesc',
    );
  });
});

describe('createCmsClient', () => {
  it('sends the token and follows pagination until the last page', async () => {
    const calls: string[] = [];
    const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push(url);
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer secret');
      const page = Number(/pagination\[page\]=(\d+)/.exec(url)?.[1]);
      return json(200, { data: [{ id: page }], meta: { pagination: { page, pageSize: 100, pageCount: 3, total: 3 } } });
    });
    const client = createCmsClient({
      baseUrl: 'http://cms.test/',
      token: 'secret',
      fetch: fetchMock as unknown as typeof fetch,
    });
    const all = await client.findAll<{ id: number }>('posts', { locale: 'en' });
    expect(all.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(calls[0]).toBe('http://cms.test/api/posts?locale=en&pagination[page]=1&pagination[pageSize]=100');
  });

  it('turns a Strapi error body into a CmsError naming content type and locale', async () => {
    const fetchMock = async () =>
      json(403, { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} } });
    const client = createCmsClient({ baseUrl: 'http://cms.test', fetch: fetchMock as unknown as typeof fetch });
    const failure = client.findAll('pages', { locale: 'de' }, { locale: 'de' });
    await expect(failure).rejects.toBeInstanceOf(CmsError);
    await expect(failure).rejects.toThrow(/403: Forbidden \(pages, locale "de"\)/);
  });

  it('reports an unreachable CMS clearly', async () => {
    const fetchMock = async () => {
      throw new TypeError('fetch failed');
    };
    const client = createCmsClient({ baseUrl: 'http://cms.test', fetch: fetchMock as unknown as typeof fetch });
    await expect(client.get('global', {}, { contentType: 'global', locale: 'en' })).rejects.toThrow(
      'The CMS at http://cms.test is unreachable: fetch failed (global, locale "en")',
    );
  });

  it('accepts plain-text answers', async () => {
    const fetchMock = async () => new Response('OK', { status: 200 });
    const client = createCmsClient({ baseUrl: 'http://cms.test', fetch: fetchMock as unknown as typeof fetch });
    await expect(client.get<string>('newsletter')).resolves.toBe('OK');
  });
});
