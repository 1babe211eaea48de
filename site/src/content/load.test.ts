import { loadSiteContent } from './load';

/** A fake CMS: every collection is empty unless given; single types answer with a minimal entry. */
function fakeCms(lists: Record<string, unknown[]> = {}) {
  return (async (url: string) => {
    const { pathname, searchParams } = new URL(url);
    const name = pathname.replace('/api/', '');
    const locale = searchParams.get('locale');
    if (name === 'global' || name === 'quiz')
      return new Response(JSON.stringify({ data: { documentId: name, locale } }), { status: 200 });
    const data = lists[`${name}:${locale}`] ?? [];
    return new Response(
      JSON.stringify({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } } }),
      { status: 200 },
    );
  }) as unknown as typeof fetch;
}

describe('loadSiteContent fails loudly', () => {
  it('names the content type and locale that has no published entries', async () => {
    await expect(loadSiteContent({ cmsUrl: 'http://cms.test', fetch: fakeCms() })).rejects.toThrow(
      /No published entries \(pages, locale "(en|de)"\)/,
    );
  });

  it('reports an unreachable CMS', async () => {
    const down = (async () => {
      throw new TypeError('connect ECONNREFUSED 127.0.0.1:1');
    }) as unknown as typeof fetch;
    await expect(loadSiteContent({ cmsUrl: 'http://127.0.0.1:1', fetch: down })).rejects.toThrow(
      /The CMS at http:\/\/127\.0\.0\.1:1 is unreachable/,
    );
  });

  it('names a missing required field of a single type', async () => {
    const lists = Object.fromEntries(
      ['pages', 'posts', 'topics', 'case-studies', 'team-members', 'service-items'].flatMap((c) =>
        ['en', 'de'].map((l) => [`${c}:${l}`, [{ documentId: 'x', locale: l }]]),
      ),
    );
    await expect(loadSiteContent({ cmsUrl: 'http://cms.test', fetch: fakeCms(lists) })).rejects.toThrow(
      /field "(key|title|name|slug)" is missing or empty/,
    );
  });
});
