// Published content of a running CMS compared across languages: shared by `npm run i18n:check -- --cms` and the
// site build's translation summary.
import { CONTENT_QUERIES, SINGLE_TYPES, createCmsClient } from '../../packages/cms-client/dist/index.js';
import { LOCALE_CODES } from '../../packages/routing/dist/index.js';
import { checkCms } from './i18n-check.mjs';

/** Every missing or empty translation of the published content at `cmsUrl` (problems as `checkCms` returns). */
export async function cmsTranslationProblems(cmsUrl, token) {
  const client = createCmsClient({ baseUrl: cmsUrl, token });
  return checkCms(Object.keys(CONTENT_QUERIES), [...LOCALE_CODES], async (type, locale) => {
    const query = { locale, ...CONTENT_QUERIES[type] };
    if (!SINGLE_TYPES.includes(type)) return client.findAll(type, query);
    const answer = await client
      .get(type, query)
      .catch((e) => (e.info?.status === 404 ? { data: null } : Promise.reject(e)));
    return answer.data ? [answer.data] : [];
  });
}
