// Published content of a running CMS compared across languages (`npm run i18n:check -- --cms <url>`).
import { CONTENT_QUERIES, SINGLE_TYPES, createCmsClient } from '@app/cms-client';
import { LOCALE_CODES } from '@app/routing';
import { checkCms } from './i18n-check.mjs';

/** Every published entry of `type` in `locale`, completely (a single type: its one entry, if any). */
async function entriesOf(client, type, locale) {
  const query = { locale, ...CONTENT_QUERIES[type] };
  if (!SINGLE_TYPES.includes(type)) return client.findAll(type, query);
  const answer = await client
    .get(type, query)
    .catch((e) => (e.info?.status === 404 ? { data: null } : Promise.reject(e)));
  return answer.data ? [answer.data] : [];
}

/**
 * Every untranslated text of the published content at `cmsUrl` (problems as `checkCms` returns; `texts` adds up
 * the source language's texts per locale). `fetch` is for tests.
 * @param {string} cmsUrl
 * @param {string | undefined} token
 * @param {{ fetch?: typeof fetch, texts?: Record<string, number> }} [options]
 */
export async function cmsTranslationProblems(cmsUrl, token, { fetch, texts } = {}) {
  const client = createCmsClient({ baseUrl: cmsUrl, token, ...(fetch ? { fetch } : {}) });
  return checkCms(Object.keys(CONTENT_QUERIES), [...LOCALE_CODES], (type, locale) => entriesOf(client, type, locale), {
    texts,
  });
}
