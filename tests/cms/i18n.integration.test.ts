/** The translator's check against the running CMS: every published document complete in every locale. */
import { CONTENT_QUERIES, SINGLE_TYPES, createCmsClient, type ContentTypeName } from '@app/cms-client';
import { LOCALE_CODES } from '@app/routing';
import { checkCms, formatProblems } from '../../scripts/lib/i18n-check.mjs';
import { CMS_URL } from '../support/cms';

test('published CMS content has every field in English and German', async () => {
  const client = createCmsClient({ baseUrl: CMS_URL, token: process.env.SITE_BUILD_TOKEN });
  const problems = await checkCms(
    Object.keys(CONTENT_QUERIES),
    [...LOCALE_CODES],
    async (type: ContentTypeName, locale: string) => {
      const query = { locale, ...CONTENT_QUERIES[type] };
      if (!SINGLE_TYPES.includes(type)) return client.findAll(type, query);
      return [(await client.get<{ data: unknown }>(type, query)).data];
    },
  );
  expect(formatProblems(problems)).toBe('');
});
