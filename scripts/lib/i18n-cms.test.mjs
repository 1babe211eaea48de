import { LOCALE_CODES } from '@app/routing';
import { cmsMissingTranslations, labelFields } from './i18n-cms.mjs';
import { formatMissingSummary } from './i18n-check.mjs';

/** A CMS answering like Strapi 5's REST API: three articles in English, two of them in German, all in the others. */
function fakeCms() {
  const posts = {
    en: [
      { id: 1, documentId: 'p1', slug: 'tokenization-basics', title: 'Tokenization basics' },
      { id: 2, documentId: 'p2', slug: 'defi-risks', title: 'DeFi risks' },
      { id: 3, documentId: 'p3', slug: 'audit-checklist', title: 'Audit checklist' },
    ],
    de: [
      { id: 4, documentId: 'p1', slug: 'tokenisierung-grundlagen', title: 'Tokenisierung: Grundlagen' },
      { id: 5, documentId: 'p3', slug: 'audit-checkliste', title: 'Audit-Checkliste' },
    ],
  };
  const requests = [];
  const fetch = async (url) => {
    const { pathname, searchParams } = new URL(url);
    requests.push(decodeURIComponent(url));
    const type = pathname.replace('/api/', '');
    const locale = searchParams.get('locale');
    if (['quiz', 'global', 'guide'].includes(type)) {
      return new Response(JSON.stringify({ data: { id: 9, documentId: type, title: type } }), { status: 200 });
    }
    const data = type === 'posts' ? (posts[locale] ?? posts.en.map((post) => ({ ...post, id: post.id + 10 }))) : [];
    const meta = { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } };
    return new Response(JSON.stringify({ data, meta }), { status: 200 });
  };
  return { fetch, requests };
}

test('the build summary names an article missing in German, reading only ids and names of the articles', async () => {
  const cms = fakeCms();
  const problems = await cmsMissingTranslations('http://cms.test', 'token', { fetch: cms.fetch });
  expect(problems).toEqual([{ where: 'posts "defi-risks"', locale: 'de', problem: 'missing in this language' }]);
  expect(formatMissingSummary(problems, [...LOCALE_CODES])).toContain('missing in de (1):\n    posts "defi-risks"');
  const postRequests = cms.requests.filter((url) => url.includes('/api/posts?'));
  expect(postRequests).toHaveLength(LOCALE_CODES.length);
  for (const url of postRequests) {
    expect(url).toContain('fields[0]=slug&fields[1]=title');
    expect(url).not.toContain('populate');
  }
});

test('every collection is named by a field its CMS schema has', () => {
  const fields = labelFields();
  expect(fields.pages).toEqual(['key', 'title']);
  expect(fields.posts).toEqual(['slug', 'title']);
  expect(fields['team-members']).toEqual(['title']);
});
