import { DEFAULT_LOCALE, LOCALE_CODES, placeholderMark } from '@app/routing';
import { cmsTranslationProblems } from './i18n-cms.mjs';

const [OTHER] = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

/**
 * A CMS answering like Strapi 5's REST API: three articles in the default language; in every other one, the first
 * translated, the second a placeholder copy, the third missing.
 */
function fakeCms() {
  const posts = [
    { id: 1, documentId: 'p1', slug: 'tokenization-basics', title: 'Tokenization basics' },
    { id: 2, documentId: 'p2', slug: 'defi-risks', title: 'DeFi risks' },
    { id: 3, documentId: 'p3', slug: 'audit-checklist', title: 'Audit checklist' },
  ];
  const versionIn = (locale) =>
    locale === DEFAULT_LOCALE
      ? posts
      : [
          { ...posts[0], id: 11, title: `${locale}: Tokenization` },
          { ...posts[1], id: 12, title: `${placeholderMark(locale)}DeFi risks` },
        ];
  return async (url) => {
    const { pathname, searchParams } = new URL(url);
    const type = pathname.replace('/api/', '');
    const locale = searchParams.get('locale') ?? DEFAULT_LOCALE;
    if (['quiz', 'global', 'guide'].includes(type)) {
      return new Response(JSON.stringify({ data: { id: 9, documentId: type, title: `${type} ${locale}` } }));
    }
    const data = type === 'posts' ? versionIn(locale) : [];
    const meta = { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } };
    return new Response(JSON.stringify({ data, meta }));
  };
}

test('i18n:check --cms: a placeholder version is untranslated, a missing one missing, a translated one fine', async () => {
  const texts = /** @type {Record<string, number>} */ ({});
  const problems = await cmsTranslationProblems('http://cms.test', 'token', { fetch: fakeCms(), texts });
  const inOther = problems.filter((p) => p.locale === OTHER);
  expect(inOther.map(({ where, reason, path }) => ({ where, reason, path }))).toEqual([
    { where: 'posts "defi-risks"', reason: 'placeholder', path: 'title' },
    { where: 'posts "audit-checklist"', reason: 'missing', path: '' },
  ]);
  expect(problems.filter((p) => p.locale === DEFAULT_LOCALE)).toEqual([]);
  // Texts of the default language the others are measured against: three titles, three slugs, three single types.
  expect(texts[OTHER]).toBe(9);
});
